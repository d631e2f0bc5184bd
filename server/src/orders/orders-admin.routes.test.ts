import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderSchema, adminOrdersResponseSchema } from '@buka/domain/admin';
import type { ShopEvent } from '@buka/domain/events';
import { messages } from '@buka/domain/messages';
import { checkStatusMove } from './orders-admin.service';
import { insertTestOrder, stockOf } from './orders-admin.fixtures';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

describe('checkStatusMove', () => {
  it.each([
    ['0', '2'],
    ['2', '3'],
    ['2', '1'],
    ['3', '1'],
    ['0', '-1'],
    ['3', '-1'],
    ['2', '2'],
  ] as const)('lets %s move to %s', (from, to) => {
    expect(() => checkStatusMove(from, to)).not.toThrow();
  });

  it.each([
    ['1', '-1', messages.orderAlreadyDelivered],
    ['1', '3', messages.orderAlreadyDelivered],
    ['-1', '0', messages.orderAlreadyCanceled],
    ['-1', '-1', messages.orderAlreadyCanceled],
    ['3', '2', messages.orderStepBack],
    ['2', '0', messages.orderStepBack],
    ['0', '3', messages.acceptFirst],
    ['0', '1', messages.acceptFirst],
  ] as const)('stops %s moving to %s', (from, to, message) => {
    expect(() => checkStatusMove(from, to)).toThrow(message);
  });
});

describe.each(testDialects)('the staff orders board on %s', (dialect) => {
  let t: TestApp;
  let admin: { token: string };
  let customerId: number;
  const seen: ShopEvent[] = [];
  const clock = Date.parse('2025-06-04T11:00:00Z');

  const asAdmin = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(admin) });
  // What staff send with each move: a ready time to accept, a reason to cancel.
  const setStatus = (id: number, status: string, extra: object = {}) =>
    asAdmin('PATCH', `/api/orders/${id}/status`, {
      status,
      ...(status === '2' ? { readyInMinutes: 30 } : {}),
      ...(status === '-1' ? { reason: 'Sold out' } : {}),
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => new Date(clock) });
    admin = await createTestUser(t.db, { role: 'owner' });
    customerId = (await createTestUser(t.db)).id;
    t.deps.events.subscribe((event) => seen.push(event as ShopEvent));
  });
  afterAll(() => t.close());

  it('shows every order newest first, in the customer order shape, filtered by status and paid', async () => {
    const first = await insertTestOrder(t.db.kysely, { userId: customerId });
    const second = await insertTestOrder(t.db.kysely, {
      paymentMethod: 'online',
      isPaid: true,
      status: '2',
      items: [
        { foodId: 104, quantity: 1 },
        { foodId: 109, quantity: 3 },
      ],
    });
    const all = adminOrdersResponseSchema.parse((await asAdmin('GET', '/api/admin/orders')).json());
    expect(all.orders.map((order) => order.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(all.orders[0]).toMatchObject({
      total: 11_500,
      status: '2',
      isPaid: true,
      paymentMethod: 'online',
      userId: null,
      client: { name: 'Ada Obi', phone: '08012345678', address: '12 Market Road, Samaru' },
      products: [
        { id: 104, name: 'Chicken (Grilled)', price: '7000', OrderProduct: { quantity: 1 } },
        { id: 109, name: 'Chips', price: '1500', OrderProduct: { quantity: 3 } },
      ],
    });
    expect(all.orders[1]).toMatchObject({ userId: String(customerId), isPaid: false });

    const ids = async (query: string) =>
      adminOrdersResponseSchema
        .parse((await asAdmin('GET', `/api/admin/orders?${query}`)).json())
        .orders.map((order) => order.id);
    expect(await ids('paid=true')).toEqual([second.id]);
    expect(await ids('paid=false')).toEqual([first.id]);
    expect(await ids('status=2')).toEqual([second.id]);
    expect(await ids('status=open&paid=false')).toEqual([first.id]);
    expect(await ids('status=1')).toEqual([]);
    const bad = await asAdmin('GET', '/api/admin/orders?status=7');
    expect(bad.statusCode).toBe(422);
  });

  it('pages from an order, older and newer, to the oldest and back, filtered or not', async () => {
    // 65 delivered orders on top of what earlier tests made: three pages of 'delivered'.
    const older = await insertTestOrder(t.db.kysely, { status: '2', items: [] });
    const made: number[] = [];
    for (let i = 0; i < 65; i++) {
      made.push((await insertTestOrder(t.db.kysely, { status: '1', items: [] })).id);
    }
    const newestFirst = [...made].reverse();
    const page = async (query: string) =>
      adminOrdersResponseSchema.parse(
        (await asAdmin('GET', `/api/admin/orders?status=1&${query}`)).json(),
      );
    const ids = (answer: { orders: { id: number }[] }) => answer.orders.map((order) => order.id);

    const first = await page('');
    expect(first.total).toBe(65);
    expect(ids(first)).toEqual(newestFirst.slice(0, 30));
    expect(first.newer).toBeNull();
    expect(first.older).toBe(newestFirst[29]);

    const second = await page(`before=${first.older}`);
    expect(ids(second)).toEqual(newestFirst.slice(30, 60));
    expect(second).toMatchObject({ newer: newestFirst[30], older: newestFirst[59] });

    const third = await page(`before=${second.older}`);
    expect(ids(third)).toEqual(newestFirst.slice(60));
    expect(third).toMatchObject({ newer: newestFirst[60], older: null });

    // Back towards the newest, from the third page: the second again.
    const back = await page(`after=${third.newer}`);
    expect(ids(back)).toEqual(ids(second));
    expect(back).toMatchObject({ newer: second.newer, older: second.older });
    const top = await page(`after=${back.newer}`);
    expect(ids(top)).toEqual(ids(first));
    expect(top.newer).toBeNull();

    // The oldest page is the last 30, newest first, with newer ones above it.
    const oldest = await page('oldest=true');
    expect(ids(oldest)).toEqual(newestFirst.slice(35));
    expect(oldest).toMatchObject({ older: null, newer: newestFirst[35] });

    // An order that left the filter still pages from where it was.
    await t.db.kysely
      .updateTable('orders')
      .set({ status: '-1' })
      .where('id', '=', first.older!)
      .execute();
    expect(ids(await page(`before=${first.older}`))).toEqual(newestFirst.slice(30, 60));

    // Every order, filter or not, pages the same way: older than the oldest made, nothing new.
    const all = adminOrdersResponseSchema.parse(
      (await asAdmin('GET', `/api/admin/orders?before=${made[0]}`)).json(),
    );
    expect(all.orders[0]?.id).toBe(older.id);
    expect(all.orders.every((order) => order.id < made[0]!)).toBe(true);
    expect(all.newer).toBe(older.id);
  });

  it('moves an order through the kitchen steps, telling its customer each time', async () => {
    const order = await insertTestOrder(t.db.kysely, { userId: customerId });
    for (const status of ['2', '3', '1']) {
      seen.length = 0;
      const response = await setStatus(order.id, status);
      expect(response.statusCode).toBe(200);
      expect(adminOrderSchema.parse(response.json())).toMatchObject({ id: order.id, status });
      expect(seen).toEqual([
        {
          type: 'order.updated',
          orderId: order.id,
          userId: String(customerId),
          status,
          isPaid: false,
        },
      ]);
    }
    for (const status of ['-1', '3', '1']) {
      const again = await setStatus(order.id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: messages.orderAlreadyDelivered });
    }
  });

  it('accepts a new order with a ready time, or rejects it with a reason', async () => {
    const order = await insertTestOrder(t.db.kysely, { userId: customerId });
    const noTime = await asAdmin('PATCH', `/api/orders/${order.id}/status`, { status: '2' });
    expect(noTime.statusCode).toBe(422);
    expect(noTime.json()).toEqual({ message: messages.readyTimeRequired });
    for (const readyInMinutes of [0, 4, 241, 12.5, '30']) {
      const bad = await setStatus(order.id, '2', { readyInMinutes });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({ message: messages.readyTimeInvalid });
    }
    const skip = await setStatus(order.id, '3');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({ message: messages.acceptFirst });

    const accepted = await setStatus(order.id, '2', { readyInMinutes: 45 });
    expect(accepted.statusCode).toBe(200);
    expect(adminOrderSchema.parse(accepted.json())).toMatchObject({
      status: '2',
      acceptedAt: new Date(clock).toISOString(),
      readyAt: new Date(clock + 45 * 60_000).toISOString(),
      cancelReason: null,
    });
    const customerView = await t.app.inject({
      url: `/api/orders/${order.id}`,
      headers: bearer(admin),
    });
    expect(customerView.json()).toMatchObject({
      readyAt: new Date(clock + 45 * 60_000).toISOString(),
    });

    const other = await insertTestOrder(t.db.kysely);
    for (const reason of [undefined, '', '   ']) {
      const noReason = await asAdmin('PATCH', `/api/orders/${other.id}/status`, {
        status: '-1',
        reason,
      });
      expect(noReason.statusCode).toBe(422);
      expect(noReason.json()).toEqual({ message: messages.cancelReasonRequired });
    }
    const tooLong = await setStatus(other.id, '-1', { reason: 'x'.repeat(201) });
    expect(tooLong.json()).toEqual({ message: messages.cancelReasonTooLong });
    const rejected = await setStatus(other.id, '-1', { reason: '  We ran out of rice  ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: '-1', cancelReason: 'We ran out of rice' });
  });

  it("lists the new orders staff must still accept as 'new'", async () => {
    const waiting = await insertTestOrder(t.db.kysely);
    // Online and unpaid: not before staff yet.
    await insertTestOrder(t.db.kysely, { paymentMethod: 'online' });
    const ids = adminOrdersResponseSchema
      .parse((await asAdmin('GET', '/api/admin/orders?status=new')).json())
      .orders.map((order) => order.id);
    expect(ids).toContain(waiting.id);
    const all = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('status', '=', '0')
      .where('announcedAt', 'is not', null)
      .execute();
    expect(ids.sort()).toEqual(all.map((row) => row.id).sort());
  });

  it('refuses a step back and an unknown status, and finds no missing order', async () => {
    const order = await insertTestOrder(t.db.kysely, { status: '3' });
    const back = await setStatus(order.id, '2');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ message: messages.orderStepBack });
    const unknown = await setStatus(order.id, 'done');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: messages.invalidOrderStatus });
    const missing = await setStatus(987654, '2');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.orderNotFound });
  });

  it('gives the stock back when an order is canceled, once however often it is asked', async () => {
    const before = {
      jollof: await stockOf(t.db.kysely, 101),
      chips: await stockOf(t.db.kysely, 109),
    };
    const order = await insertTestOrder(t.db.kysely, {
      items: [
        { foodId: 101, quantity: 2 },
        { foodId: 109, quantity: 4 },
      ],
    });
    expect(await stockOf(t.db.kysely, 101)).toBe(before.jollof - 2);

    const answers = await Promise.all([setStatus(order.id, '-1'), setStatus(order.id, '-1')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const third = await setStatus(order.id, '-1');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: messages.orderAlreadyCanceled });
    expect(await stockOf(t.db.kysely, 101)).toBe(before.jollof);
    expect(await stockOf(t.db.kysely, 109)).toBe(before.chips);
    expect((await setStatus(order.id, '2')).statusCode).toBe(409);
  });

  it("keeps staff's reason for a cancel, for the customer to read, and ignores it otherwise", async () => {
    const order = await insertTestOrder(t.db.kysely, { userId: customerId });
    const moved = await asAdmin('PATCH', `/api/orders/${order.id}/status`, {
      status: '2',
      readyInMinutes: 30,
      reason: 'not a cancel',
    });
    expect(moved.json()).toMatchObject({ status: '2', cancelReason: null });
    const tooLong = await asAdmin('PATCH', `/api/orders/${order.id}/status`, {
      status: '-1',
      reason: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toEqual({ message: messages.cancelReasonTooLong });

    const canceled = await asAdmin('PATCH', `/api/orders/${order.id}/status`, {
      status: '-1',
      reason: '  Sorry, the jollof is finished  ',
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({
      status: '-1',
      cancelReason: 'Sorry, the jollof is finished',
    });
    const customer = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: bearer(admin),
    });
    expect(customer.json()).toMatchObject({ cancelReason: 'Sorry, the jollof is finished' });

    // The customer is always told why: no reason, no cancel.
    const noReason = await insertTestOrder(t.db.kysely, { userId: customerId });
    const plain = await asAdmin('PATCH', `/api/orders/${noReason.id}/status`, { status: '-1' });
    expect(plain.statusCode).toBe(422);
    expect(plain.json()).toEqual({ message: messages.cancelReasonRequired });
  });

  it('marks a cash order paid once; online orders are paid only by their provider', async () => {
    const cash = await insertTestOrder(t.db.kysely, { userId: customerId });
    seen.length = 0;
    const paid = await asAdmin('POST', `/api/admin/orders/${cash.id}/paid`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ isPaid: true, paidAt: expect.any(String) });
    expect(seen).toEqual([
      expect.objectContaining({ type: 'order.updated', orderId: cash.id, isPaid: true }),
    ]);
    seen.length = 0;
    expect((await asAdmin('POST', `/api/admin/orders/${cash.id}/paid`)).statusCode).toBe(200);
    expect(seen).toEqual([]);

    const online = await insertTestOrder(t.db.kysely, { paymentMethod: 'online' });
    const refused = await asAdmin('POST', `/api/admin/orders/${online.id}/paid`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.orderPaidByProvider });

    const canceled = await insertTestOrder(t.db.kysely, { status: '-1' });
    const notPaid = await asAdmin('POST', `/api/admin/orders/${canceled.id}/paid`);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toEqual({ message: messages.orderCanceledNotPaid });
  });

  it('records cash or transfer, and takes Mark paid back within a minute only', async () => {
    const order = await insertTestOrder(t.db.kysely, {
      userId: customerId,
      items: [{ foodId: 103, quantity: 1 }],
    });
    const paid = await asAdmin('POST', `/api/admin/orders/${order.id}/paid`, { by: 'transfer' });
    expect(paid.json()).toMatchObject({ isPaid: true, payByTransfer: true });

    const undone = await asAdmin('POST', `/api/admin/orders/${order.id}/unpaid`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ isPaid: false, paidAt: null });
    const nothing = await asAdmin('POST', `/api/admin/orders/${order.id}/unpaid`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ message: messages.orderNotMarkedPaid });

    expect(
      (await asAdmin('POST', `/api/admin/orders/${order.id}/paid`, { by: 'cash' })).json(),
    ).toMatchObject({ isPaid: true, payByTransfer: false });
    // Marked paid 61 seconds ago: counted by now, so taking it back is a refund.
    const paidAt = (
      await t.db.kysely
        .selectFrom('orders')
        .select('paidAt')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow()
    ).paidAt!;
    await t.db.kysely
      .updateTable('orders')
      .set({ paidAt: paidAt - 61_000 })
      .where('id', '=', order.id)
      .execute();
    const late = await asAdmin('POST', `/api/admin/orders/${order.id}/unpaid`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: messages.orderPaidUndoTooLate });

    const bad = await asAdmin('POST', `/api/admin/orders/${order.id}/paid`, { by: 'card' });
    expect(bad.statusCode).toBe(422);
  });
});
