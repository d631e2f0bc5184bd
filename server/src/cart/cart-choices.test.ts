import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItemSchema, cartResponseSchema } from '@buka/domain/cart';
import type { AdminOptionGroup } from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import {
  choiceId,
  clearDishGroups,
  createGroup,
  extrasGroup,
  proteinGroup,
} from '../dish-options/dish-options.test-helpers';
import { OPEN_AT, postOrder } from '../orders/orders.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

const JOLLOF = 101;
const CHIPS = 109;
const SALAD = 108;

describe.each(testDialects)('the cart with choices on %s', (dialect) => {
  let t: TestApp;
  let admin: { token: string };
  let protein: AdminOptionGroup;
  let extras: AdminOptionGroup;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => OPEN_AT });
    admin = await createTestUser(t.db, { role: 'owner' });
    await clearDishGroups(t, [JOLLOF, CHIPS, SALAD]);
    protein = await createGroup(t, admin, proteinGroup(), [JOLLOF]);
    extras = await createGroup(t, admin, extrasGroup(), [JOLLOF, CHIPS]);
  });
  afterAll(() => t.close());

  const add = (user: { token: string }, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/cart', headers: bearer(user), payload });
  const cart = async (user: { token: string }) =>
    cartResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(user) })).json(),
    ).items;

  it('keeps { fid } alone for a dish without required choices (docs/api.md#cart)', async () => {
    const user = await createTestUser(t.db);
    const chips = await add(user, { fid: CHIPS });
    expect(chips.statusCode).toBe(201);
    expect(cartItemSchema.parse(chips.json())).toMatchObject({ choices: [], unitPrice: '1500' });
    const required = await add(user, { fid: JOLLOF });
    expect(required.statusCode).toBe(422);
    expect(required.json()).toEqual({ message: 'Please choose Protein for Jollof Rice' });
  });

  it('makes the same dish with other choices or another note another line', async () => {
    const user = await createTestUser(t.db);
    const beef = choiceId(protein, 'Beef');
    const plantain = choiceId(extras, 'Plantain');
    const first = await add(user, { fid: JOLLOF, choiceIds: [plantain, beef] });
    expect(first.statusCode).toBe(201);
    expect(cartItemSchema.parse(first.json())).toMatchObject({
      choiceIds: [beef, plantain].sort((a, b) => a - b),
      choices: [
        { id: beef, group: 'Protein', name: 'Beef', price: '1000' },
        { id: plantain, group: 'Extras', name: 'Plantain', price: '500' },
      ],
      price: '5000',
      unitPrice: '6500',
      available: true,
    });
    const same = await add(user, { fid: JOLLOF, choiceIds: [beef, plantain] });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ message: messages.itemAlreadyInCart });
    expect(
      (await add(user, { fid: JOLLOF, choiceIds: [choiceId(protein, 'Chicken')] })).statusCode,
    ).toBe(201);
    const noted = await add(user, {
      fid: JOLLOF,
      choiceIds: [beef, plantain],
      note: 'less pepper',
    });
    expect(noted.statusCode).toBe(201);
    expect(cartItemSchema.parse(noted.json()).note).toBe('less pepper');
    expect(await cart(user)).toHaveLength(3);

    // Ordering one of them takes only that line out of the cart.
    const ordered = await postOrder(t, user, [
      { id: JOLLOF, qty: 1, choices: [{ id: beef }, { id: plantain }], note: 'less pepper' },
    ]);
    expect(ordered.statusCode).toBe(201);
    const left = await cart(user);
    expect(left).toHaveLength(2);
    expect(left.every((line) => line.note === '')).toBe(true);
  });

  it.each([
    [
      'a choice of another dish',
      () => [choiceId(protein, 'Beef')],
      CHIPS,
      'One of the choices is not offered with Chips. Please choose again',
    ],
    [
      'the same choice twice',
      () => [choiceId(extras, 'Egg'), choiceId(extras, 'Egg')],
      CHIPS,
      messages.choiceTwice,
    ],
    [
      'a choice on a dish with no groups',
      () => [choiceId(extras, 'Egg')],
      SALAD,
      'One of the choices is not offered with Salad. Please choose again',
    ],
    ['ids that are not ids', () => ['x'], CHIPS, 'Some fields are not valid'],
  ])('refuses %s, adding nothing', async (_name, ids, fid, message) => {
    const user = await createTestUser(t.db);
    const response = await add(user, { fid, choiceIds: ids() });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message });
    expect(await cart(user)).toEqual([]);
  });

  it('shows a line whose choice went unavailable as not orderable, and back the next day', async () => {
    const user = await createTestUser(t.db);
    const egg = choiceId(extras, 'Egg');
    expect((await add(user, { fid: CHIPS, choiceIds: [egg] })).statusCode).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/option-choices/${egg}/unavailable`,
      headers: bearer(admin),
      payload: { unavailableToday: true },
    });
    expect(await cart(user)).toMatchObject([{ available: false, unavailable: 'choicesChanged' }]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/option-choices/${egg}/unavailable`,
      headers: bearer(admin),
      payload: { unavailableToday: false },
    });
    expect(await cart(user)).toMatchObject([{ available: true, unavailable: null }]);
  });
});
