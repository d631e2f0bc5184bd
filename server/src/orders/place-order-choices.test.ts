import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOptionGroup } from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import { orderSchema, placeOrderResponseSchema } from '@buka/domain/orders';
import { productsResponseSchema } from '@buka/domain/products';
import { defaultSettings } from '@buka/domain/settings';
import { writeSettings } from '../settings/settings.repository';
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
import { OPEN_AT, postOrder, setStock, stockOf, type OrderLineBody } from './orders.test-helpers';

const JOLLOF = 101;
const FRIED_RICE = 102;
const CHIPS = 109;

describe.each(testDialects)('orders with choices on %s', (dialect) => {
  let t: TestApp;
  let clock = OPEN_AT;
  let admin: { token: string };
  let protein: AdminOptionGroup;
  let extras: AdminOptionGroup;
  const beef = () => choiceId(protein, 'Beef');
  const chicken = () => choiceId(protein, 'Chicken');
  const fish = () => choiceId(protein, 'Fish');
  const plantain = () => choiceId(extras, 'Plantain');

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => clock });
    admin = await createTestUser(t.db, { role: 'owner' });
    await clearDishGroups(t, [JOLLOF, FRIED_RICE, CHIPS]);
    // One 'Protein' group reused on two dishes; extras on one.
    protein = await createGroup(t, admin, proteinGroup({ name: 'Fish', price: '1800' }), [
      JOLLOF,
      FRIED_RICE,
    ]);
    extras = await createGroup(t, admin, extrasGroup({ name: 'Moi moi', price: 700.5 }), [JOLLOF]);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = OPEN_AT;
    await writeSettings(t.db.kysely, defaultSettings);
    await setStock(t, JOLLOF, 20);
    await setStock(t, FRIED_RICE, 20);
    await setStock(t, CHIPS, 20);
  });

  /** Everything an order writes, to see that a refused one wrote nothing. */
  async function written() {
    const count = async (table: 'orders' | 'orderItems' | 'idempotencyKeys' | 'cartItems') =>
      Number(
        (
          await t.db.kysely
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    return {
      orders: await count('orders'),
      items: await count('orderItems'),
      keys: await count('idempotencyKeys'),
      cart: await count('cartItems'),
      stock: [await stockOf(t, JOLLOF), await stockOf(t, FRIED_RICE), await stockOf(t, CHIPS)],
    };
  }

  it("totals the dish and its choices at the server's prices and keeps them as ordered", async () => {
    const user = await createTestUser(t.db);
    const response = await postOrder(
      t,
      user,
      [
        {
          id: JOLLOF,
          qty: 2,
          choices: [{ id: plantain(), price: '500' }, { id: beef() }],
          note: ' less pepper ',
        },
        { id: JOLLOF, qty: 1, choices: [{ id: chicken(), price: 1500 }] },
        { id: CHIPS, qty: 1 },
      ],
      { extra: { total: 1, note: 'Ring the bell twice', paymentMethod: 'cash' } },
    );
    expect(response.statusCode).toBe(201);
    // 2 × (5000 + 1000 + 500) + (5000 + 1500) + 1500
    const placed = placeOrderResponseSchema.parse(response.json());
    expect(placed.total).toBe(21_000);
    expect(await stockOf(t, JOLLOF)).toBe(17);

    // Staff change the prices and names later: the order reads as it was placed.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/option-groups/${protein.id}`,
      headers: bearer(admin),
      payload: {
        name: 'Meat',
        required: true,
        choices: protein.choices.map((choice) => ({
          id: choice.id,
          name: choice.name,
          price: 9999,
        })),
      },
    });
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${placed.id}`,
      headers: bearer(admin),
    });
    const order = orderSchema.parse(board.json());
    expect(order.note).toBe('Ring the bell twice');
    expect(order.products).toEqual([
      {
        id: JOLLOF,
        name: 'Jollof Rice',
        price: '6500',
        OrderProduct: { quantity: 2 },
        choices: [
          { id: beef(), group: 'Protein', name: 'Beef', price: '1000' },
          { id: plantain(), group: 'Extras', name: 'Plantain', price: '500' },
        ],
        note: 'less pepper',
      },
      {
        id: JOLLOF,
        name: 'Jollof Rice',
        price: '6500',
        OrderProduct: { quantity: 1 },
        choices: [{ id: chicken(), group: 'Protein', name: 'Chicken', price: '1500' }],
        note: '',
      },
      {
        id: CHIPS,
        name: 'Chips',
        price: '1500',
        OrderProduct: { quantity: 1 },
        choices: [],
        note: '',
      },
    ]);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}`,
      headers: bearer(user),
    });
    expect(orderSchema.parse(mine.json()).products[0]?.choices).toHaveLength(2);
    // Put the group back as the other tests expect it.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/option-groups/${protein.id}`,
      headers: bearer(admin),
      payload: {
        name: 'Protein',
        required: true,
        choices: [
          { id: chicken(), name: 'Chicken', price: 1500 },
          { id: beef(), name: 'Beef', price: 1000 },
          { id: fish(), name: 'Fish', price: 1800 },
        ],
      },
    });
  });

  const refusals: [string, () => OrderLineBody, number, () => string][] = [
    [
      'a tampered choice price',
      () => ({ id: JOLLOF, qty: 1, choices: [{ id: beef(), price: 1 }] }),
      409,
      () => 'The price of Beef is now ₦1,000. Please check your cart and order again',
    ],
    [
      'a choice price that is no amount',
      () => ({ id: JOLLOF, qty: 1, choices: [{ id: beef(), price: '1e3' }] }),
      409,
      () => 'The price of Beef is now ₦1,000. Please check your cart and order again',
    ],
    [
      'a choice of another dish',
      () => ({ id: CHIPS, qty: 1, choices: [{ id: beef() }] }),
      422,
      () => 'One of the choices is not offered with Chips. Please choose again',
    ],
    [
      "another dish's extra",
      () => ({ id: FRIED_RICE, qty: 1, choices: [{ id: beef() }, { id: plantain() }] }),
      422,
      () => 'One of the choices is not offered with Fried Rice. Please choose again',
    ],
    [
      'a missing required choice',
      () => ({ id: JOLLOF, qty: 1, choices: [{ id: plantain() }] }),
      422,
      () => 'Please choose Protein for Jollof Rice',
    ],
    [
      'too many choices',
      () => ({ id: JOLLOF, qty: 1, choices: [{ id: beef() }, { id: chicken() }] }),
      422,
      () => 'Please choose at most 1 of Protein for Jollof Rice',
    ],
    [
      'the same choice twice',
      () => ({ id: JOLLOF, qty: 1, choices: [{ id: beef() }, { id: beef() }] }),
      422,
      () => messages.choiceTwice,
    ],
    [
      'an unknown choice',
      () => ({ id: JOLLOF, qty: 1, choices: [{ id: 2_000_000_000 }] }),
      422,
      () => 'One of the choices is not offered with Jollof Rice. Please choose again',
    ],
  ];

  it.each(refusals)('refuses %s, writing nothing', async (_name, line, status, message) => {
    const user = await createTestUser(t.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(user),
      payload: { fid: CHIPS },
    });
    const before = await written();
    const response = await postOrder(
      t,
      user,
      [{ id: CHIPS, qty: 1 }, line(), { id: FRIED_RICE, qty: 1, choices: [{ id: beef() }] }],
      { key: `refused-${_name.replaceAll(' ', '-')}` },
    );
    expect(response.json()).toEqual({ message: message() });
    expect(response.statusCode).toBe(status);
    expect(await written()).toEqual(before);
  });

  it('refuses a choice unavailable today, and takes it again at the next opening', async () => {
    const user = await createTestUser(t.db);
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/option-choices/${fish()}/unavailable`,
      headers: bearer(admin),
      payload: { unavailableToday: true },
    });
    expect(marked.json()).toMatchObject({ id: fish(), unavailableToday: true });
    const before = await written();
    const refused = await postOrder(t, user, [
      { id: CHIPS, qty: 1 },
      { id: JOLLOF, qty: 1, choices: [{ id: fish() }] },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Fish is finished for today. Please choose something else',
    });
    expect(await written()).toEqual(before);
    // Thursday 09:00 in Lagos: the shop's next opening.
    clock = new Date('2025-06-05T08:00:00Z');
    const menu = productsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
    );
    const jollof = menu.products.find((food) => food.id === JOLLOF);
    const fishShown = jollof?.optionGroups[0]?.choices.find((choice) => choice.id === fish());
    expect(fishShown?.unavailableToday).toBe(false);
    const ordered = await postOrder(t, user, [{ id: JOLLOF, qty: 1, choices: [{ id: fish() }] }]);
    expect(ordered.statusCode).toBe(201);
  });

  it('refuses a dish marked sold out today until the next opening; stock stays as it was', async () => {
    const user = await createTestUser(t.db);
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${CHIPS}/sold-out`,
      headers: bearer(admin),
      payload: { soldOutToday: true },
    });
    expect(marked.json()).toMatchObject({ id: CHIPS, soldOutToday: true, stock: 20 });
    const menu = productsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
    );
    expect(menu.products.find((food) => food.id === CHIPS)?.soldOutToday).toBe(true);
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(user),
      payload: { fid: CHIPS },
    });
    expect(cart.json()).toEqual({ message: messages.foodFinished });
    const before = await written();
    const refused = await postOrder(t, user, [{ id: CHIPS, qty: 1 }]);
    expect(refused.json()).toEqual({ message: messages.foodFinished });
    expect(await written()).toEqual(before);

    // Still closed at 08:59 the next morning; back at 09:00.
    clock = new Date('2025-06-05T07:59:00Z');
    expect((await postOrder(t, user, [{ id: CHIPS, qty: 1 }])).statusCode).toBe(405);
    clock = new Date('2025-06-05T08:00:00Z');
    expect((await postOrder(t, user, [{ id: CHIPS, qty: 1 }])).statusCode).toBe(201);

    // And staff can lift it by hand.
    clock = OPEN_AT;
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${CHIPS}/sold-out`,
      headers: bearer(admin),
      payload: { soldOutToday: true },
    });
    const lifted = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${CHIPS}/sold-out`,
      headers: bearer(admin),
      payload: { soldOutToday: false },
    });
    expect(lifted.json()).toMatchObject({ soldOutToday: false });
    expect((await postOrder(t, user, [{ id: CHIPS, qty: 1 }])).statusCode).toBe(201);
  });

  it('sells the last portions exactly when one dish is ordered with different choices', async () => {
    await setStock(t, JOLLOF, 5);
    const customers = await Promise.all(Array.from({ length: 20 }, () => createTestUser(t.db)));
    const responses = await Promise.all(
      customers.map((customer) =>
        postOrder(t, customer, [
          { id: JOLLOF, qty: 1, choices: [{ id: beef() }] },
          { id: JOLLOF, qty: 1, choices: [{ id: chicken() }, { id: plantain() }] },
        ]),
      ),
    );
    // Two portions an order: two orders fit in five, the third finds one left.
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(refused).toHaveLength(18);
    for (const response of refused)
      expect(response.json()).toEqual({ message: messages.foodFinished });
    expect(await stockOf(t, JOLLOF)).toBe(1);
  });

  it('refuses notes over their length with their own words', async () => {
    const user = await createTestUser(t.db);
    const long = await postOrder(t, user, [{ id: CHIPS, qty: 1, note: 'x'.repeat(141) }]);
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({ message: 'The note on a dish can be at most 140 characters' });
    const longOrder = await postOrder(t, user, [{ id: CHIPS, qty: 1 }], {
      extra: { note: 'y'.repeat(301) },
    });
    expect(longOrder.json()).toEqual({
      message: 'The note for the kitchen can be at most 300 characters',
    });
  });
});
