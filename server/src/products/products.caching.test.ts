import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsResponseSchema, type Food } from '@buka/domain/products';
import { OPEN_AT, postOrder } from '../orders/orders.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

/** Staff give a dish a new description, the rest as it is. */
const editDescription = (t: TestApp, admin: { token: string }, food: Food, description: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/products/${food.id}`,
    headers: bearer(admin),
    payload: {
      name: food.name,
      description,
      price: food.price,
      calories: food.calories,
      imageURL: food.imageURL,
      categoryId: food.category.id,
      stock: food.stock,
    },
  });

// The menu is read once and shared until it changes; each change must show on the next GET.
describe.each(testDialects)('GET /api/products caching on %s', (dialect) => {
  let t: TestApp;
  let admin: { token: string };
  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/products', headers });
  const stockOf = async (id: number) =>
    productsResponseSchema.parse((await get()).json()).products.find((food) => food.id === id)!
      .stock;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => OPEN_AT });
    admin = await createTestUser(t.db, { role: 'owner' });
  });
  afterAll(() => t.close());

  it('answers 304 to a browser holding the current menu, and the menu to one that is not', async () => {
    const first = await get();
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get({ 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('shows a staff edit at once, under a new ETag', async () => {
    const before = await get();
    const food = productsResponseSchema.parse(before.json()).products[0]!;
    const edited = await editDescription(t, admin, food, 'Now with fried plantain');
    expect(edited.statusCode).toBe(200);
    const after = await get({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const shown = productsResponseSchema.parse(after.json()).products[0]!;
    expect(shown.description).toBe('Now with fried plantain');
  });

  it('shows the stock an order took on the next GET', async () => {
    const customer = await createTestUser(t.db);
    const before = await stockOf(104);
    const placed = await postOrder(t, customer, [{ id: 104, qty: 2 }]);
    expect(placed.statusCode).toBe(201);
    expect(await stockOf(104)).toBe(before - 2);
  });
});

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over a connection of its own, with the bytes as sent (not decompressed). */
function getRaw(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<Got>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** The headers two answers of one version must agree on (not the date or the request's id). */
const sameEachTime = ({ headers }: Got) => {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
};

// Over a real connection, as a browser asks: the routes send each version read once and packed
// once, with every hook's headers, and each change on the next GET.
describe.each(testDialects)(
  'GET /api/products and /api/settings over a connection on %s',
  (dialect) => {
    let t: TestApp;
    let admin: { token: string };
    let base: string;

    beforeAll(async () => {
      t = await createTestApp(dialect, { now: () => OPEN_AT });
      admin = await createTestUser(t.db, { role: 'owner' });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    afterAll(() => t.close());

    it('sends the same bytes and headers for each version, plain, brotli and 304', async () => {
      for (const url of ['/api/products', '/api/settings']) {
        const plain = await getRaw(base, url);
        expect(plain.status).toBe(200);
        expect(plain.headers['x-frame-options']).toBe('DENY');
        expect(plain.headers['x-request-id']).toBeTruthy();

        // The first packs the version; the next is sent from the packed copy.
        const brotli = { 'accept-encoding': 'br' };
        const first = await getRaw(base, url, brotli);
        const second = await getRaw(base, url, brotli);
        expect(second.status).toBe(200);
        expect(second.headers['content-encoding']).toBe('br');
        expect(second.body.equals(first.body)).toBe(true);
        expect(brotliDecompressSync(second.body).equals(plain.body)).toBe(true);
        expect(sameEachTime(second)).toEqual(sameEachTime(first));
        expect(second.headers.etag).toBe(plain.headers.etag);

        const notModified = { 'if-none-match': String(plain.headers.etag) };
        const again = await getRaw(base, url, notModified);
        const andAgain = await getRaw(base, url, notModified);
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(plain.headers.etag);
        expect(again.headers['x-frame-options']).toBe('DENY');
        expect(sameEachTime(andAgain)).toEqual(sameEachTime(again));
      }
    });

    it('shows a staff edit on the next GET', async () => {
      const before = productsResponseSchema.parse(
        await (await fetch(`${base}/api/products`)).json(),
      );
      const food = before.products[0]!;
      const edited = await editDescription(t, admin, food, 'With extra pepper');
      expect(edited.statusCode).toBe(200);
      const after = productsResponseSchema.parse(
        await (await fetch(`${base}/api/products`)).json(),
      );
      expect(after.products[0]!.description).toBe('With extra pepper');
    });
  },
);
