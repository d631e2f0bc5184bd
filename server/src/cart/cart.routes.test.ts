import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItemSchema, cartResponseSchema, MAX_CART_LINES } from '@buka/domain/cart';
import { messages } from '@buka/domain/messages';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { OPEN_AT, postOrder, setStock } from '../orders/orders.test-helpers';

describe.each(testDialects)('the cart API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => OPEN_AT });
  });
  afterAll(() => t.close());

  const add = (user: { token: string }, fid: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/cart', headers: bearer(user), payload: { fid } });
  const cart = async (user: { token: string }) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(user) });
    expect(response.statusCode).toBe(200);
    return cartResponseSchema.parse(response.json()).items;
  };

  it('adds a line with qty 1, refuses the same food twice and lists newest first', async () => {
    const user = await createTestUser(t.db);
    const first = await add(user, 101);
    expect(first.statusCode).toBe(201);
    expect(cartItemSchema.parse(first.json())).toMatchObject({
      fid: 101,
      uid: user.uid,
      qty: 1,
      available: true,
      unavailable: null,
      name: 'Jollof Rice',
      price: '5000',
    });
    expect((await add(user, '103')).statusCode).toBe(201);

    const again = await add(user, 101);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: messages.itemAlreadyInCart });

    const items = await cart(user);
    expect(items.map((item) => item.fid)).toEqual([103, 101]);
    expect(items[0]!.id).toBeGreaterThan(items[1]!.id);
  });

  it('asks for a sign-in, a real food, and food that is not finished', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { fid: 101 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: messages.loginToAddToCart });
    expect((await t.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);

    const user = await createTestUser(t.db);
    expect((await add(user, 'soup')).statusCode).toBe(422);
    const unknown = await add(user, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: messages.foodNotOnMenu });

    await setStock(t, 108, 0);
    const soldOut = await add(user, 108);
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.json()).toMatchObject({ message: messages.foodFinished });
    await setStock(t, 108, 8);
  });

  it('changes the quantity within 1..99 and removes a line', async () => {
    const user = await createTestUser(t.db);
    const line = cartItemSchema.parse((await add(user, 102)).json());
    const patch = (qty: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/cart/${line.id}`,
        headers: bearer(user),
        payload: { qty },
      });
    const raised = await patch(3);
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ id: line.id, qty: 3 });
    // docs/orders.md#cart: minus stops at 1.
    expect((await patch(0)).statusCode).toBe(422);
    expect((await patch(100)).statusCode).toBe(422);
    expect((await patch(1.5)).statusCode).toBe(422);
    expect((await cart(user))[0]!.qty).toBe(3);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${line.id}`,
      headers: bearer(user),
    });
    expect(removed.statusCode).toBe(204);
    expect(await cart(user)).toEqual([]);
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${line.id}`,
      headers: bearer(user),
    });
    expect(twice.statusCode).toBe(404);
  });

  it("leaves other users' lines untouchable", async () => {
    const owner = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const line = cartItemSchema.parse((await add(owner, 104)).json());
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/cart/${line.id}`,
      headers: bearer(other),
      payload: { qty: 5 },
    });
    expect(patch.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${line.id}`,
      headers: bearer(other),
    });
    expect(remove.statusCode).toBe(404);
    const clear = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart',
      headers: bearer(other),
    });
    expect(clear.json()).toEqual({ removed: 0, message: messages.cartAlreadyEmpty });
    expect(await cart(other)).toEqual([]);
    expect(await cart(owner)).toMatchObject([{ id: line.id, qty: 1 }]);
  });

  it("clears the cart, and says 'Cart is already empty' when there was nothing", async () => {
    const user = await createTestUser(t.db);
    await add(user, 101);
    await add(user, 102);
    const clear = () => t.app.inject({ method: 'DELETE', url: '/api/cart', headers: bearer(user) });
    const first = await clear();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ removed: 2 });
    const second = await clear();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ removed: 0, message: 'Cart is already empty' });
  });

  it('shows deleted and sold-out food as unavailable; ordering it is refused', async () => {
    const user = await createTestUser(t.db);
    await add(user, 105);
    await add(user, 106);
    await add(user, 107);
    await setStock(t, 106, 0);
    await t.db.kysely
      .updateTable('foods')
      .set({ deletedAt: Date.now() })
      .where('id', '=', 107)
      .execute();

    const items = await cart(user);
    const byFood = new Map(items.map((item) => [item.fid, item]));
    expect(byFood.get(105)).toMatchObject({ available: true, unavailable: null });
    expect(byFood.get(106)).toMatchObject({ available: false, unavailable: 'soldOut', stock: 0 });
    expect(byFood.get(107)).toMatchObject({
      available: false,
      unavailable: 'deleted',
      name: 'Waina (Masa)',
    });

    // An order naming an unavailable food is refused whole: nothing is taken, nothing written.
    for (const fid of [106, 107]) {
      const refused = await postOrder(t, user, [
        { id: 105, qty: 1 },
        { id: fid, qty: 1 },
      ]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: messages.foodFinished });
    }
    expect(await cart(user)).toHaveLength(3);

    // Ordering only what is available takes those lines out and leaves the rest to see.
    const ok = await postOrder(t, user, [{ id: 105, qty: 1 }]);
    expect(ok.statusCode).toBe(201);
    expect((await cart(user)).map((item) => item.fid).sort()).toEqual([106, 107]);
    await setStock(t, 106, 14);
  });

  it(`holds at most ${MAX_CART_LINES} lines`, async () => {
    const user = await createTestUser(t.db);
    const now = Date.now();
    const ids = Array.from({ length: MAX_CART_LINES }, (_, i) => 900_000 + i);
    await t.db.kysely
      .insertInto('foods')
      .values(
        ids.map((id) => ({
          id,
          name: `Dish ${id}`,
          description: '',
          priceKobo: 10_000,
          imageUrl: '/dishes/chips.webp',
          calories: '',
          stock: 5,
          categoryId: 1,
          createdAt: now,
          updatedAt: now,
          deletedAt: null,
        })),
      )
      .execute();
    for (const id of ids) expect((await add(user, id)).statusCode).toBe(201);
    const full = await add(user, 101);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: messages.cartFull });
  });
});
