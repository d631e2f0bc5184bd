import fc from 'fast-check';
import { MAX_UPLOAD_BYTES } from '@buka/domain/admin';
import { gifHtmlPolyglot, htmlPage, pngBomb, svgWithScript, zipFile } from '../fixtures/images';
import type { SampleImages } from '../fixtures/images';
import { hostileScalar, hugeString, mutated, nastyStrings, toJson } from './hostile';

/** A request body and the content type it is sent with (none: no header at all). */
export interface FuzzBody {
  payload?: string | Buffer;
  contentType?: string;
  /** A content-length header that does not match the body. */
  contentLength?: string;
}

const JSON_TYPE = 'application/json';

export const wrongContentTypes = fc.constantFrom(
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json;;;charset=',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'image/png',
  '*/*',
  '',
);

const brokenJson = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{',
    '}',
    '{"a":1,}',
    "{'a':1}",
    '{"a" 1}',
    'NaN',
    '[1,]',
    '\ufeff{}',
    '{"a":"\\x"}',
  ),
);

/** Valid JSON text with bytes that are not UTF-8 (or a lone surrogate) inside a string. */
const invalidUtf8 = fc
  .tuple(fc.uint8Array({ minLength: 1, maxLength: 40 }), fc.constantFrom('fid', 'name', 'url'))
  .map(([bytes, key]) =>
    Buffer.concat([
      Buffer.from(`{"${key}":"`),
      Buffer.from([0xff, 0xfe, 0xc3, ...bytes]),
      Buffer.from('\\ud800"}'),
    ]),
  );

/** Just over the JSON limit, or far over it. */
const oversized = (limit: number) =>
  fc.integer({ min: limit + 1, max: limit * 4 }).map((size) => `{"name":"${'x'.repeat(size)}"}`);

/** JSON bodies built from the schema's values, broken as `mutated` does, and in transit. */
export function jsonBodies(
  valid: fc.Arbitrary<unknown>,
  limit = 64 * 1024,
): fc.Arbitrary<FuzzBody> {
  const asJson = (value: unknown): FuzzBody => ({ payload: toJson(value), contentType: JSON_TYPE });
  return fc.oneof(
    { weight: 12, arbitrary: mutated(valid).map(asJson) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, wrongContentTypes)
        .map(([value, contentType]) => ({ payload: toJson(value), contentType })),
    },
    { weight: 1, arbitrary: brokenJson.map((payload) => ({ payload, contentType: JSON_TYPE })) },
    { weight: 1, arbitrary: invalidUtf8.map((payload) => ({ payload, contentType: JSON_TYPE })) },
    {
      weight: 1,
      arbitrary: oversized(limit).map((payload) => ({ payload, contentType: JSON_TYPE })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<FuzzBody>(
        { payload: '', contentType: JSON_TYPE },
        {},
        { payload: '{}', contentType: JSON_TYPE, contentLength: '9999' },
        { payload: '{"a":1}', contentType: JSON_TYPE, contentLength: '2' },
      ),
    },
  );
}

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer;
}

function multipartPayload(boundary: string, parts: Part[], closed: boolean): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType === undefined ? '' : `\r\nContent-Type: ${part.contentType}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Uploads: real pictures, pictures with something tacked on, bombs, documents, noise. */
export function multipartBodies(images: SampleImages): fc.Arbitrary<FuzzBody> {
  const fileContent = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(images.png, images.jpeg, images.gif, images.webp) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        images.pngThenHtml,
        images.jpegThenZip,
        images.truncatedPng,
        svgWithScript,
        htmlPage,
        gifHtmlPolyglot,
        zipFile,
        Buffer.alloc(0),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(pngBomb(100_000, 100_000), pngBomb(7_000, 7_000)) },
    {
      weight: 3,
      arbitrary: fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    },
    // Rarely, a file just over the limit: slow to send, so not often.
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 0, max: 40 })
        .map((n) => (n === 0 ? Buffer.alloc(MAX_UPLOAD_BYTES + 1, 7) : images.png)),
    },
  );
  const filePart = fc.record({
    name: fc.oneof(fc.constant('file'), fc.constantFrom(...nastyStrings.slice(0, 20))),
    filename: fc.oneof(
      fc.constantFrom('photo.png', 'photo.jpg', '../../../etc/passwd', '..\\..\\buka.db'),
      fc.constantFrom('a.svg', 'a.html', 'a.png.php', '\u0000.png', '.htaccess', ''),
      hugeString.map((text) => text.slice(0, 5_000)),
    ),
    contentType: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/zip'),
    content: fileContent,
  });
  const fieldPart = fc.record({
    name: fc.constantFrom('purpose', '__proto__', 'constructor', 'file', 'x'),
    content: fc
      .oneof(fc.constantFrom('profile', 'food'), hostileScalar.map(String))
      .map((text) => Buffer.from(text)),
  });
  const parts = fc.oneof(
    fc
      .tuple(fc.option(fieldPart, { nil: undefined }), filePart)
      .map(([field, file]) => (field ? [field, file] : [file])),
    fc.array(fc.oneof(fieldPart, filePart), { maxLength: 8 }),
  );
  const boundary = fc.constantFrom('----buka-fuzz', 'x', 'b'.repeat(70), 'a b', '"quoted"');
  return fc
    .tuple(boundary, parts, fc.boolean(), fc.integer({ min: 0, max: 9 }))
    .map(([mark, list, closed, headerStyle]): FuzzBody => {
      const payload = multipartPayload(mark, list, closed || headerStyle > 2);
      const contentType =
        headerStyle === 0
          ? 'multipart/form-data'
          : headerStyle === 1
            ? 'multipart/form-data; boundary=other'
            : `multipart/form-data; boundary=${mark}`;
      return { payload, contentType };
    });
}

/** Webhooks: raw bytes, as a provider (or someone pretending to be one) sends them. */
export function webhookBodies(events: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> {
  return fc
    .oneof(
      { weight: 6, arbitrary: mutated(events).map((value) => ({ payload: toJson(value) })) },
      { weight: 2, arbitrary: jsonBodies(events, 1024 * 1024) },
      {
        weight: 1,
        arbitrary: fc.uint8Array({ maxLength: 500 }).map((b) => ({ payload: Buffer.from(b) })),
      },
    )
    .map((body) => ({ contentType: JSON_TYPE, ...body }));
}
