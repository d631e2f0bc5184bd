import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@buka/domain/default-settings';
import { dishImageSources } from '@buka/domain/images';
import type { Food } from '@buka/domain/products';
import { firstMenuPictures } from '../products/menu';
import { writeSettings } from '../settings/settings.repository';
import { createTestApp, type TestApp } from '../test/test-app';
import { cacheControlFor, picturePreloads, preloadsFor } from './web.plugin';

describe('cache lifetimes of the built files', () => {
  it.each([
    ['assets/index-Bx1.js', 'public, max-age=31536000, immutable'],
    ['assets/index-Bx1.js.br', 'public, max-age=31536000, immutable'],
    ['assets/index-C2.css.gz', 'public, max-age=31536000, immutable'],
    ['index.html', 'no-cache'],
    ['index.html.br', 'no-cache'],
    ['sw.js', 'no-cache'],
    ['sw.js.gz', 'no-cache'],
    ['manifest.webmanifest', 'no-cache'],
    ['dishes/jollof-rice-240.webp', 'public, max-age=604800'],
    ['icons/icon-192.png', 'public, max-age=604800'],
    ['logo.svg', 'public, max-age=86400'],
  ])('%s: %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('data preloaded with a page', () => {
  it('starts the menu and the settings with the home and menu pages, the settings elsewhere', () => {
    const products = '</api/products>; rel=preload; as=fetch; crossorigin';
    const settings = '</api/settings>; rel=preload; as=fetch; crossorigin';
    expect(preloadsFor('/')).toEqual([products, settings]);
    expect(preloadsFor('/menu')).toEqual([products, settings]);
    expect(preloadsFor('/menu/new')).toEqual([products, settings]);
    expect(preloadsFor('/login')).toEqual([settings]);
    expect(preloadsFor('/menus')).toEqual([settings]);
  });
});

describe("a page's first pictures preloaded with the page", () => {
  const sizes = '(min-width: 1024px) 270px, (min-width: 640px) 33vw, 50vw';
  it('offers the srcset and sizes the page uses, so the same file is fetched', () => {
    const upload = '/uploads/0123456789abcdef0123456789abcdef.webp';
    expect(
      picturePreloads([dishImageSources('/dishes/jollof-rice.webp'), dishImageSources(upload)]),
    ).toEqual([
      `</dishes/jollof-rice.webp>; rel=preload; as=image; imagesrcset="/dishes/jollof-rice-240.webp 240w, /dishes/jollof-rice-480.webp 480w"; imagesizes="${sizes}"; fetchpriority=high`,
      `<${upload}>; rel=preload; as=image; imagesrcset="/uploads/0123456789abcdef0123456789abcdef-400.webp 400w, ${upload} 800w"; imagesizes="${sizes}"; fetchpriority=high`,
    ]);
  });

  it("takes the sizes a picture is shown at, when it says (the home page's large dish)", () => {
    const hero = {
      ...dishImageSources('/dishes/jollof-rice.webp'),
      sizes: '(min-width: 768px) 384px, 13rem',
    };
    expect(picturePreloads([hero])).toEqual([
      `</dishes/jollof-rice.webp>; rel=preload; as=image; imagesrcset="${hero.srcSet}"; imagesizes="(min-width: 768px) 384px, 13rem"; fetchpriority=high`,
    ]);
  });

  it('leaves out what a header may not be able to hold: an address typed in by staff, a stray quote', () => {
    expect(
      picturePreloads([dishImageSources('https://cdn.example/a.jpg>; rel=x, <\r\nx: y')]),
    ).toEqual([]);
    expect(
      picturePreloads([{ src: '/x.webp', srcSet: '/x.webp 480w', sizes: '50vw"; rel=stylesheet' }]),
    ).toEqual([]);
  });

  it("takes the page's first dishes in stock, one without a picture included", () => {
    const food = (name: string, stock: number, imageURL: string) =>
      ({ name, stock, imageURL }) as unknown as Food;
    const menu = {
      products: [
        food('Sold out', 0, '/dishes/chips.webp'),
        food('No picture', 3, ''),
        food('Jollof', 5, '/dishes/jollof-rice.webp'),
        food('Third', 5, '/dishes/salad.webp'),
      ],
    };
    expect(firstMenuPictures(menu)).toEqual([dishImageSources('/dishes/jollof-rice.webp')]);
  });
});

describe('serving the built web app', () => {
  let t: TestApp;
  let webDist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'buka-web-dist-'));
    const write = (file: string, content: string | Buffer) => {
      fs.mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
      fs.writeFileSync(path.join(webDist, file), content);
    };
    write('index.html', '<!doctype html><title>Buka</title>');
    write('assets/index-Bx1.js', script);
    write('assets/index-Bx1.js.br', brotliCompressSync(script));
    write('sw.js', 'self.addEventListener("fetch", () => {});');
    // What the build works out from the web's route table (web/build/bundle-graph.test.ts).
    const landing = (route: string, pattern: string, chunks: string[], laterWords = false) => ({
      path: route,
      pattern,
      module: '',
      laterWords,
      chunks,
    });
    write(
      '.vite/bundle-graph.json',
      JSON.stringify({
        chunks: {},
        landingPages: [
          landing('/menu', '^/menu$', ['assets/MenuPage-M1.js', 'assets/useMutation-U1.js']),
          landing('/menu/:user', '^/menu/[^/]+$', ['assets/MenuPage-M1.js']),
          landing(
            '/orders',
            '^/orders$',
            ['assets/OrdersPage-O1.js', 'assets/order-slots-S1.js'],
            true,
          ),
        ],
        laterCatalogs: { en: 'assets/en-L1.js', ha: 'assets/ha-L1.js' },
      }),
    );
    t = await createTestApp('sqlite', { config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends a hashed asset precompressed, cached for a year', async () => {
    const response = await get('/assets/index-Bx1.js', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Bx1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a page with index.html, never kept stale, with its data preloaded', async () => {
    const response = await get('/menu?from=home');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Buka — order food online</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The seeded menu's first two dishes in stock.
    expect(response.headers.link).toBe(
      [
        ...preloadsFor('/menu'),
        '</assets/MenuPage-M1.js>; rel=modulepreload; crossorigin',
        '</assets/useMutation-U1.js>; rel=modulepreload; crossorigin',
        ...picturePreloads([
          dishImageSources('/dishes/jollof-rice.webp'),
          dishImageSources('/dishes/fried-rice.webp'),
        ]),
      ].join(', '),
    );
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    // A page the table does not know gets the data preloads only.
    expect((await get('/services')).headers.link).toBe(preloadsFor('/services').join(', '));
  });

  it("titles the page with the shop's name in the page's language, until the app names it", async () => {
    const hausa = await get('/orders', { cookie: 'lang=ha' });
    expect(hausa.body).toContain('<title>Buka — yi odar abinci ta intanet</title>');
    await writeSettings(t.db.kysely, { ...defaultSettings, name: 'Mama <Put> & Co' });
    await t.deps.events.publish({ type: 'settings.changed' });
    const renamed = await get('/orders');
    expect(renamed.body).toContain('<title>Mama &lt;Put&gt; &amp; Co — order food online</title>');
    await writeSettings(t.db.kysely, defaultSettings);
    await t.deps.events.publish({ type: 'settings.changed' });
  });

  it("starts a later page's code with it, and the later pages' words in the page's language", async () => {
    const code = [
      '</assets/OrdersPage-O1.js>; rel=modulepreload; crossorigin',
      '</assets/order-slots-S1.js>; rel=modulepreload; crossorigin',
    ];
    expect((await get('/orders')).headers.link).toBe(
      [
        ...preloadsFor('/orders'),
        ...code,
        '</assets/en-L1.js>; rel=modulepreload; crossorigin',
      ].join(', '),
    );
    expect((await get('/orders', { cookie: 'lang=ha' })).headers.link).toBe(
      [
        ...preloadsFor('/orders'),
        ...code,
        '</assets/ha-L1.js>; rel=modulepreload; crossorigin',
      ].join(', '),
    );
    // A language the build has no chunk for (an older build): the code alone.
    expect((await get('/orders', { cookie: 'lang=yo' })).headers.link).toBe(
      [...preloadsFor('/orders'), ...code].join(', '),
    );
  });

  it('asks for the service worker every time, so a new version is found', async () => {
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('keeps build notes private and API misses as JSON 404s', async () => {
    const notes = await get('/.vite/bundle-graph.json');
    expect(notes.body).not.toContain('chunks');
    expect(notes.body).toContain('<title>Buka — order food online</title>');
    const api = await get('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
  });
});
