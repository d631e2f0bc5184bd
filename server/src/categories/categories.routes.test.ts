import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  staffCategoriesSchema,
  type StaffCategory,
  categoryMessages,
} from '@buka/domain/categories';
import type { ShopEvent } from '@buka/domain/events';
import { messages } from '@buka/domain/messages';
import { productsResponseSchema } from '@buka/domain/products';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

const dish = (name: string, categoryId: number) => ({
  name,
  imageURL: '/dishes/waina.webp',
  categoryId,
  price: '900',
  stock: '20',
});

describe.each(testDialects)('the shop’s categories on %s', (dialect) => {
  let t: TestApp;
  let owner: { token: string };
  let customer: { token: string };
  const clock = Date.UTC(2025, 5, 2, 11, 0, 0);
  const seen: ShopEvent[] = [];

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(owner) });
  const list = async () =>
    staffCategoriesSchema.parse((await call('GET', '/api/admin/categories')).json()).categories;
  const menu = async () =>
    productsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
    ).products;
  const staffMenu = async () =>
    productsResponseSchema.parse((await call('GET', '/api/admin/products')).json()).products;
  const add = async (name: string) => {
    const response = await call('POST', '/api/admin/categories', { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<StaffCategory>();
  };
  const addDish = async (name: string, categoryId: number) => {
    const response = await call('POST', '/api/products', dish(name, categoryId));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => new Date(clock) });
    owner = await createTestUser(t.db, { role: 'owner' });
    customer = await createTestUser(t.db);
    t.deps.events.subscribe((event) => seen.push(event as ShopEvent));
  });
  afterAll(() => t.close());

  it('starts with the spec’s categories in their order, with how many dishes each holds', async () => {
    const categories = await list();
    expect(categories.map((each) => each.name)).toEqual([
      'Chicken',
      'Fruits',
      'Soft Drinks',
      'Desserts',
      'Icecreams',
      'Fish',
      'Rice',
      'Curry',
      'Soup',
      'Sauce',
      'Snacks',
      'Salad',
    ]);
    expect(categories.find((each) => each.name === 'Rice')).toMatchObject({
      urlParam: 'rice',
      hidden: false,
      dishes: 3,
    });
  });

  it('adds a category last, its address word from its name, and tells open menus', async () => {
    seen.length = 0;
    const swallow = await add('  Swallow ');
    expect(swallow).toMatchObject({
      name: 'Swallow',
      urlParam: 'swallow',
      hidden: false,
      dishes: 0,
    });
    expect((await list()).at(-1)?.id).toBe(swallow.id);
    expect(seen).toContainEqual({ type: 'menu.changed' });
    const amala = await addDish('Amala', swallow.id);
    const onMenu = (await menu()).find((food) => food.id === amala);
    expect(onMenu?.category).toMatchObject({ name: 'Swallow', urlParam: 'swallow' });
  });

  it('refuses a name already used in any case, a blank one and a long one, in words', async () => {
    const twice = await call('POST', '/api/admin/categories', { name: 'SWALLOW' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'There is already a category named “Swallow”' });
    const blank = await call('POST', '/api/admin/categories', { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ message: categoryMessages.nameRequired });
    const long = await call('POST', '/api/admin/categories', { name: 'x'.repeat(41) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({ message: categoryMessages.nameTooLong });
    expect((await list()).filter((each) => each.name.toLowerCase() === 'swallow')).toHaveLength(1);
  });

  it('adds two categories sent at once under ids of their own, and one of two same names', async () => {
    const [first, second] = await Promise.all([
      call('POST', '/api/admin/categories', { name: 'Breakfast' }),
      call('POST', '/api/admin/categories', { name: 'Lunch' }),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([201, 201]);
    expect(first!.json<StaffCategory>().id).not.toBe(second!.json<StaffCategory>().id);
    const twice = await Promise.all([
      call('POST', '/api/admin/categories', { name: 'Dinner' }),
      call('POST', '/api/admin/categories', { name: 'dinner' }),
    ]);
    expect(twice.map((each) => each.statusCode).sort()).toEqual([201, 409]);
  });

  it('renames a category and keeps its address word, so shared links still work', async () => {
    const pepper = await add('Pepper Soups');
    const renamed = await call('PATCH', `/api/admin/categories/${pepper.id}`, {
      name: 'Pepper Soup',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Pepper Soup', urlParam: 'pepper-soups' });
    const clash = await call('PATCH', `/api/admin/categories/${pepper.id}`, { name: 'rice' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'There is already a category named “Rice”' });
    // Its own name in another case is no clash.
    const recased = await call('PATCH', `/api/admin/categories/${pepper.id}`, {
      name: 'pepper soup',
    });
    expect(recased.statusCode).toBe(200);
    // A new category of the old name gets an address word of its own.
    expect(await add('Pepper Soups')).toMatchObject({ urlParam: 'pepper-soups-2' });
  });

  it('moves a category up and down the menu, and the menu’s chips follow', async () => {
    const before = await list();
    const swallow = before.find((each) => each.name === 'Swallow')!;
    const above = before[before.indexOf(swallow) - 1]!;
    const moved = await call('POST', `/api/admin/categories/${swallow.id}/move`, {
      direction: 'up',
    });
    expect(moved.statusCode).toBe(200);
    const after = staffCategoriesSchema.parse(moved.json()).categories;
    expect(after.indexOf(after.find((each) => each.id === swallow.id)!)).toBe(
      before.indexOf(swallow) - 1,
    );
    expect(after[before.indexOf(swallow)]?.id).toBe(above.id);
    const positions = new Map(
      (await menu()).map((food) => [food.category.id, food.category.position]),
    );
    expect(positions.get(swallow.id)).toBeLessThan(positions.get(above.id) ?? 0);

    // The first cannot go higher: nothing changes.
    const first = after[0]!;
    const stays = await call('POST', `/api/admin/categories/${first.id}/move`, {
      direction: 'up',
    });
    expect(staffCategoriesSchema.parse(stays.json()).categories.map((each) => each.id)).toEqual(
      after.map((each) => each.id),
    );
    const wrong = await call('POST', `/api/admin/categories/${first.id}/move`, {
      direction: 'sideways',
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('hides a category: its dishes leave the menu and cannot go in a cart; staff still see them', async () => {
    const hidden = await add('Late Night');
    const suya = await addDish('Night Suya', hidden.id);
    const hide = await call('PATCH', `/api/admin/categories/${hidden.id}`, { hidden: true });
    expect(hide.json()).toMatchObject({ hidden: true, dishes: 1 });
    expect((await menu()).some((food) => food.id === suya)).toBe(false);
    expect((await staffMenu()).some((food) => food.id === suya)).toBe(true);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(customer),
      payload: { fid: suya },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: messages.foodNotOnMenu });

    await call('PATCH', `/api/admin/categories/${hidden.id}`, { hidden: false });
    expect((await menu()).some((food) => food.id === suya)).toBe(true);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(customer),
      payload: { fid: suya },
    });
    expect(added.statusCode).toBe(201);
  });

  it('deletes a category with dishes only given another to take them, moving them all at once', async () => {
    const old = await add('Old Specials');
    const target = await add('New Specials');
    const first = await addDish('Ofada Special', old.id);
    const second = await addDish('Asun Special', old.id);

    const asked = await call('DELETE', `/api/admin/categories/${old.id}`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      message:
        'Old Specials still holds 2 dishes. Choose the category they move to before deleting it',
    });
    for (const moveTo of [old.id, 999_999, 'rice']) {
      const refused = await call('DELETE', `/api/admin/categories/${old.id}?moveTo=${moveTo}`);
      expect(refused.statusCode, String(moveTo)).toBe(422);
      expect(refused.json()).toEqual({ message: categoryMessages.moveToInvalid });
    }
    // Nothing was moved by the refusals.
    expect((await list()).find((each) => each.id === old.id)?.dishes).toBe(2);

    seen.length = 0;
    const deleted = await call('DELETE', `/api/admin/categories/${old.id}?moveTo=${target.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: categoryMessages.deleted });
    expect(seen).toContainEqual({ type: 'menu.changed' });
    const categories = await list();
    expect(categories.some((each) => each.id === old.id)).toBe(false);
    expect(categories.find((each) => each.id === target.id)?.dishes).toBe(2);
    const moved = (await menu()).filter((food) => food.id === first || food.id === second);
    expect(moved.map((food) => food.category.name)).toEqual(['New Specials', 'New Specials']);

    // Gone: no dish may go into it, and its name is free again.
    const into = await call('POST', '/api/products', dish('Ghost', old.id));
    expect(into.statusCode).toBe(422);
    expect(into.json()).toEqual({ message: messages.unknownCategory });
    expect(await add('Old Specials')).toMatchObject({ urlParam: 'old-specials-2' });
    const again = await call('DELETE', `/api/admin/categories/${old.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: categoryMessages.notFound });
  });

  it('deletes an empty category at once', async () => {
    const empty = await add('Empty Shelf');
    expect((await call('DELETE', `/api/admin/categories/${empty.id}`)).statusCode).toBe(200);
    expect((await list()).some((each) => each.id === empty.id)).toBe(false);
  });

  it('answers a category that is not there with 404 in words', async () => {
    for (const id of [999_999, 'abc']) {
      const response = await call('PATCH', `/api/admin/categories/${id}`, { name: 'Anything' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: categoryMessages.notFound });
    }
  });
});
