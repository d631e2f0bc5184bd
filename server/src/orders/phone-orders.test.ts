import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminOrderSchema, adminOrdersResponseSchema } from '@buka/domain/admin';
import type { AdminOptionGroup } from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import { orderStatuses } from '@buka/domain/order-status';
import { orderSchema, ordersResponseSchema } from '@buka/domain/orders';
import { phoneOrderResponseSchema } from '@buka/domain/phone-orders';
import { defaultSettings } from '@buka/domain/settings';
import { writeSettings } from '../settings/settings.repository';
import {
  choiceId,
  clearDishGroups,
  createGroup,
  proteinGroup,
} from '../dish-options/dish-options.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import {
  OPEN_AT,
  countOrders,
  orderBody,
  postOrder,
  setStock,
  stockOf,
  type OrderLineBody,
} from './orders.test-helpers';

const JOLLOF = 101;
const CHIPS = 109;
/** 20:00 in Lagos: after the default 09:00–17:00 hours. */
const CLOSED_AT = new Date('2025-06-04T19:00:00Z');

describe.each(testDialects)('orders taken by staff on the phone, on %s', (dialect) => {
  let t: TestApp;
  let clock = OPEN_AT;
  let admin: { token: string; id: number };
  let customer: { token: string; id: number; phoneNumber: string | null };
  let protein: AdminOptionGroup;
  const chicken = () => choiceId(protein, 'Chicken');

  const takeOrder = (
    products: OrderLineBody[],
    extra: Record<string, unknown> = {},
    caller: { token: string } = admin,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: bearer(caller),
      payload: { ...orderBody(products), paymentMethod: undefined, ...extra },
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => clock });
    admin = await createTestUser(t.db, { role: 'owner' });
    customer = await createTestUser(t.db, { name: 'Chidi Okafor' });
    await clearDishGroups(t, [JOLLOF, CHIPS]);
    protein = await createGroup(t, admin, proteinGroup(), [JOLLOF]);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = OPEN_AT;
    await writeSettings(t.db.kysely, defaultSettings);
    await setStock(t, JOLLOF, 20);
    await setStock(t, CHIPS, 20);
  });

  it("prices it as the checkout does, takes stock, and puts it in the customer's orders", async () => {
    const lines = [
      { id: JOLLOF, qty: 2, choices: [{ id: chicken() }] },
      { id: CHIPS, qty: 1 },
    ];
    const online = await postOrder(t, customer, lines, { extra: { paymentMethod: 'cash' } });
    expect(online.statusCode).toBe(201);

    const answer = await takeOrder(lines, { phone: customer.phoneNumber, payment: 'transfer' });
    expect(answer.statusCode).toBe(201);
    const placed = phoneOrderResponseSchema.parse(answer.json());
    expect(placed.total).toBe((online.json() as { total: number }).total);
    expect(placed.customer).toEqual({ id: String(customer.id), name: 'Chidi Okafor' });
    expect(placed.hoursOverridden).toBe(false);
    expect(await stockOf(t, JOLLOF)).toBe(16);
    expect(await stockOf(t, CHIPS)).toBe(18);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders/user/orders',
      headers: bearer(customer),
    });
    const order = ordersResponseSchema.parse(mine.json()).orders.find((o) => o.id === placed.id);
    expect(order).toMatchObject({
      source: 'phone',
      paymentMethod: 'cash',
      payByTransfer: true,
      isPaid: false,
      userId: String(customer.id),
    });
    expect(order?.products[0]?.choices.map((choice) => choice.name)).toEqual(['Chicken']);

    const board = adminOrdersResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(admin) })
      ).json(),
    );
    expect(board.orders.find((o) => o.id === placed.id)).toMatchObject({
      source: 'phone',
      announcedAt: expect.any(String),
    });
    // Collected by staff, it reads as paid by transfer, not cash.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.id}/paid`,
      headers: bearer(admin),
    });
    expect(adminOrderSchema.parse(paid.json()).paidBy).toBe('transfer');
  });

  it('belongs to nobody when no account has the phone number, and never asks to pay online', async () => {
    const answer = await takeOrder([{ id: CHIPS, qty: 1 }], {
      phone: '07011112222',
      fulfilment: 'pickup',
      address: '',
      area: undefined,
      paymentMethod: 'online',
    });
    expect(answer.statusCode).toBe(201);
    const placed = phoneOrderResponseSchema.parse(answer.json());
    expect(placed.customer).toBeNull();
    const order = orderSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${placed.id}`,
          headers: bearer(admin),
        })
      ).json(),
    );
    expect(order).toMatchObject({ userId: null, paymentMethod: 'cash', fulfilment: 'pickup' });
    expect(order.payByTransfer).toBe(false);
  });

  it('refuses what the checkout refuses: a finished dish, a missing choice, writing nothing', async () => {
    const before = await countOrders(t);
    await setStock(t, CHIPS, 1);
    const short = await takeOrder([{ id: CHIPS, qty: 2 }]);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: messages.foodFinished });
    const noProtein = await takeOrder([{ id: JOLLOF, qty: 1 }]);
    expect(noProtein.statusCode).toBe(422);
    expect(await countOrders(t)).toBe(before);
    expect(await stockOf(t, CHIPS)).toBe(1);
  });

  it('takes an order while closed only when staff say so, and records that they did', async () => {
    clock = CLOSED_AT;
    const refused = await takeOrder([{ id: CHIPS, qty: 1 }]);
    expect(refused.statusCode).toBe(405);
    expect((refused.json() as { message: string }).message).toContain(
      'Take it although we are closed',
    );
    // A customer is still refused, whatever they send.
    const online = await postOrder(t, customer, [{ id: CHIPS, qty: 1 }], {
      extra: { paymentMethod: 'cash', overrideHours: true },
    });
    expect(online.statusCode).toBe(405);

    const taken = await takeOrder([{ id: CHIPS, qty: 1 }], { overrideHours: true });
    expect(taken.statusCode).toBe(201);
    const placed = phoneOrderResponseSchema.parse(taken.json());
    expect(placed.hoursOverridden).toBe(true);
    const row = await t.db.kysely
      .selectFrom('orders')
      .select(['hoursOverridden', 'takenBy', 'source'])
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ hoursOverridden: 1, takenBy: admin.id, source: 'phone' });

    // Open, ticking the box changes nothing and records nothing.
    clock = OPEN_AT;
    const open = await takeOrder([{ id: CHIPS, qty: 1 }], { overrideHours: true });
    expect(phoneOrderResponseSchema.parse(open.json()).hoursOverridden).toBe(false);
  });

  it('takes an order for a later slot, put before the kitchen when its cooking is due', async () => {
    const tomorrowTen = new Date('2025-06-05T10:00:00+01:00').toISOString();
    const answer = await takeOrder([{ id: CHIPS, qty: 1 }], { scheduledFor: tomorrowTen });
    expect(answer.statusCode).toBe(201);
    const { id } = phoneOrderResponseSchema.parse(answer.json());
    const order = adminOrderSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${id}`,
          headers: bearer(admin),
        })
      ).json(),
    );
    expect(order).toMatchObject({ scheduledFor: tomorrowTen, announcedAt: null, source: 'phone' });
    // A slot that does not exist is refused even with the hours overridden.
    const odd = new Date('2025-06-05T10:07:00+01:00').toISOString();
    const refused = await takeOrder([{ id: CHIPS, qty: 1 }], {
      scheduledFor: odd,
      overrideHours: true,
    });
    expect(refused.statusCode).toBe(422);
  });

  it('is accepted as it is taken, ready when staff promised, so nothing waits to be accepted', async () => {
    const waiting = async () =>
      adminOrdersResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/orders?status=new',
            headers: bearer(admin),
          })
        ).json(),
      ).total;
    const before = await waiting();
    const soon = phoneOrderResponseSchema.parse(
      (await takeOrder([{ id: CHIPS, qty: 1 }], { phone: customer.phoneNumber })).json(),
    );
    // The form's default is half an hour.
    const halfHour = new Date(OPEN_AT.getTime() + 30 * 60_000).toISOString();
    expect(soon.readyAt).toBe(halfHour);
    const chosen = phoneOrderResponseSchema.parse(
      (await takeOrder([{ id: CHIPS, qty: 1 }], { readyInMinutes: 45 })).json(),
    );
    expect(chosen.readyAt).toBe(new Date(OPEN_AT.getTime() + 45 * 60_000).toISOString());

    const mine = ordersResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/orders/user/orders',
          headers: bearer(customer),
        })
      ).json(),
    );
    expect(mine.orders.find((o) => o.id === soon.id)).toMatchObject({
      status: orderStatuses.preparing,
      readyAt: halfHour,
    });
    expect(await waiting()).toBe(before);

    // One for later is ready at the time the customer chose.
    const tomorrowNoon = new Date('2025-06-05T12:00:00+01:00').toISOString();
    const later = phoneOrderResponseSchema.parse(
      (await takeOrder([{ id: CHIPS, qty: 1 }], { scheduledFor: tomorrowNoon })).json(),
    );
    expect(later.readyAt).toBe(tomorrowNoon);
    expect(await waiting()).toBe(before);
  });

  it('says clearly what is wrong with the ready time', async () => {
    const before = await countOrders(t);
    for (const readyInMinutes of [0, 2.5, 600, '30']) {
      const answer = await takeOrder([{ id: CHIPS, qty: 1 }], { readyInMinutes });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({ message: messages.readyTimeInvalid });
    }
    expect(await countOrders(t)).toBe(before);
  });

  it('is for staff only', async () => {
    const before = await countOrders(t);
    expect((await takeOrder([{ id: CHIPS, qty: 1 }], {}, customer)).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      payload: orderBody([{ id: CHIPS, qty: 1 }]),
    });
    expect(visitor.statusCode).toBe(401);
    expect(await countOrders(t)).toBe(before);
  });

  it('says clearly what is wrong with the payment', async () => {
    const answer = await takeOrder([{ id: CHIPS, qty: 1 }], { payment: 'card' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ message: messages.phonePaymentInvalid });
  });
});
