import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '@buka/domain/settings';
import { OPEN_AT } from '../orders/orders.test-helpers';
import { validCashOrder } from '../test/bodies';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { hashSource, SERVER_ENTRY } from './page-renderer';
import { preloadsFor } from './web.plugin';

// A stand-in for the web build's server entry (web/src/entry-server.tsx): it draws the menu's
// names and stocks and the shop's name into the template, counts its drawings, and fails for a
// shop named 'Broken'.
const fakeEntry = `
export const renderer = {
  drawnPaths: ['/', '/menu'],
  inlineScripts: ['window.early = true;'],
  inlineStyles: ['body { color: #c2410c }'],
  async renderPage({ template, pathname, data }) {
    globalThis.drawnPagesTest = (globalThis.drawnPagesTest ?? 0) + 1;
    if (data.settings.name === 'Broken') throw new Error('cannot draw this one');
    const dishes = data.products.products.map((food) => food.name + ' ' + food.stock).join(', ');
    const html = template.replace('<main></main>', '<main>' + pathname + ': ' + data.settings.name + ': ' + dishes + '</main>');
    return { html, inlineStyles: ['main { order: ' + pathname.length + ' }'] };
  },
};
`;

const draws = () => (globalThis as { drawnPagesTest?: number }).drawnPagesTest ?? 0;

// Long enough to be worth compressing.
const template = `<!doctype html><title>Buka</title><main></main><p>${'Order now. '.repeat(200)}</p>`;
/** The template as the browser gets it to draw: titled with the shop's name. */
const titled = (html: string, title: string) =>
  html.replace('<title>Buka</title>', `<title>${title}</title>`);

describe.each(testDialects)('pages drawn on the server, on %s', (dialect) => {
  let t: TestApp;
  let webDist: string;
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  let clock = OPEN_AT;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'buka-drawn-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), template);
    fs.mkdirSync(path.join(webDist, '.ssr'));
    fs.writeFileSync(path.join(webDist, SERVER_ENTRY), fakeEntry);
    t = await createTestApp(dialect, { config: { webDist }, now: () => clock });
    admin = await createTestUser(t.db, { role: 'owner' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  async function renameShop(name: string) {
    const current = (await get('/api/settings')).json<Settings>();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { ...current, name },
    });
    expect(saved.statusCode).toBe(200);
  }

  it('sends the menu drawn from the menu and settings the API answers, compressed', async () => {
    const page = await get('/menu', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<main>/menu: Buka: Jollof Rice 20, Fried Rice');
    // Packed once per version, so packed as small as brotli can.
    const smallest = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(page.rawPayload.length).toBe(smallest.length);
    expect((await get('/')).body).toContain('<main>/: Buka: Jollof Rice');
  });

  it('allows the drawn pages their inline script and styles by hash, and nothing else inline', async () => {
    const csp = String((await get('/menu')).headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${hashSource('window.early = true;')};`);
    // The styles every drawn page may carry, and this page's own.
    expect(csp).toContain(
      `style-src 'self' ${hashSource('body { color: #c2410c }')} ${hashSource('main { order: 5 }')};`,
    );
    expect(String((await get('/')).headers['content-security-policy'])).toContain(
      hashSource('main { order: 1 }'),
    );
    expect(csp).not.toContain('unsafe-inline');
    // The API's answers keep theirs.
    expect((await get('/api/settings')).headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('draws a page once per version of the menu and settings, and again after a change', async () => {
    const first = await get('/menu');
    const before = draws();
    const again = await get('/menu');
    expect(again.body).toBe(first.body);
    expect(draws()).toBe(before);
    const etag = String(first.headers.etag);
    expect((await get('/menu', { 'if-none-match': etag })).statusCode).toBe(304);

    await renameShop('Mama Put');
    const renamed = await get('/menu');
    expect(renamed.body).toContain('<main>/menu: Mama Put:');
    expect(renamed.headers.etag).not.toBe(etag);
    expect((await get('/menu', { 'if-none-match': etag })).statusCode).toBe(200);
    expect(draws()).toBe(before + 1);
  });

  it('draws the page again in a new year (its footer says the year)', async () => {
    await get('/menu');
    const before = draws();
    clock = new Date(OPEN_AT.getFullYear() + 1, 0, 1, 0, 0, 10);
    try {
      expect((await get('/menu')).statusCode).toBe(200);
      expect(draws()).toBe(before + 1);
    } finally {
      clock = OPEN_AT;
    }
  });

  it('draws the stock an order took', async () => {
    const customer = await createTestUser(t.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(customer), 'idempotency-key': `drawn-${dialect}` },
      payload: { ...validCashOrder, products: [{ id: 101, qty: 2 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await get('/menu')).body).toContain('Jollof Rice 18,');
  });

  it('sends no Link header: the page preloads its first pictures from its head', async () => {
    expect((await get('/menu')).headers.link).toBeUndefined();
  });

  it('sends the page the browser draws when it cannot be drawn here', async () => {
    await renameShop('Broken');
    const page = await get('/menu');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(titled(template, 'Broken — order food online'));
    expect(page.headers.link).toContain(preloadsFor('/menu')[0]);
    await renameShop('Buka');
    expect((await get('/menu')).body).toContain('<main>/menu: Buka:');
  });

  it('leaves the other pages to the browser', async () => {
    const page = await get('/login');
    expect(page.body).toBe(titled(template, 'Buka — order food online'));
    expect(page.headers.link).toBe(preloadsFor('/login').join(', '));
  });
});
