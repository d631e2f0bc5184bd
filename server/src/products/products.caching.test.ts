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
    admin = await createTestUser(t.db, { role: 'admin' });
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

// Over a real connection the shared answers are sent ahead of the router (http/fast-lane.ts),
// which inject() never reaches: the same answers, and each change on the next GET there too.
describe.each(testDialects)(
  'GET /api/products and /api/settings over a connection on %s',
  (dialect) => {
    let t: TestApp;
    let admin: { token: string };
    let base: string;

    beforeAll(async () => {
      t = await createTestApp(dialect, { now: () => OPEN_AT });
      admin = await createTestUser(t.db, { role: 'admin' });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    afterAll(() => t.close());

    it('sends what the router sends, with the same headers', async () => {
      for (const url of ['/api/products', '/api/settings']) {
        // As a browser asks: the first answer fills (and packs) the shared copy, the next is
        // sent from it.
        const brotli = { 'accept-encoding': 'br' };
        const routed = await t.app.inject({ url, headers: brotli });
        await fetch(`${base}${url}`, { headers: brotli });
        const sent = await fetch(`${base}${url}`, { headers: brotli });
        expect(sent.status).toBe(200);
        expect(await sent.json()).toEqual(
          JSON.parse(brotliDecompressSync(routed.rawPayload).toString()),
        );
        const names = (headers: Iterable<string>) =>
          [...headers]
            .filter((name) => !['date', 'connection', 'keep-alive'].includes(name))
            .sort();
        expect(names(sent.headers.keys())).toEqual(names(Object.keys(routed.headers)));
        expect(sent.headers.get('etag')).toBe(routed.headers.etag);
        expect(sent.headers.get('x-frame-options')).toBe('DENY');
        const again = await fetch(`${base}${url}`, {
          headers: { 'if-none-match': String(routed.headers.etag) },
        });
        expect(again.status).toBe(304);
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
