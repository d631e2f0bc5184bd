import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsResponseSchema } from '@buka/domain/products';
import { OPEN_AT, postOrder } from '../orders/orders.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

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
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${food.id}`,
      headers: bearer(admin),
      payload: {
        name: food.name,
        description: 'Now with fried plantain',
        price: food.price,
        calories: food.calories,
        imageURL: food.imageURL,
        categoryId: food.category.id,
        stock: food.stock,
      },
    });
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
