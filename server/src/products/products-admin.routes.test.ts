import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopEvent } from '@buka/domain/events';
import { messages } from '@buka/domain/messages';
import { foodSchema, productsResponseSchema } from '@buka/domain/products';
import { insertTestOrder } from '../orders/orders-admin.fixtures';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

const moiMoi = {
  name: 'Moi Moi',
  description: 'Steamed bean pudding',
  imageURL: '/dishes/waina.webp',
  calories: '300',
  categoryId: 11,
  price: '1500',
  stock: '7',
};

describe.each(testDialects)('staff food calls on %s', (dialect) => {
  let t: TestApp;
  let admin: { token: string };
  let clock = Date.UTC(2025, 5, 2, 11, 0, 0);
  const seen: ShopEvent[] = [];

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(admin) });
  const menu = async () =>
    productsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
    ).products;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => new Date(clock) });
    admin = await createTestUser(t.db, { role: 'owner' });
    t.deps.events.subscribe((event) => seen.push(event as ShopEvent));
  });
  afterAll(() => t.close());

  it('adds a food with numbers sent as text, its id the creation time, and tells open menus', async () => {
    seen.length = 0;
    const response = await call('POST', '/api/products', moiMoi);
    expect(response.statusCode).toBe(201);
    const food = foodSchema.parse(response.json());
    expect(food).toMatchObject({
      id: clock,
      name: 'Moi Moi',
      description: 'Steamed bean pudding',
      price: '1500',
      stock: 7,
      calories: '300',
      imageURL: '/dishes/waina.webp',
      category: { id: 11, name: 'Snacks' },
    });
    expect((await menu()).find((item) => item.id === food.id)).toEqual(food);
    expect(seen).toContainEqual({ type: 'menu.changed' });
  });

  it('gives two foods made in the same millisecond different ids', async () => {
    clock += 60_000;
    const [first, second] = await Promise.all([
      call('POST', '/api/products', { ...moiMoi, name: 'Akara', price: 500 }),
      call('POST', '/api/products', { ...moiMoi, name: 'Puff Puff', price: 300.5 }),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([201, 201]);
    const ids = [first!.json<{ id: number }>().id, second!.json<{ id: number }>().id].sort();
    expect(ids).toEqual([clock, clock + 1]);
    expect(second!.json<{ price: string }>().price).toMatch(/^(500|300\.5)$/);
  });

  it('starts a food without quantity or description at 0 and empty', async () => {
    const { stock: _stock, description: _description, ...required } = moiMoi;
    clock += 1000;
    const response = await call('POST', '/api/products', { ...required, name: 'Zobo' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ stock: 0, description: '' });
  });

  // docs/server-rules.md#validation: the required fields, then the numbers; calories are not
  // checked as a number.
  it.each([
    ['no name', { name: '' }, messages.fillAllFields],
    ['no price', { price: ' ' }, messages.fillAllFields],
    ['no image', { imageURL: undefined }, messages.fillAllFields],
    ['no category', { categoryId: null }, messages.fillAllFields],
    ['a missing field before a bad number', { name: '', price: 'abc' }, messages.fillAllFields],
    ['a price in words', { price: 'five thousand' }, messages.invalidNumber],
    ['a price of 0', { price: 0 }, messages.invalidNumber],
    ['a negative price', { price: -5 }, messages.invalidNumber],
    ['a price with three decimals', { price: '10.005' }, messages.invalidNumber],
    ['a quantity in words', { stock: 'ten' }, messages.invalidNumber],
    ['half a portion', { stock: '1.5' }, messages.invalidNumber],
    ['a negative quantity', { stock: -1 }, messages.invalidNumber],
    ['an unknown category', { categoryId: 99 }, messages.unknownCategory],
    ['a script for a picture', { imageURL: 'javascript:alert(1)' }, messages.invalidImageUrl],
    ['a picture elsewhere', { imageURL: 'https://evil.example/a.png' }, messages.invalidImageUrl],
    ['a path trick for a picture', { imageURL: '/uploads/../buka.db' }, messages.invalidImageUrl],
  ])('refuses %s with its message', async (_case, change, message) => {
    const before = (await menu()).length;
    const response = await call('POST', '/api/products', { ...moiMoi, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message });
    expect((await menu()).length).toBe(before);
  });

  it('saves a dish without calories, with none shown', async () => {
    clock += 1000;
    const response = await call('POST', '/api/products', { ...moiMoi, calories: undefined });
    expect(response.statusCode).toBe(201);
    const saved = (await menu()).find((food) => food.name === moiMoi.name && food.calories === '');
    expect(saved).toBeDefined();
  });

  it('accepts calories that are not a number (docs/server-rules.md#validation)', async () => {
    clock += 1000;
    const response = await call('POST', '/api/products', { ...moiMoi, calories: 'about 300' });
    expect(response.statusCode).toBe(201);
  });

  it('edits a food, keeping its stock when the quantity is left out', async () => {
    seen.length = 0;
    const { stock: _stock, ...edit } = moiMoi;
    const response = await call('PUT', '/api/products/101', {
      ...edit,
      name: 'Party Jollof',
      price: 5500,
      categoryId: '7',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 101,
      name: 'Party Jollof',
      price: '5500',
      stock: 20,
      category: { id: 7, name: 'Rice' },
    });
    expect((await menu()).find((item) => item.id === 101)?.name).toBe('Party Jollof');
    expect(seen).toContainEqual({ type: 'menu.changed' });
  });

  it('checks an edit as it checks a new food', async () => {
    const response = await call('PUT', '/api/products/101', { ...moiMoi, price: 'abc' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: messages.invalidNumber });
  });

  it('deletes a food from the menu but keeps the orders that hold it', async () => {
    const order = await insertTestOrder(t.db.kysely, { items: [{ foodId: 102, quantity: 1 }] });
    seen.length = 0;
    const response = await call('DELETE', '/api/products/102');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.foodDeleted });
    expect((await menu()).some((item) => item.id === 102)).toBe(false);
    expect(seen).toContainEqual({ type: 'menu.changed' });
    const line = await t.db.kysely
      .selectFrom('orderItems')
      .select(['name', 'foodId'])
      .where('orderId', '=', order.id)
      .executeTakeFirst();
    expect(line).toEqual({ name: 'Fried Rice', foodId: 102 });
  });

  it.each([
    ['PUT', '/api/products/102', moiMoi],
    ['DELETE', '/api/products/102', undefined],
    ['PUT', '/api/products/999', moiMoi],
    ['DELETE', '/api/products/abc', undefined],
  ] as const)('answers %s %s for a food not on the menu with 404', async (method, url, body) => {
    const response = await call(method, url, body);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.foodNotFound });
  });
});
