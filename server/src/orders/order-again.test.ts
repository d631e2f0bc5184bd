import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '@buka/domain/cart';
import type { AdminOptionGroup } from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import { orderAgainResponseSchema } from '@buka/domain/order-again';
import {
  choiceId,
  clearDishGroups,
  createGroup,
  extrasGroup,
  proteinGroup,
} from '../dish-options/dish-options.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { OPEN_AT, postOrder, setStock } from './orders.test-helpers';

const JOLLOF = 101;
const CHICKEN = 104;
const SALAD = 108;
const CHIPS = 109;

describe.each(testDialects)('ordering a past order again on %s', (dialect) => {
  let t: TestApp;
  let admin: { token: string };
  let protein: AdminOptionGroup;
  let extras: AdminOptionGroup;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => OPEN_AT });
    admin = await createTestUser(t.db, { role: 'owner' });
    await clearDishGroups(t, [JOLLOF, CHICKEN, SALAD, CHIPS]);
    protein = await createGroup(t, admin, proteinGroup(), [JOLLOF]);
    extras = await createGroup(t, admin, extrasGroup(), [JOLLOF]);
  });
  afterAll(() => t.close());

  const again = (user: { token: string }, id: number | string) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${id}/again`, headers: bearer(user) });
  const cart = async (user: { token: string }) =>
    cartResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(user) })).json(),
    ).items;
  const setPrice = (id: number, priceKobo: number) =>
    t.db.kysely.updateTable('foods').set({ priceKobo }).where('id', '=', id).execute();

  it('puts the same dishes, choices, notes and quantities back, saying a changed price and a finished dish', async () => {
    const user = await createTestUser(t.db);
    const beef = choiceId(protein, 'Beef');
    const plantain = choiceId(extras, 'Plantain');
    const placed = await postOrder(t, user, [
      { id: JOLLOF, qty: 2, choices: [{ id: beef }, { id: plantain }], note: 'less pepper' },
      { id: CHICKEN, qty: 3 },
      { id: SALAD, qty: 1 },
    ]);
    expect(placed.statusCode).toBe(201);
    const orderId = (placed.json() as { id: number }).id;
    expect(await cart(user)).toEqual([]);

    await setPrice(CHICKEN, 750_000);
    await setStock(t, SALAD, 0);
    const response = await again(user, orderId);
    expect(response.statusCode).toBe(200);
    const answer = orderAgainResponseSchema.parse(response.json());
    expect(answer.added).toBe(2);
    expect(answer.changes).toEqual([
      { kind: 'priceChanged', dish: 'Chicken (Grilled)', wasKobo: 700_000, nowKobo: 750_000 },
      { kind: 'dishFinished', dish: 'Salad' },
    ]);
    const lines = await cart(user);
    expect(answer.items).toEqual(lines);
    expect(lines.map(({ fid, qty, choiceIds, note }) => ({ fid, qty, choiceIds, note }))).toEqual(
      expect.arrayContaining([
        {
          fid: JOLLOF,
          qty: 2,
          choiceIds: [beef, plantain].sort((a, b) => a - b),
          note: 'less pepper',
        },
        { fid: CHICKEN, qty: 3, choiceIds: [], note: '' },
      ]),
    );
    expect(lines).toHaveLength(2);
    expect(lines.find((line) => line.fid === CHICKEN)?.unitPrice).toBe('7500');

    // Twice is the same cart: the lines are there already at those quantities.
    const twice = orderAgainResponseSchema.parse((await again(user, orderId)).json());
    expect(twice.items.map((line) => [line.fid, line.qty])).toEqual(
      lines.map((line) => [line.fid, line.qty]),
    );
    await setStock(t, SALAD, 8);
    await setPrice(CHICKEN, 700_000);
  });

  it('caps a quantity by the stock left and leaves out a dish that left the menu', async () => {
    const user = await createTestUser(t.db);
    const placed = await postOrder(t, user, [
      { id: CHIPS, qty: 4 },
      { id: SALAD, qty: 1 },
    ]);
    const orderId = (placed.json() as { id: number }).id;
    await setStock(t, CHIPS, 2);
    await t.db.kysely
      .updateTable('foods')
      .set({ deletedAt: OPEN_AT.getTime() })
      .where('id', '=', SALAD)
      .execute();
    const answer = orderAgainResponseSchema.parse((await again(user, orderId)).json());
    expect(answer.changes).toEqual([
      { kind: 'qtyStock', dish: 'Chips', qty: 2 },
      { kind: 'dishGone', dish: 'Salad' },
    ]);
    expect(answer.items.map((line) => [line.fid, line.qty])).toEqual([[CHIPS, 2]]);
    await t.db.kysely
      .updateTable('foods')
      .set({ deletedAt: null })
      .where('id', '=', SALAD)
      .execute();
  });

  it("answers 404 for someone else's order, an order that is not there, and asks for a sign-in", async () => {
    const owner = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const orderId = (
      (await postOrder(t, owner, [{ id: CHICKEN, qty: 1 }])).json() as { id: number }
    ).id;
    for (const [user, id] of [
      [other, orderId],
      [owner, 999_999],
      [owner, 'soup'],
    ] as const) {
      const refused = await again(user, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: messages.orderNotFound });
    }
    expect(await cart(other)).toEqual([]);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/again` });
    expect(anonymous.statusCode).toBe(401);
  });
});
