import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_AT } from '../orders/orders.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { sampleImages } from './fixtures/images';
import { listRoutes } from './fuzz/routes';

// What a browser gets: protective headers on every answer, JSON bodies capped, and
// stored text sent back as data, never as markup.

const XSS = ['<img src=x onerror=alert(1)>', '<script>alert(document.cookie)</script>'];
const figures: string[] = [];
afterAll(() => console.log(`Browser-facing defences:\n  ${figures.join('\n  ')}`));

/** A stand-in for web/dist: the server serves it as it serves the real build. */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buka-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  return dir;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/**
 * Every answer: nothing may frame it, sniff its type or leak the full address onward. A page
 * runs only the shop's own scripts; an API answer (data, never a document) may run or load
 * nothing at all.
 */
function expectProtectiveHeaders(
  headers: Record<string, unknown>,
  seen: string,
  kind: 'page' | 'api',
) {
  const policy = directives(String(headers['content-security-policy'] ?? ''));
  expect(policy.get('frame-ancestors'), seen).toEqual(["'none'"]);
  if (kind === 'api') {
    expect(policy.get('default-src'), `${seen}: default-src`).toEqual(["'none'"]);
    expect([...policy.keys()].sort(), seen).toEqual(['default-src', 'frame-ancestors']);
  } else {
    const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
    expect(scripts, `${seen}: script-src`).toEqual(["'self'"]);
    expect(policy.get('object-src'), seen).toEqual(["'none'"]);
    expect(policy.get('base-uri'), seen).toEqual(["'self'"]);
  }
  expect(headers['x-content-type-options'], seen).toBe('nosniff');
  expect(headers['x-frame-options'], seen).toBe('DENY');
  expect(headers['referrer-policy'], seen).toBe('strict-origin-when-cross-origin');
}

describe.each(testDialects)('browser-facing defences on %s', (dialect) => {
  let t: TestApp;
  let webDist: string;
  let customer: { token: string };
  let admin: { token: string };
  beforeAll(async () => {
    webDist = fakeWebBuild();
    t = await createTestApp(dialect, { config: { webDist }, now: () => OPEN_AT });
    customer = await createTestUser(t.db);
    admin = await createTestUser(t.db, { role: 'owner' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the protective headers on pages, assets, pictures, API answers, refusals and redirects', async () => {
    const { png } = await sampleImages();
    const boundary = '----h';
    const picture = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...bearer(customer), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const urls = [
      '/',
      '/menu',
      '/admin',
      '/orders?order=1',
      '/no/such/page',
      '/assets/app.js',
      '/sw.js',
      picture.json<{ url: string }>().url,
      '/uploads/0123456789abcdef0123456789abcdef.webp',
      '/api/health',
      '/api/products',
      '/api/me',
      '/api/admin/dashboard',
      '/api/nothing-here',
      '/api/payment/callback?reference=x',
      '/api/auth/oidc/start',
    ];
    for (const url of urls) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url });
        expectProtectiveHeaders(
          response.headers,
          `${method} ${url} (${response.statusCode})`,
          url.startsWith('/api/') ? 'api' : 'page',
        );
      }
    }
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'content-type': 'application/json' },
      payload: `{"fid":"${'1'.repeat(70_000)}"}`,
    });
    expectProtectiveHeaders(tooLarge.headers, 'a refused body', 'api');
    figures.push(`${dialect}: protective headers on ${urls.length * 2 + 1} answers (GET and HEAD)`);
  });

  it('caps every JSON body at 64 KB (413 in words), a menu file at 256 KB and a webhook at 1 MB', async () => {
    const jsonRoutes = listRoutes(t.app).filter(
      (route) =>
        /^(POST|PUT|PATCH|DELETE) /.test(route) &&
        route !== 'POST /api/uploads' &&
        route !== 'POST /api/admin/menu-import' &&
        !route.startsWith('POST /api/payment/webhook'),
    );
    expect(jsonRoutes.length).toBeGreaterThan(20);
    for (const route of jsonRoutes) {
      const [method, pattern] = route.split(' ') as ['POST', string];
      const response = await t.app.inject({
        method,
        url: pattern.replace(/:\w+/g, '1'),
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: `{"name":"${'x'.repeat(65 * 1024)}"}`,
      });
      expect(response.statusCode, route).toBe(413);
      expect(response.json(), route).toMatchObject({ message: 'The request is too large' });
    }
    const menuFile = await t.app.inject({
      method: 'POST',
      url: '/api/admin/menu-import',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: `{"csv":"${'x'.repeat(256 * 1024)}","write":false}`,
    });
    expect(menuFile.statusCode).toBe(413);
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/paystack',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.alloc(1024 * 1024 + 1, 0x20),
    });
    expect(webhook.statusCode).toBe(413);
    figures.push(
      `${dialect}: 64 KB cap answered 413 on all ${jsonRoutes.length} JSON routes; the menu file at 256 KB, webhooks at 1 MB`,
    );
  });

  it('does not inflate a compressed body (no request-side decompression bomb)', async () => {
    const bomb = gzipSync(Buffer.from(`{"fid":"${'1'.repeat(10_000_000)}"}`));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: {
        ...bearer(customer),
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: bomb,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('sends stored names and addresses back as JSON data, exactly as typed, and never into a page', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(admin),
      payload: {
        name: XSS[0],
        description: XSS[1],
        imageURL: '/dishes/waina.webp',
        calories: '"><svg onload=alert(1)>',
        categoryId: 1,
        price: 1000,
        stock: 5,
      },
    });
    expect(saved.statusCode).toBe(201);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: {
        name: XSS[1],
        phone: '08012345678',
        address: XSS[0],
        area: 'Samaru',
        paymentMethod: 'cash',
        products: [{ id: saved.json<{ id: number }>().id, qty: 1 }],
      },
    });
    expect(order.statusCode).toBe(201);

    const menu = await t.app.inject({ method: 'GET', url: '/api/products' });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.json<{ id: number }>().id}`,
      headers: bearer(customer),
    });
    for (const response of [menu, detail]) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(menu.json<{ products: { name: string }[] }>().products.map((p) => p.name)).toContain(
      XSS[0],
    );
    expect(detail.json()).toMatchObject({ client: { name: XSS[1], address: XSS[0] } });

    // The only HTML the server sends is the build's own file, byte for byte, with the words of
    // the page's language as JSON data ('<' escaped): no stored name or address in it.
    const page = await t.app.inject({ method: 'GET', url: '/menu' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const words = /<script type="application\/json" id="page-texts">[^<]*<\/script>/;
    expect(page.body).toMatch(words);
    expect(page.body.replace(words, '')).toBe(
      fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'),
    );
  });
});
