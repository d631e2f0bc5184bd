import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrdersResponse } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import type { Order } from '@buka/domain/orders';
import { defaultSettings, type Settings } from '@buka/domain/settings';
import type { EventListener } from '../events/event-bus';
import { cancelUnansweredOrders } from '../orders/unanswered-orders.service';
import { OPEN_AT, orderBody, postOrder, setStock, stockOf } from '../orders/orders.test-helpers';
import { writeSettings } from '../settings/settings.repository';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

// A single cash order of 10 lines, each at full stock, took every portion of the menu and the
// next customer read 'Food is finished'; cash orders nobody answered held their stock for ever.

const MINUTE = 60_000;
const DISHES = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110];

describe.each(testDialects)('one order cannot empty the menu, on %s', (dialect) => {
  let t: TestApp;
  let clock = OPEN_AT.getTime();
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  const events: Parameters<EventListener>[0][] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => new Date(clock) });
    t.deps.events.subscribe((event) => events.push(event));
    admin = await createTestUser(t.db, { role: 'owner' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    events.length = 0;
    await writeSettings(t.db.kysely, defaultSettings);
  });

  const cash = { extra: { paymentMethod: 'cash' } };
  const readOrder = async (user: { token: string }, id: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(user) })
    ).json<Order>();
  const onBoard = async (id: number) => {
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: bearer(admin),
    });
    return board.json<AdminOrdersResponse>().orders.find((order) => order.id === id);
  };
  const putSettings = (settings: Settings) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin),
      payload: settings,
    });

  it('refuses a customer more than 10 of a dish, naming it, counted over its lines', async () => {
    await setStock(t, 101, 50);
    const customer = await createTestUser(t.db);
    const over = await postOrder(t, customer, [{ id: 101, qty: 11 }], cash);
    expect(over.statusCode).toBe(422);
    const { name } = await t.db.kysely
      .selectFrom('foods')
      .select('name')
      .where('id', '=', 101)
      .executeTakeFirstOrThrow();
    expect(over.json()).toEqual({
      message: messages.tooManyOfDish.replace('{dish}', name).replace('{max}', '10'),
    });
    // The same dish on two lines (a note makes a line of its own) counts once, in all.
    const split = await postOrder(
      t,
      customer,
      [
        { id: 101, qty: 6 },
        { id: 101, qty: 5, note: 'no pepper' },
      ],
      cash,
    );
    expect(split.statusCode).toBe(422);
    expect(await stockOf(t, 101)).toBe(50);
    const within = await postOrder(t, customer, [{ id: 101, qty: 10 }], cash);
    expect(within.statusCode).toBe(201);
    expect(await stockOf(t, 101)).toBe(40);
  });

  it('keeps the next customer fed after a 10-line order at full stock', async () => {
    for (const id of DISHES) await setStock(t, id, 12);
    const hoarder = await createTestUser(t.db);
    const everything = DISHES.map((id) => ({ id, qty: 12 }));
    const refused = await postOrder(t, hoarder, everything, cash);
    expect(refused.statusCode).toBe(422);
    // 10 of each is within the dish limit, 100 portions over the order's 30.
    const tenEach = await postOrder(
      t,
      hoarder,
      DISHES.map((id) => ({ id, qty: 10 })),
      cash,
    );
    expect(tenEach.statusCode).toBe(422);
    expect(tenEach.json()).toEqual({ message: messages.tooManyPortions.replace('{max}', '30') });
    for (const id of DISHES) expect(await stockOf(t, id)).toBe(12);

    const next = await createTestUser(t.db);
    expect((await postOrder(t, next, [{ id: 105, qty: 2 }], cash)).statusCode).toBe(201);
  });

  it('lets staff set the limits, and refuses what is out of range in words', async () => {
    const limits = { maxPerDish: 3, maxPortions: 4, answerWithinMinutes: 20 };
    expect((await putSettings({ ...defaultSettings, orderLimits: limits })).statusCode).toBe(200);
    await setStock(t, 102, 50);
    await setStock(t, 103, 50);
    const customer = await createTestUser(t.db);
    expect((await postOrder(t, customer, [{ id: 102, qty: 4 }], cash)).statusCode).toBe(422);
    const five = [
      { id: 102, qty: 3 },
      { id: 103, qty: 2 },
    ];
    expect((await postOrder(t, customer, five, cash)).json()).toEqual({
      message: messages.tooManyPortions.replace('{max}', '4'),
    });

    const zero = await putSettings({
      ...defaultSettings,
      orderLimits: { ...limits, maxPerDish: 0 },
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json<{ message: string }>().message).toMatch(/whole number from 1 to 99/);
    // A shop whose alarm to staff comes at 10 minutes (ESCALATE_AFTER_MINUTES) cannot cancel
    // waiting orders before it.
    const { notifications } = t.deps.config;
    const alarmBefore = notifications.escalateAfterMs;
    notifications.escalateAfterMs = 10 * MINUTE;
    try {
      const beforeAlarm = await putSettings({
        ...defaultSettings,
        orderLimits: { ...limits, answerWithinMinutes: 10 },
      });
      expect(beforeAlarm.statusCode).toBe(422);
      expect(beforeAlarm.json()).toEqual({
        message: messages.answerWithinTooShort.replace('{minutes}', '10'),
      });
    } finally {
      notifications.escalateAfterMs = alarmBefore;
    }
  });

  it('lets staff typing a phone order go over the limits', async () => {
    await setStock(t, 104, 60);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: bearer(admin),
      payload: { ...orderBody([{ id: 104, qty: 40 }]), paymentMethod: undefined },
    });
    expect(taken.statusCode).toBe(201);
    expect(await stockOf(t, 104)).toBe(20);
  });

  it('cancels a cash order nobody answered in 20 minutes, returning its stock once, telling both sides', async () => {
    // The earlier tests' orders go first, out of this count.
    clock += 60 * MINUTE;
    await cancelUnansweredOrders(t.deps);
    await setStock(t, 106, 20);
    const customer = await createTestUser(t.db);
    const waiting = await postOrder(t, customer, [{ id: 106, qty: 5 }], cash);
    const answered = await postOrder(t, customer, [{ id: 106, qty: 1 }], cash);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: bearer(admin),
      payload: { ...orderBody([{ id: 106, qty: 2 }]), paymentMethod: undefined },
    });
    const idOf = (placed: typeof waiting) => placed.json<{ id: number }>().id;
    const [id, answeredId, phoneId] = [idOf(waiting), idOf(answered), idOf(phone)];
    expect(await stockOf(t, 106)).toBe(12);
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${answeredId}/status`,
      headers: bearer(admin),
      payload: { status: '2', readyInMinutes: 30 },
    });
    expect(accepted.statusCode).toBe(200);

    clock += 19 * MINUTE;
    expect(await cancelUnansweredOrders(t.deps)).toBe(0);
    clock += 2 * MINUTE;
    events.length = 0;
    // Two processes sweeping at the same moment: the order is canceled, and stocked, once.
    const swept = await Promise.all([
      cancelUnansweredOrders(t.deps),
      cancelUnansweredOrders(t.deps),
    ]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await stockOf(t, 106)).toBe(17);

    const reason = messages.canceledUnanswered.replace('{minutes}', '20');
    expect(await readOrder(customer, id)).toMatchObject({ status: '-1', cancelReason: reason });
    // Staff read on the board why it was canceled.
    expect(await onBoard(id)).toMatchObject({ status: '-1', cancelReason: reason });
    // The event the customer's notice and open pages follow.
    expect(events).toContainEqual(expect.objectContaining({ type: 'order.updated', orderId: id }));
    expect(events).toContainEqual({ type: 'menu.changed' });
    // The customer's text is in the outbox, queued with the cancel itself.
    const told = await t.db.kysely
      .selectFrom('notificationSends')
      .select(['step', 'channel'])
      .where('orderId', '=', id)
      .execute();
    expect(told).toContainEqual({ step: 'canceled', channel: 'sms' });
    // An accepted order and one staff typed in themselves (accepted as they took it) stand.
    expect(await onBoard(answeredId)).toMatchObject({ status: '2' });
    expect(await onBoard(phoneId)).toMatchObject({ status: '2', cancelReason: null });
  });
});
