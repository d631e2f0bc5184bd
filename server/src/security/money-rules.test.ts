import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrdersResponse } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import type { Order } from '@buka/domain/orders';
import { cancelUnpaidOrders } from '../orders/unpaid-orders.service';
import { OPEN_AT, postOrder, setStock, stockOf } from '../orders/orders.test-helpers';
import { orderAndPay, paymentState } from '../payments/payments.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

// One customer's 9 unpaid cash orders took all 108 portions of the
// shop's dishes; online orders nobody paid held their stock for ever; and a payment started
// before staff canceled an order, completed after, left it canceled and paid, and the customer
// read 'Payment Done!'.

const MINUTE = 60_000;
const DISH = 103;

describe.each(testDialects)('money and stock rules under attack on %s', (dialect) => {
  let t: TestApp;
  let clock = OPEN_AT.getTime();
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => new Date(clock) });
    admin = await createTestUser(t.db, { role: 'owner' });
  });
  afterAll(() => t.close());

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
  const cancelByStaff = (id: number) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: bearer(admin),
      // The customer is told why.
      payload: { status: '-1', reason: 'Sold out' },
    });
  const paySimulated = (reference: string, user: { token: string }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/simulator/${reference}`,
      headers: bearer(user),
      payload: { outcome: 'success', channel: 'bank' },
    });

  it('stops one customer from holding the stock with unpaid orders, even all at once', async () => {
    await setStock(t, DISH, 100);
    const hoarder = await createTestUser(t.db);
    const burst = await Promise.all(
      Array.from({ length: 9 }, () =>
        postOrder(t, hoarder, [{ id: DISH, qty: 10 }], { extra: { paymentMethod: 'cash' } }),
      ),
    );
    const statuses = burst.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429]);
    const refused = burst.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      message: messages.tooManyUnpaidOrders.replace('{count}', '3'),
    });
    expect(await stockOf(t, DISH)).toBe(100 - 30);

    // The next customer still finds food.
    const next = await createTestUser(t.db);
    const nextOrder = await postOrder(t, next, [{ id: DISH, qty: 2 }], {
      extra: { paymentMethod: 'cash' },
    });
    expect(nextOrder.statusCode).toBe(201);

    // Once one of the hoarder's orders is delivered (paid at the door), one more is allowed.
    const first = burst.find((answer) => answer.statusCode === 201)?.json<{ id: number }>().id;
    for (const status of ['2', '3', '1']) {
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${first}/status`,
        headers: bearer(admin),
        payload: status === '2' ? { status, readyInMinutes: 30 } : { status },
      });
      expect(moved.statusCode).toBe(200);
    }
    const again = await postOrder(t, hoarder, [{ id: DISH, qty: 1 }], {
      extra: { paymentMethod: 'cash' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('cancels an online order left unpaid for 30 minutes, returning its stock once, with the reason', async () => {
    await setStock(t, DISH, 20);
    const customer = await createTestUser(t.db);
    const placed = await postOrder(t, customer, [{ id: DISH, qty: 5 }]);
    expect(placed.statusCode).toBe(201);
    const { id } = placed.json<{ id: number }>();
    const cash = await postOrder(t, customer, [{ id: DISH, qty: 1 }], {
      extra: { paymentMethod: 'cash' },
    });
    expect(await stockOf(t, DISH)).toBe(14);

    clock += 29 * MINUTE;
    expect(await cancelUnpaidOrders(t.deps)).toBe(0);
    clock += 2 * MINUTE;
    // Two processes sweeping at the same moment: the order is canceled, and stocked, once.
    const swept = await Promise.all([cancelUnpaidOrders(t.deps), cancelUnpaidOrders(t.deps)]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await cancelUnpaidOrders(t.deps)).toBe(0);
    expect(await stockOf(t, DISH)).toBe(19);

    const reason = messages.canceledUnpaid.replace('{minutes}', '30');
    expect(await readOrder(customer, id)).toMatchObject({
      status: '-1',
      isPaid: false,
      cancelReason: reason,
      refundDue: 0,
    });
    expect(await onBoard(id)).toMatchObject({ status: '-1', cancelReason: reason });
    // Cash is paid at the door: that order stands.
    expect(await readOrder(customer, cash.json<{ id: number }>().id)).toMatchObject({
      status: '0',
      cancelReason: null,
    });
  });

  it('records a payment that arrives after the cancel as money to return, never as paid', async () => {
    await setStock(t, DISH, 20);
    const customer = await createTestUser(t.db);
    // The customer opens the payment page, then staff cancel the order.
    const { orderId, total, reference } = await orderAndPay(t, customer, [{ id: DISH, qty: 2 }]);
    expect((await cancelByStaff(orderId)).statusCode).toBe(200);

    const paid = await paySimulated(reference, customer);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ redirect: '/payment/refund' });
    expect((await paymentState(t, reference)).status).toBe('refund_due');
    expect(await readOrder(customer, orderId)).toMatchObject({
      status: '-1',
      isPaid: false,
      refundDue: total,
    });
    expect(await onBoard(orderId)).toMatchObject({ status: '-1', isPaid: false, refundDue: total });
    // The provider's return and a repeated webhook say the same, and change nothing.
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/payment/callback?reference=${reference}`,
    });
    expect(back.headers.location).toBe('/payment/refund');
    expect(await stockOf(t, DISH)).toBe(20);
  });

  it('after a payment races the 30-minute cancel, the order is either paid or canceled with the money owed back', async () => {
    for (let round = 0; round < 6; round++) {
      await setStock(t, DISH, 20);
      const customer = await createTestUser(t.db);
      const { orderId, total, reference } = await orderAndPay(t, customer, [{ id: DISH, qty: 1 }]);
      clock += 31 * MINUTE;
      const [, paid] = await Promise.all([
        cancelUnpaidOrders(t.deps),
        paySimulated(reference, customer),
      ]);
      const order = await readOrder(customer, orderId);
      const redirect = paid.json<{ redirect: string }>().redirect;
      if (order.isPaid) {
        expect(order).toMatchObject({ status: '0', refundDue: 0 });
        expect(redirect).toBe('/payment/success');
        expect(await stockOf(t, DISH)).toBe(19);
      } else {
        expect(order).toMatchObject({ status: '-1', refundDue: total });
        expect(redirect).toBe('/payment/refund');
        expect(await stockOf(t, DISH)).toBe(20);
      }
    }
  });

  it('counts an order canceled after it was paid as money to return', async () => {
    const customer = await createTestUser(t.db);
    const { orderId, total, reference } = await orderAndPay(t, customer, [{ id: DISH, qty: 1 }]);
    expect((await paySimulated(reference, customer)).json()).toEqual({
      redirect: '/payment/success',
    });
    expect((await cancelByStaff(orderId)).statusCode).toBe(200);
    expect(await readOrder(customer, orderId)).toMatchObject({
      status: '-1',
      isPaid: true,
      refundDue: total,
    });
  });
});
