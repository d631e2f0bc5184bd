import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { orderSchema } from '@buka/domain/orders';
import { OPEN_AT } from '../orders/orders.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { callback, orderAndPay, paystackSignature } from './payments.test-helpers';
import { checkPendingRefunds, UNANSWERED_GRACE_MS } from './refund-status';
import { askRefund, boardOrder, cancelOrder, refundRows } from './refunds.test-helpers';
import { startFakePaystack } from './testing/fake-paystack';

const secretKey = 'sk_test_0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e';

describe.each(testDialects)('refunds through Paystack on %s', (dialect) => {
  let fake: Awaited<ReturnType<typeof startFakePaystack>>;
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createTestUser>>;
  let customer: Awaited<ReturnType<typeof createTestUser>>;
  const updates: number[] = [];
  // Moved on by the tests of refunds left unanswered, and back after.
  let clock = OPEN_AT.getTime();

  beforeAll(async () => {
    fake = await startFakePaystack(secretKey);
    t = await createTestApp(dialect, {
      now: () => new Date(clock),
      config: {
        unpaidOrders: { perCustomer: 100, cancelAfterMs: 30 * 60_000 },
        payments: {
          provider: 'paystack',
          paystack: { secretKey, baseUrl: fake.baseUrl },
          flutterwave: null,
        },
      },
    });
    staff = await createTestUser(t.db, { role: 'owner' });
    customer = await createTestUser(t.db);
    t.deps.events.subscribe((event) => {
      if (event.type === 'order.updated') updates.push(event.orderId);
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** An order of ₦10,000 paid through Paystack; answers it with its payment's id. */
  async function paidOrder() {
    const { orderId, reference } = await orderAndPay(t, customer);
    fake.settle(reference);
    await callback(t, `reference=${reference}`);
    const payment = await t.db.kysely
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('success');
    return { orderId, reference, paymentId: payment.id };
  }

  const webhook = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': paystackSignature(secretKey, body),
      },
      payload: body,
    });

  const refundCalls = () => fake.requests.filter((request) => request.path === '/refund').length;

  it('refunds a canceled paid order once however often the button and the webhook repeat', async () => {
    const { orderId, paymentId, reference } = await paidOrder();
    await cancelOrder(t, staff, orderId);
    expect((await boardOrder(t, staff, orderId)).refundDue).toBe(10_000);
    const before = refundCalls();

    const body = { paymentId, amount: 10_000, reason: 'We ran out of rice' };
    const key = 'refund-click-1';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => askRefund(t, staff, orderId, body, key)),
    );
    answers.push(await askRefund(t, staff, orderId, body, key));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(refundCalls() - before).toBe(1);
    const [row] = await refundRows(t, orderId);
    expect(await refundRows(t, orderId)).toHaveLength(1);
    expect(row).toMatchObject({ status: 'pending', amountKobo: 1_000_000, provider: 'paystack' });
    expect(fake.requests.find((request) => request.path === '/refund')?.body).toMatchObject({
      transaction: reference,
      amount: 1_000_000,
      customer_note: 'We ran out of rice',
    });
    // Set aside: nothing more is due, and nothing more can be asked.
    const board = await boardOrder(t, staff, orderId);
    expect(board.refundDue).toBe(0);
    expect(board.payments).toEqual([expect.objectContaining({ amount: 10_000, refunded: 10_000 })]);
    const again = await askRefund(t, staff, orderId, { ...body, amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.refundTooMuch.replace('{left}', '₦0') });

    // Paystack's team processes it; its webhook comes five times.
    const refund = fake.refunds().at(-1)!;
    fake.finishRefund(refund.id, 'processed');
    const event = JSON.stringify(fake.refundEvent(refund.id));
    const updatesBefore = updates.filter((id) => id === orderId).length;
    for (let i = 0; i < 5; i++) expect((await webhook(event)).statusCode).toBe(200);
    expect(updates.filter((id) => id === orderId).length - updatesBefore).toBe(1);
    expect(await refundRows(t, orderId)).toEqual([
      expect.objectContaining({
        status: 'processed',
        processedAt: OPEN_AT.getTime(),
        providerReference: String(refund.id),
      }),
    ]);

    // The customer sees it on the order.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: bearer(customer),
    });
    expect(orderSchema.parse(mine.json()).refunds).toEqual([
      {
        id: row!.id,
        amount: 10_000,
        status: 'processed',
        method: 'online',
        reason: 'We ran out of rice',
        createdAt: OPEN_AT.toISOString(),
        processedAt: OPEN_AT.toISOString(),
      },
    ]);
  });

  it('lets partial refunds add up to the payment and never past it', async () => {
    const { orderId, paymentId } = await paidOrder();
    const part = (amount: number) =>
      askRefund(t, staff, orderId, { paymentId, amount, reason: 'Chicken was missing' });
    expect((await part(3000)).statusCode).toBe(201);
    expect((await part(5000)).statusCode).toBe(201);
    const over = await part(2000.01);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: messages.refundTooMuch.replace('{left}', '₦2,000') });

    // Two staff at once, each the ₦2,000 left: one of them only.
    const both = await Promise.all([part(2000), part(2000)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await refundRows(t, orderId);
    expect(rows.map((row) => row.amountKobo)).toEqual([300_000, 500_000, 200_000]);
    expect(
      fake
        .refunds()
        .filter((refund) => rows.some((row) => row.providerReference === String(refund.id))),
    ).toHaveLength(3);
    // The order is not canceled: partial refunds leave nothing "due".
    expect((await boardOrder(t, staff, orderId)).refundDue).toBe(0);
  });

  it('refuses to refund an unpaid order, cash for an online one, and a reused key', async () => {
    const { orderId } = await orderAndPay(t, customer);
    const unpaid = await askRefund(t, staff, orderId, { amount: 100, reason: 'Sorry' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ message: messages.refundNotPaid });

    const paid = await paidOrder();
    const cash = await askRefund(t, staff, paid.orderId, { amount: 100, reason: 'Sorry' });
    expect(cash.json()).toEqual({ message: messages.refundOnlineByProvider });
    const key = 'refund-reused';
    const body = { paymentId: paid.paymentId, amount: 100, reason: 'Sorry' };
    expect((await askRefund(t, staff, paid.orderId, body, key)).statusCode).toBe(201);
    const other = await askRefund(t, staff, paid.orderId, { ...body, amount: 200 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: messages.refundKeyReused });
    const customerAsks = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paid.orderId}/refunds`,
      headers: { ...bearer(customer), 'idempotency-key': 'mine' },
      payload: body,
    });
    expect(customerAsks.statusCode).toBe(403);
    expect(await refundRows(t, paid.orderId)).toHaveLength(1);
  });

  it('keeps a refund the provider never answered pending, then failed once Paystack holds none', async () => {
    const { orderId, paymentId, reference } = await paidOrder();
    fake.outage.refunds = true;
    const body = { paymentId, amount: 10_000, reason: 'Late' };
    const down = await askRefund(t, staff, orderId, body, 'refund-outage-1');
    fake.outage.refunds = false;
    // Paystack may have taken it: neither done nor failed, and the amount stays set aside.
    expect(down.statusCode).toBe(201);
    expect(down.json().refund).toMatchObject({ status: 'pending' });
    expect((await boardOrder(t, staff, orderId)).payments[0]?.refunded).toBe(10_000);
    // Pressed again at once: Paystack holds no refund yet, so it is still on its way.
    const posted = refundCalls();
    const retry = await askRefund(t, staff, orderId, body, 'refund-outage-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().refund).toMatchObject({ status: 'pending' });
    expect(refundCalls()).toBe(posted);
    // Past the grace period, the periodic check finds none at Paystack: it never happened.
    clock += UNANSWERED_GRACE_MS + 1;
    try {
      await checkPendingRefunds(t.deps);
    } finally {
      clock = OPEN_AT.getTime();
    }
    expect((await refundRows(t, orderId)).map((row) => row.status)).toEqual(['failed']);
    expect((await boardOrder(t, staff, orderId)).payments[0]?.refunded).toBe(0);
    const again = await askRefund(t, staff, orderId, body, 'refund-outage-1');
    expect(again.statusCode).toBe(502);
    expect(again.json()).toEqual({
      message: messages.refundProviderUnreachable.replace('{provider}', 'Paystack'),
    });

    // Refunded in Paystack's dashboard meanwhile: Paystack refuses ours.
    const tx = fake.transaction(reference)!;
    await fetch(`${fake.baseUrl}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transaction: tx.reference }),
    });
    const refused = await askRefund(t, staff, orderId, {
      paymentId,
      amount: 10_000,
      reason: 'Late',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: messages.refundRefused
        .replace('{provider}', 'Paystack')
        .replace('{reason}', 'Transaction has been fully reversed'),
    });
    expect((await refundRows(t, orderId)).map((row) => row.status)).toEqual(['failed', 'failed']);
    const board = await boardOrder(t, staff, orderId);
    expect(reference).toBe(tx.reference);
    expect(board.payments[0]?.refunded).toBe(0);
    // The customer is not shown refunds that never happened.
    expect(board.refunds).toHaveLength(2);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: bearer(customer),
    });
    expect(orderSchema.parse(mine.json()).refunds).toEqual([]);
  });

  it("matches a lost refund only against this payment's own refunds, whatever Paystack lists", async () => {
    const { orderId, paymentId } = await paidOrder();
    const other = await paidOrder();
    const before = refundCalls();
    fake.outage.answerLost = true;
    const body = { paymentId, amount: 4_000, reason: 'Missing drink' };
    await askRefund(t, staff, orderId, body, 'refund-list-all-1');
    fake.outage.answerLost = false;
    const mine = fake.refunds().at(-1)!;
    // Then another payment's refund of the same amount: newer, so listed first.
    const otherRefund = await askRefund(t, staff, other.orderId, {
      paymentId: other.paymentId,
      amount: 4_000,
      reason: 'Cold food',
    });
    expect(otherRefund.statusCode).toBe(201);

    // The list comes back with every refund Paystack holds, the other payment's among them.
    fake.outage.listAll = true;
    try {
      const retry = await askRefund(t, staff, orderId, body, 'refund-list-all-1');
      expect(retry.statusCode).toBe(200);
    } finally {
      fake.outage.listAll = false;
    }
    expect(refundCalls() - before).toBe(2);
    expect(await refundRows(t, orderId)).toEqual([
      expect.objectContaining({ providerReference: String(mine.id) }),
    ]);
  });

  it('finds a refund whose answer was lost at Paystack, and never asks for it twice', async () => {
    const { orderId, paymentId } = await paidOrder();
    const before = refundCalls();
    fake.outage.answerLost = true;
    const body = { paymentId, amount: 4_000, reason: 'Missing drink' };
    const lost = await askRefund(t, staff, orderId, body, 'refund-lost-1');
    fake.outage.answerLost = false;
    expect(lost.statusCode).toBe(201);
    expect(lost.json().refund).toMatchObject({ status: 'pending' });
    expect((await refundRows(t, orderId))[0]?.providerReference).toBeNull();

    // Staff press again: Paystack is asked what it holds, not asked to refund again.
    const retry = await askRefund(t, staff, orderId, body, 'refund-lost-1');
    expect(retry.statusCode).toBe(200);
    expect(refundCalls() - before).toBe(1);
    const taken = fake.refunds().at(-1)!;
    expect(await refundRows(t, orderId)).toEqual([
      expect.objectContaining({ status: 'pending', providerReference: String(taken.id) }),
    ]);
    // What is left can still be refunded, never the same ₦4,000 twice.
    expect((await boardOrder(t, staff, orderId)).payments[0]?.refunded).toBe(4_000);
    const more = await askRefund(t, staff, orderId, { ...body, amount: 6_001 });
    expect(more.statusCode).toBe(409);

    // Paystack finishes it; the periodic check records it.
    fake.finishRefund(taken.id, 'processed');
    await checkPendingRefunds(t.deps);
    expect((await refundRows(t, orderId)).map((row) => row.status)).toEqual(['processed']);
  });
});
