import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import {
  gifHtmlPolyglot,
  htmlPage,
  pngBomb,
  sampleImages,
  svgWithScript,
  zipFile,
} from './fixtures/images';

// Uploads an attacker sends as pictures: documents, polyglots, decompression bombs,
// names that climb out of the folder. Only re-encoded pixels may ever be served.

const figures: string[] = [];
afterAll(() => console.log(`Upload attacks:\n  ${figures.join('\n  ')}`));

function form(content: Buffer, filename = 'photo.png', type = 'image/png') {
  const boundary = '----attack';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => fs.statSync(path.join(dir, entry)).isFile());
}

describe.each(testDialects)('hostile uploads on %s', (dialect) => {
  let t: TestApp;
  let user: { token: string };
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await createTestUser(t.db);
    dataDir = t.deps.config.dataDir;
  });
  afterAll(() => t.close());

  const upload = (content: Buffer, filename?: string, type?: string) => {
    const body = form(content, filename, type);
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(user), 'content-type': body.type },
      payload: body.payload,
    });
  };
  const stored = (url: string) => fs.readFileSync(path.join(dataDir, url));

  it.each([
    ['an HTML page', htmlPage, 'page.png'],
    ['an SVG with a script', svgWithScript, 'logo.svg'],
    ['a ZIP archive', zipFile, 'photo.jpg'],
    ['a GIF header with a script after it', gifHtmlPolyglot, 'anim.gif'],
    ['plain text', Buffer.from('just some text, not a picture'), 'photo.png'],
  ])('refuses %s named as a picture with 415, storing nothing', async (_what, content, name) => {
    const before = filesUnder(dataDir).length;
    const response = await upload(content, name);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: messages.notAnImage });
    expect(filesUnder(dataDir)).toHaveLength(before);
  });

  it('takes a real picture with a page or an archive tacked on, and keeps only its pixels', async () => {
    const { pngThenHtml, jpegThenZip } = await sampleImages();
    for (const polyglot of [pngThenHtml, jpegThenZip]) {
      const response = await upload(polyglot);
      expect(response.statusCode).toBe(201);
      const file = stored(response.json<{ url: string }>().url);
      expect(file.subarray(0, 4).toString()).toBe('RIFF');
      expect(file.subarray(8, 12).toString()).toBe('WEBP');
      expect(file.includes('<script')).toBe(false);
      expect(file.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
      expect((await sharp(file).metadata()).format).toBe('webp');
    }
    figures.push(
      `${dialect}: polyglots (PNG+HTML, JPEG+ZIP) stored as clean WebP (only their pixels kept)`,
    );
  });

  it('refuses decompression bombs by their header, before unpacking them, in well under a second', async () => {
    for (const [width, height] of [
      [100_000, 100_000],
      [7_000, 7_000],
    ] as const) {
      const bomb = pngBomb(width, height);
      const started = performance.now();
      const response = await upload(bomb);
      const ms = performance.now() - started;
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: messages.imageTooManyPixels });
      expect(ms).toBeLessThan(1_000);
      figures.push(
        `${dialect}: a ${(bomb.length / 1024).toFixed(1)} KB PNG claiming ${width}×${height} px ` +
          `refused (422) in ${ms.toFixed(0)} ms`,
      );
    }
  });

  it('stores a picture whose name climbs out of the folder under a random name inside it', async () => {
    const { png } = await sampleImages();
    const outside = path.join(dataDir, '..', 'escaped.png');
    for (const name of [
      '../../escaped.png',
      '..\\..\\escaped.png',
      '/etc/passwd',
      '%2e%2e%2fx.png',
    ]) {
      const response = await upload(png, name);
      expect(response.statusCode).toBe(201);
      expect(response.json<{ url: string }>().url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    }
    expect(fs.existsSync(outside)).toBe(false);
    for (const file of filesUnder(dataDir).filter((entry) => entry.startsWith('uploads'))) {
      expect(file).toMatch(/^uploads\/[a-f0-9]{32}(-400)?\.webp$/);
    }
  });

  it.each([
    '/uploads/../buka.db',
    '/uploads/..%2fbuka.db',
    '/uploads/%2e%2e/%2e%2e/etc/passwd',
    '/uploads/..%5c..%5cbuka.db',
    '/uploads/.%00./buka.db',
    '/uploads/x.webp%00.html',
    '/uploads/',
  ])('serves nothing but stored pictures: GET %s is 404 JSON', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    '/uploads/../../buka.db',
    'file:///etc/passwd',
    'http://evil.example/uploads/x.webp',
    '../buka.db',
  ])("deletes nothing outside the shop's pictures: DELETE { url: %s } is 404", async (url) => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/uploads',
      headers: bearer(user),
      payload: { url },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.uploadNotOurs });
  });

  it('serves a stored picture as WebP that no browser may sniff into a page', async () => {
    const { png } = await sampleImages();
    const { url } = (await upload(png)).json<{ url: string }>();
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('stops one account filling the disk: 60 pictures an hour, then 429', async () => {
    const flooder = await createTestUser(t.db);
    const { png } = await sampleImages();
    const statuses: number[] = [];
    for (let n = 0; n < 65; n++) {
      const body = form(png);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...bearer(flooder), 'content-type': body.type },
        payload: body.payload,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429, 429, 429, 429]);
    figures.push(`${dialect}: 65 uploads by one account in an hour: 60 stored, 5 refused (429)`);
  });
});
