import { bearer, type TestApp } from '../../test/test-app';
import { sampleImages } from '../fixtures/images';
import type { Call } from './rows';

export interface Answer {
  status: number;
  body: string;
}

async function uploadForm(purpose: 'profile' | 'food') {
  const { png } = await sampleImages();
  const boundary = '----matrix';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Sends one call with a caller's token (or none). A live-updates stream that opens is read for
 * its status only, then the server is told to close it, as logging out does.
 */
export async function send(
  t: TestApp,
  call: Call,
  token: string | null,
  userId: number | null,
): Promise<Answer> {
  const headers: Record<string, string> = { ...call.headers, ...(token ? bearer({ token }) : {}) };
  let payload: string | Buffer | object | undefined = call.body;
  if (call.upload) {
    const form = await uploadForm(call.upload);
    payload = form.payload;
    headers['content-type'] = form.type;
  }
  const isStream = call.url.startsWith('/api/events');
  const response = await t.app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(payload === undefined ? {} : { payload }),
    payloadAsStream: isStream,
  });
  if (!isStream) return { status: response.statusCode, body: response.body };
  const stream = response.stream();
  if (response.statusCode === 200) {
    stream.destroy();
    if (userId !== null) {
      await t.deps.events.publish({ type: 'user.signedOut', userId: String(userId) });
    }
    return { status: 200, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { status: response.statusCode, body: Buffer.concat(chunks).toString() };
}
