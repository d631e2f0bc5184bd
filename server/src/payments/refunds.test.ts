import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { insertTestOrder } from '../orders/orders-admin.fixtures';
import { OPEN_AT } from '../orders/orders.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { callback, orderAndPay } from './payments.test-helpers';
import { checkPendingRefunds } from './refund-status';
import { askRefund, boardOrder, cancelOrder, refundRows } from './refunds.test-helpers';
import { startFakeFlutterwave } from './testing/fake-flutterwave';

describe.each(testDialects)('refunds with the simulator and in cash on %s', (dialect) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createTestUser>>;
  let customer: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      now: () => OPEN_AT,
      config: { unpaidOrders: { perCustomer: 100, cancelAfterMs: 30 * 60_000 } },
    });
    staff = await createTestUser(t.db, { role: 'owner' });
    customer = await createTestUser(t.db);
  });
  afterAll(() => t.close());

  const pay = (reference: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/simulator/${reference}`,
      headers: bearer(customer),
      payload: { outcome: 'success', channel: 'bank' },
    });

  it('gives a paid-twice order its second payment back, at once, within that payment', async () => {
    const first = await orderAndPay(t, customer);
    await pay(first.reference);
    // The customer paid again from another tab: the second payment is a duplicate.
    const second = await orderAndPay(t, customer);
    await t.db.kysely
      .updateTable('payments')
      .set({ orderId: first.orderId })
      .where('reference', '=', second.reference)
      .execute();
    await pay(second.reference);
    const order = await boardOrder(t, staff, first.orderId);
    expect(order.payments.map((payment) => payment.status)).toEqual(['success', 'duplicate']);
    expect(order.refundDue).toBe(10_000);
    const duplicate = order.payments[1]!;

    // More than the duplicate paid is refused, though the order brought in ₦20,000.
    const over = await askRefund(t, staff, first.orderId, {
      paymentId: duplicate.id,
      amount: 10_001,
      reason: 'Paid twice',
    });
    expect(over.json()).toEqual({ message: messages.refundTooMuch.replace('{left}', '₦10,000') });
    const done = await askRefund(t, staff, first.orderId, {
      paymentId: duplicate.id,
      amount: 10_000,
      reason: 'Paid twice',
    });
    expect(done.statusCode).toBe(201);
    expect(done.json().refund).toMatchObject({ status: 'processed', provider: 'simulator' });
    expect((await boardOrder(t, staff, first.orderId)).refundDue).toBe(0);
  });

  it('records cash given back by hand, up to what the cash order cost', async () => {
    const { id: orderId } = await insertTestOrder(t.db.kysely, {
      userId: customer.id,
      paymentMethod: 'cash',
      isPaid: true,
      status: '1',
      // Two portions of chips: ₦3,000.
      items: [{ foodId: 109, quantity: 2 }],
    });
    const part = await askRefund(t, staff, orderId, { amount: 1500, reason: 'Stew was cold' });
    expect(part.statusCode).toBe(201);
    expect(part.json().refund).toMatchObject({
      method: 'cash',
      provider: 'cash',
      status: 'processed',
      amount: 1500,
    });
    const over = await askRefund(t, staff, orderId, { amount: 3000, reason: 'All of it' });
    expect(over.json()).toEqual({ message: messages.refundTooMuch.replace('{left}', '₦1,500') });
    expect((await refundRows(t, orderId)).map((row) => row.amountKobo)).toEqual([150_000]);

    const unpaid = await insertTestOrder(t.db.kysely, { paymentMethod: 'cash' });
    const refused = await askRefund(t, staff, unpaid.id, { amount: 100, reason: 'Sorry' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.refundNotPaid });
  });

  it('refuses bad input in plain words and unknown orders with 404', async () => {
    const { id } = await insertTestOrder(t.db.kysely, { isPaid: true });
    for (const [body, message] of [
      [{ amount: 0, reason: 'x' }, messages.refundAmountInvalid],
      [{ amount: 'lots', reason: 'x' }, messages.refundAmountInvalid],
      [{ amount: 10.001, reason: 'x' }, messages.refundAmountInvalid],
      [{ amount: 10, reason: '  ' }, messages.refundReasonRequired],
    ] as const) {
      const response = await askRefund(t, staff, id, body as never);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message });
    }
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refunds`,
      headers: { authorization: `Bearer ${staff.token}` },
      payload: { amount: 10, reason: 'Sorry' },
    });
    expect(noKey.json()).toEqual({ message: messages.refundKeyRequired });
    expect((await askRefund(t, staff, 999_999, { amount: 10, reason: 'x' })).statusCode).toBe(404);
    expect(await refundRows(t, id)).toEqual([]);
  });

  it('owes a canceled cash-paid order its price back until it is refunded', async () => {
    const { id } = await insertTestOrder(t.db.kysely, {
      paymentMethod: 'cash',
      isPaid: true,
      items: [{ foodId: 101, quantity: 1 }],
    });
    await cancelOrder(t, staff, id);
    expect((await boardOrder(t, staff, id)).refundDue).toBe(5000);
    await askRefund(t, staff, id, { amount: 5000, reason: 'Canceled' });
    expect((await boardOrder(t, staff, id)).refundDue).toBe(0);
  });
});

describe.each(testDialects)('refunds through Flutterwave on %s', (dialect) => {
  const secretKey = 'FLWSECK_TEST-9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d-X';
  let fake: Awaited<ReturnType<typeof startFakeFlutterwave>>;
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createTestUser>>;
  beforeAll(async () => {
    fake = await startFakeFlutterwave(secretKey);
    t = await createTestApp(dialect, {
      now: () => OPEN_AT,
      config: {
        unpaidOrders: { perCustomer: 100, cancelAfterMs: 30 * 60_000 },
        payments: {
          provider: 'flutterwave',
          paystack: null,
          flutterwave: { secretKey, secretHash: 'hash-4c1d', baseUrl: fake.baseUrl },
        },
      },
    });
    staff = await createTestUser(t.db, { role: 'owner' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function paidOrder() {
    const customer = await createTestUser(t.db);
    const { orderId, reference } = await orderAndPay(t, customer);
    const tx = fake.settle(reference);
    await callback(t, `status=successful&tx_ref=${reference}&transaction_id=${tx.id}`);
    const [payment] = (await boardOrder(t, staff, orderId)).payments;
    return { orderId, tx, paymentId: payment!.id };
  }

  it('refunds by the transaction id in naira; completed at once is processed', async () => {
    const { orderId, tx, paymentId } = await paidOrder();
    const answer = await askRefund(t, staff, orderId, {
      paymentId,
      amount: 2500,
      reason: 'One dish missing',
    });
    expect(answer.statusCode).toBe(201);
    const call = fake.requests.find((request) => request.path.endsWith('/refund'));
    expect(call).toMatchObject({
      path: `/v3/transactions/${tx.id}/refund`,
      body: { amount: 2500, comments: 'One dish missing' },
    });
    expect(await refundRows(t, orderId)).toEqual([
      expect.objectContaining({ status: 'processed', amountKobo: 250_000 }),
    ]);
  });

  it('asks again about a pending refund, and records the answer once', async () => {
    fake.options.refundsComplete = false;
    const { orderId, paymentId } = await paidOrder();
    await askRefund(t, staff, orderId, { paymentId, amount: 10_000, reason: 'Canceled' });
    fake.options.refundsComplete = true;
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'pending' });
    await checkPendingRefunds(t.deps);
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'pending' });

    const refund = fake.refunds().at(-1)!;
    fake.finishRefund(refund.id, 'failed');
    await Promise.all([checkPendingRefunds(t.deps), checkPendingRefunds(t.deps)]);
    expect((await refundRows(t, orderId))[0]).toMatchObject({ status: 'failed' });
    // Failed: the whole amount may be asked again, once.
    const order = await boardOrder(t, staff, orderId);
    expect(order.payments[0]?.refunded).toBe(0);
    const again = await askRefund(t, staff, orderId, {
      paymentId,
      amount: 10_000,
      reason: 'Retry',
    });
    expect(again.statusCode).toBe(201);
  });
});
