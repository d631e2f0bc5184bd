import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** An answer, or 'hold': the request is read and never answered (a provider that hangs). */
export type FakeHandler = (request: FakeRequest) => { status: number; body: unknown } | 'hold';

/** A provider's API on 127.0.0.1 (a free port the system picks), recording what it was asked. */
export async function startFakeServer(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(request);
      const answer = handler(request);
      if (answer === 'hold') {
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** Requests held and not answered yet, still open. */
    held: () => held.size,
    /** Ends the held requests unanswered (their connections reset): nothing was done for them. */
    dropHeld: () => {
      for (const res of held) res.destroy();
      held.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.close(() => resolve());
      }),
  };
}
