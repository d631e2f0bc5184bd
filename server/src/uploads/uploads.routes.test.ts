import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { form } from '../test/multipart';

/** A 1200×900 photo taken with the phone on its side (EXIF orientation 6) and a GPS tag. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 80, b: 20 } },
  })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'PhoneMaker', Model: 'Cheap Android' }, IFD3: { GPSLatitudeRef: 'N' } },
    })
    .toBuffer();
}

let huge: Promise<Buffer> | undefined;

/** A real PNG of 10000×10000 black pixels, under 1 MB: made once, it takes seconds to encode. */
function hugePicture(): Promise<Buffer> {
  huge ??= sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: '#000000' },
    limitInputPixels: false,
  })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
  return huge;
}

describe.each(testDialects)('POST and DELETE /api/uploads on %s', (dialect) => {
  let t: TestApp;
  let admin: { token: string };
  let customer: { token: string };
  let uploadsDir: string;

  const upload = (
    who: { token: string } | null,
    file: { name: string; type: string; content: Buffer },
    fields: Record<string, string> = {},
    query = '',
  ) => {
    const body = form(file, fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/uploads${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...(who ? bearer(who) : {}) },
    });
  };
  const remove = (who: { token: string }, url: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/uploads', payload: { url }, headers: bearer(who) });
  const png = (content: Buffer) => ({ name: 'photo.png', type: 'image/png', content });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createTestUser(t.db, { role: 'owner' });
    customer = await createTestUser(t.db);
    uploadsDir = path.join(t.deps.config.dataDir, 'uploads');
  });
  afterAll(() => t.close());

  it('turns a photo into an upright WebP of at most 800 px with no EXIF, and a 400 px copy', async () => {
    const response = await upload(customer, {
      name: 'IMG_0001.jpg',
      type: 'image/jpeg',
      content: await phonePhoto(),
    });
    expect(response.statusCode).toBe(201);
    const { url } = uploadResponseSchema.parse(response.json());
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    const main = await sharp(served.rawPayload).metadata();
    // Orientation 6: the 1200×900 sensor picture stands upright as 900×1200, then fits 800.
    expect(main).toMatchObject({ format: 'webp', width: 600, height: 800 });
    expect(main.exif).toBeUndefined();
    expect(main.orientation).toBeUndefined();
    expect(served.rawPayload.includes('PhoneMaker')).toBe(false);

    const small = await t.app.inject({ method: 'GET', url: url.replace('.webp', '-400.webp') });
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });
  });

  it('never enlarges a small picture; takes the purpose from a form field', async () => {
    const tiny = await sharp({
      create: { width: 120, height: 80, channels: 4, background: '#00aa0080' },
    })
      .png()
      .toBuffer();
    const response = await upload(admin, png(tiny), { purpose: 'food' });
    expect(response.statusCode).toBe(201);
    const file = path.join(uploadsDir, path.basename(response.json<{ url: string }>().url));
    expect(await sharp(file).metadata()).toMatchObject({ width: 120, height: 80 });
  });

  it.each([
    ['a text file renamed .png', png(Buffer.from('hello, I am not a picture\n'.repeat(50)))],
    [
      'an SVG',
      {
        name: 'logo.png',
        type: 'image/png',
        content: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      },
    ],
    [
      'an HTML page in a picture header',
      png(
        Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.from('<html><script>x</script>')]),
      ),
    ],
    ['an empty file', png(Buffer.alloc(0))],
  ])('refuses %s as not a picture', async (_case, file) => {
    const before = fs.readdirSync(uploadsDir).length;
    const response = await upload(customer, file);
    expect([400, 415]).toContain(response.statusCode);
    expect(response.json()).toEqual({
      message: file.content.length === 0 ? messages.noFileUploaded : messages.notAnImage,
    });
    expect(fs.readdirSync(uploadsDir).length).toBe(before);
  });

  it('re-encodes a picture with a script tacked on, so the script is gone', async () => {
    const picture = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#ffffff' },
    })
      .gif()
      .toBuffer();
    const polyglot = Buffer.concat([picture, Buffer.from('<script>alert("owned")</script>')]);
    const response = await upload(customer, {
      name: 'x.gif',
      type: 'image/gif',
      content: polyglot,
    });
    expect(response.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: response.json<{ url: string }>().url });
    expect(served.rawPayload.includes('<script>')).toBe(false);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a picture over 5 MB with 413', async () => {
    const noise = Buffer.alloc(1500 * 1400 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1500, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024 - 300_000);
    const response = await upload(customer, png(big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.imageTooLarge });
  });

  it('refuses a picture of 10000×10000 pixels, however small the file', async () => {
    const picture = await hugePicture();
    expect(picture.length).toBeLessThan(1024 * 1024);
    const response = await upload(customer, png(picture));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: messages.imageTooManyPixels });
  });

  it('lets only staff store food pictures, and only signed-in users anything', async () => {
    const picture = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#202020' },
    })
      .png()
      .toBuffer();
    const forbidden = await upload(customer, png(picture), {}, '?purpose=food');
    expect(forbidden.statusCode).toBe(403);
    const visitor = await upload(null, png(picture));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: messages.unauthorized });
    const odd = await upload(customer, png(picture), { purpose: 'banner' });
    expect(odd.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { url: 'x' },
      headers: bearer(customer),
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json()).toEqual({ message: messages.noFileUploaded });
  });

  it('removes a picture for its owner or staff, and clears it from the profile', async () => {
    const picture = await sharp({
      create: { width: 50, height: 50, channels: 3, background: '#202020' },
    })
      .png()
      .toBuffer();
    const owner = await createTestUser(t.db);
    const { url } = (await upload(owner, png(picture))).json<{ url: string }>();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { photoURL: url },
      headers: bearer(owner),
    });

    const stranger = await remove(customer, url);
    expect(stranger.statusCode).toBe(403);
    const removed = await remove(owner, url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: messages.imageRemoved });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(fs.existsSync(path.join(uploadsDir, path.basename(url)))).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(owner) });
    expect(me.json()).toMatchObject({ photoURL: null });
    expect((await remove(owner, url)).statusCode).toBe(404);

    const another = (await upload(owner, png(picture))).json<{ url: string }>().url;
    expect((await remove(admin, `http://localhost:3000${another}`)).statusCode).toBe(200);
  });

  it('keeps a picture still shown on the menu', async () => {
    const picture = await sharp({
      create: { width: 50, height: 50, channels: 3, background: '#202020' },
    })
      .png()
      .toBuffer();
    const { url } = (await upload(admin, png(picture), { purpose: 'food' })).json<{
      url: string;
    }>();
    await t.db.kysely.updateTable('foods').set({ imageUrl: url }).where('id', '=', 105).execute();
    const response = await remove(admin, url);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.uploadInUse });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it("removes a food's old picture once an edit gives it a new one", async () => {
    const picture = await sharp({
      create: { width: 30, height: 30, channels: 3, background: '#804020' },
    })
      .png()
      .toBuffer();
    const stored = async () =>
      (await upload(admin, png(picture), { purpose: 'food' })).json<{ url: string }>().url;
    const [oldUrl, newUrl] = [await stored(), await stored()];
    const food = {
      name: 'Suya',
      imageURL: oldUrl,
      calories: '400',
      categoryId: 1,
      price: 2500,
      stock: 4,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: food,
      headers: bearer(admin),
    });
    expect(created.statusCode).toBe(201);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${created.json<{ id: number }>().id}`,
      payload: { ...food, imageURL: newUrl },
      headers: bearer(admin),
    });
    expect(edited.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);
  });

  it.each([
    '/uploads/../buka.db',
    '/uploads/%2e%2e/buka.db',
    '/etc/passwd',
    '../../buka.db',
    'javascript:alert(1)',
    '/uploads/0123456789abcdef0123456789abcdef.webp',
  ])('refuses to remove %s', async (url) => {
    const response = await remove(admin, url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.uploadNotOurs });
  });

  it.each([
    '/uploads/..%2fbuka.db',
    '/uploads/../buka.db',
    '/uploads/.%2e/.%2e/package.json',
    '/uploads/%2e%2e%2f%2e%2e%2fbuka.db',
  ])('serves nothing outside the uploads folder for %s', async (url) => {
    fs.writeFileSync(path.join(uploadsDir, '..', 'secret.txt'), 'secret');
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret');
  });
});

describe('refused uploads over real HTTP', () => {
  it('answer with their message and leave no connection hanging', async () => {
    const t = await createTestApp('sqlite');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const customer = await createTestUser(t.db);
    const sixMegabytes = Buffer.alloc(6 * 1024 * 1024, 7);
    const send = async (headers: Record<string, string>, query = '') => {
      const body = new FormData();
      body.append('file', new Blob([sixMegabytes], { type: 'image/png' }), 'big.png');
      const response = await fetch(`${base}/api/uploads${query}`, {
        method: 'POST',
        body,
        headers,
      });
      return { status: response.status, body: await response.json() };
    };
    expect(await send({})).toEqual({ status: 401, body: { message: messages.unauthorized } });
    expect(await send(bearer(customer), '?purpose=food')).toEqual({
      status: 403,
      body: { message: messages.forbidden },
    });
    expect(await send(bearer(customer))).toEqual({
      status: 413,
      body: { message: messages.imageTooLarge },
    });
    const closed = t.close().then(() => 'closed');
    const hung = new Promise((resolve) => setTimeout(() => resolve('hung'), 5000));
    await expect(Promise.race([closed, hung])).resolves.toBe('closed');
  });
});
