import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { haLater } from '@buka/domain/locales/later/ha';
import { fill } from '@buka/domain/message-ids';
import { messages } from '@buka/domain/messages';
import { placeOrderResponseSchema } from '@buka/domain/orders';
import { defaultSettings } from '@buka/domain/settings';
import type { EventListener } from '../events/event-bus';
import { writeSettings } from '../settings/settings.repository';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { countOrders, OPEN_AT, postOrder, setStock, stockOf } from './orders.test-helpers';

describe.each(testDialects)('POST /api/orders on %s', (dialect) => {
  let t: TestApp;
  let clock = OPEN_AT;
  const events: Parameters<EventListener>[0][] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => clock });
    t.deps.events.subscribe((event) => events.push(event));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = OPEN_AT;
    events.length = 0;
    await writeSettings(t.db.kysely, defaultSettings);
  });

  it('sells a dish with stock 5 exactly 5 times to 50 customers ordering at once', async () => {
    await setStock(t, 110, 5);
    const customers = await Promise.all(Array.from({ length: 50 }, () => createTestUser(t.db)));
    const before = await countOrders(t);
    const responses = await Promise.all(
      customers.map((customer) => postOrder(t, customer, [{ id: 110, qty: 1 }])),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const response of refused) {
      expect(response.json()).toMatchObject({ message: 'Food is finished' });
    }
    expect(await stockOf(t, 110)).toBe(0);
    expect((await countOrders(t)) - before).toBe(5);
    expect(events.filter((event) => event.type === 'order.created')).toHaveLength(5);
    // The order that took the last portion tells open menus to hide the dish.
    expect(events.filter((event) => event.type === 'menu.changed')).toHaveLength(1);
  });

  it("computes the total from the server's prices and the area's fee, ignoring the client's", async () => {
    await writeSettings(t.db.kysely, {
      ...defaultSettings,
      areas: [
        { name: 'Samaru', feeKobo: 50_000 },
        { name: 'PZ', feeKobo: 0 },
      ],
    });
    const user = await createTestUser(t.db);
    const stock101 = await stockOf(t, 101);
    const response = await postOrder(
      t,
      user,
      [
        { id: 101, qty: 2 },
        { id: 109, qty: 1 },
        { id: 101, qty: 1 },
      ],
      { extra: { total: 5, area: 'samaru', paymentMethod: 'cash' } },
    );
    expect(response.statusCode).toBe(201);
    // 3 × 5000 + 1500 + 500 delivery, in naira.
    const body = placeOrderResponseSchema.parse(response.json());
    expect(body).toEqual({ id: body.id, total: 17_000, paymentMethod: 'cash' });
    expect(await stockOf(t, 101)).toBe(stock101 - 3);

    const order = await t.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      userId: user.id,
      totalKobo: 1_700_000,
      deliveryFeeKobo: 50_000,
      area: 'Samaru',
      isPaid: 0,
      status: '0',
      clientAddress: '12 Market Road, Kubwa',
      createdAt: OPEN_AT.getTime(),
    });
    expect(events).toEqual([
      {
        type: 'order.created',
        orderId: body.id,
        userId: user.uid,
        total: 17_000,
        paymentMethod: 'cash',
        source: 'online',
      },
    ]);

    const unknownArea = await postOrder(t, user, [{ id: 101, qty: 1 }], {
      extra: { area: 'Lagos' },
    });
    expect(unknownArea.statusCode).toBe(422);
    expect(unknownArea.json()).toMatchObject({ message: messages.unknownArea });
    // Leaving the area out must not skip the fee, nor pick an area for the customer.
    const noArea = await postOrder(t, user, [{ id: 101, qty: 1 }], { extra: { area: undefined } });
    expect(noArea.statusCode).toBe(422);
    expect(noArea.json()).toMatchObject({ message: messages.areaRequired });
  });

  it('needs the area chosen even when every area is free, unless the shop lists none', async () => {
    await writeSettings(t.db.kysely, defaultSettings);
    const user = await createTestUser(t.db);
    const noArea = { extra: { area: undefined } };
    const refused = await postOrder(t, user, [{ id: 101, qty: 1 }], noArea);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'Please choose your delivery area' });
    const blank = await postOrder(t, user, [{ id: 101, qty: 1 }], { extra: { area: '  ' } });
    expect(blank.json()).toMatchObject({ message: messages.areaRequired });

    await writeSettings(t.db.kysely, { ...defaultSettings, areas: [] });
    const anywhere = await postOrder(t, user, [{ id: 101, qty: 1 }], noArea);
    expect(anywhere.statusCode).toBe(201);
    await writeSettings(t.db.kysely, defaultSettings);
  });

  it('takes the ordered foods out of the cart and keeps the rest', async () => {
    const user = await createTestUser(t.db);
    for (const fid of [102, 103, 104]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: bearer(user),
        payload: { fid },
      });
    }
    expect(
      (
        await postOrder(t, user, [
          { id: 102, qty: 1 },
          { id: 104, qty: 2 },
        ])
      ).statusCode,
    ).toBe(201);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(user) });
    expect(cart.json().items.map((item: { fid: number }) => item.fid)).toEqual([103]);
  });

  it('writes nothing when any line lacks stock', async () => {
    await setStock(t, 108, 1);
    const user = await createTestUser(t.db);
    const stock107 = await stockOf(t, 107);
    const before = await countOrders(t);
    const response = await postOrder(t, user, [
      { id: 107, qty: 1 },
      { id: 108, qty: 2 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.foodFinished });
    expect(await stockOf(t, 107)).toBe(stock107);
    expect(await stockOf(t, 108)).toBe(1);
    expect(await countOrders(t)).toBe(before);
    expect(events).toEqual([]);
    await setStock(t, 108, 8);
  });

  it('makes one order for a replayed Idempotency-Key, even sent twice at once', async () => {
    const user = await createTestUser(t.db);
    const stock = await stockOf(t, 102);
    const before = await countOrders(t);
    const key = 'c0ffee00-1111-4222-8333-444455556666';
    const [a, b] = await Promise.all([
      postOrder(t, user, [{ id: 102, qty: 1 }], { key }),
      postOrder(t, user, [{ id: 102, qty: 1 }], { key }),
    ]);
    const c = await postOrder(t, user, [{ id: 102, qty: 1 }], { key });
    for (const response of [a, b, c]) expect(response.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    expect(c.json()).toEqual(a.json());
    expect(c.headers['idempotent-replayed']).toBe('true');
    expect(await countOrders(t)).toBe(before + 1);
    expect(await stockOf(t, 102)).toBe(stock - 1);
    expect(events.filter((event) => event.type === 'order.created')).toHaveLength(1);

    // A retry after closing time still gets its order back rather than 405.
    clock = new Date('2025-06-04T20:00:00Z');
    expect((await postOrder(t, user, [{ id: 102, qty: 1 }], { key })).json()).toEqual(a.json());
    clock = OPEN_AT;

    const reused = await postOrder(t, user, [{ id: 102, qty: 2 }], { key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ message: messages.idempotencyKeyReused });
    // Keys belong to their user: someone else's same key is a new order.
    const other = await createTestUser(t.db);
    const theirs = await postOrder(t, other, [{ id: 102, qty: 1 }], { key });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(a.json().id);

    const bad = await postOrder(t, user, [{ id: 102, qty: 1 }], { key: 'x'.repeat(201) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: messages.idempotencyKeyInvalid });
  });

  it("answers 405 with the spec's words outside the hours and while paused", async () => {
    const user = await createTestUser(t.db);
    // 08:59 in Lagos on a Wednesday.
    clock = new Date('2025-06-04T07:59:00Z');
    const early = await postOrder(t, user, [{ id: 101, qty: 1 }]);
    expect(early.statusCode).toBe(405);
    expect(early.json()).toMatchObject({
      message: "Sorry, we're not open yet. We open at 9:00 am today",
    });

    // The exact sentence of docs/messages.md#catalogue, with the shop opening at 10:00.
    await writeSettings(t.db.kysely, {
      ...defaultSettings,
      timetable: defaultSettings.timetable.map(() => [{ open: '10:00', close: '17:00' }]),
    });
    clock = new Date('2025-06-04T17:30:00Z');
    const late = await postOrder(t, user, [{ id: 101, qty: 1 }]);
    expect(late.statusCode).toBe(405);
    expect(late.json()).toMatchObject({ message: "Sorry, we're closed. Till tomorrow 10:00 am" });

    // A pause never sends people away until tomorrow: paused for now, till when if staff said.
    clock = new Date('2025-06-04T12:00:00Z');
    await writeSettings(t.db.kysely, { ...defaultSettings, paused: true });
    const paused = await postOrder(t, user, [{ id: 101, qty: 1 }]);
    expect(paused.statusCode).toBe(405);
    expect(paused.json()).toMatchObject({ message: 'Sorry, we have paused ordering for now.' });

    const until = new Date('2025-06-04T12:30:00Z').toISOString();
    await writeSettings(t.db.kysely, { ...defaultSettings, paused: true, pausedUntil: until });
    const pausedTill = await postOrder(t, user, [{ id: 101, qty: 1 }]);
    expect(pausedTill.statusCode).toBe(405);
    expect(pausedTill.json()).toMatchObject({
      message: 'Sorry, we have paused ordering for now. Till today 1:30 pm',
    });
    // In the customer's language, its day too.
    const inHausa = await postOrder(t, user, [{ id: 101, qty: 1 }], { language: 'ha' });
    expect(inHausa.json()).toMatchObject({
      message: fill(haLater.pausedTill, { day: haLater.dayToday, time: '1:30 pm' }),
    });
    // The pause is over at its time, by itself.
    clock = new Date('2025-06-04T12:30:00Z');
    expect((await postOrder(t, user, [{ id: 101, qty: 1 }])).statusCode).toBe(201);

    await writeSettings(t.db.kysely, { ...defaultSettings, paused: false });
    expect((await postOrder(t, user, [{ id: 101, qty: 1 }])).statusCode).toBe(201);
  });

  it("answers 401 without a session and 422 'Invalid fields' for bad bodies", async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: 'Unauthorized. Login again' });
    const forged = await postOrder(t, { token: 'a'.repeat(43) }, [{ id: 101, qty: 1 }]);
    expect(forged.statusCode).toBe(401);

    const user = await createTestUser(t.db);
    const invalid = [
      { products: [] },
      { products: [{ id: 101, qty: 0 }] },
      { products: [{ id: 'jollof', qty: 1 }] },
      { products: 'all of it' },
      { paymentMethod: 'barter' },
      { name: '' },
    ];
    for (const extra of invalid) {
      const response = await postOrder(t, user, [{ id: 101, qty: 1 }], { extra });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: messages.invalidFields });
    }
    const noAddress = await postOrder(t, user, [{ id: 101, qty: 1 }], { extra: { address: ' ' } });
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json()).toMatchObject({ message: messages.addressRequired });
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
  });
});
