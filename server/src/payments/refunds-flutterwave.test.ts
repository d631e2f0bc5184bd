import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_AT } from '../orders/orders.test-helpers';
import { createTestApp, createTestUser, testDialects, type TestApp } from '../test/test-app';
import { callback, orderAndPay } from './payments.test-helpers';
import { checkPendingRefunds, UNANSWERED_GRACE_MS } from './refund-status';
import { askRefund, boardOrder, refundRows } from './refunds.test-helpers';
import { startFakeFlutterwave } from './testing/fake-flutterwave';

const secretKey = 'FLWSECK_TEST-3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f-X';

// A refund whose asking went unanswered: Flutterwave lists refunds by date, not by
// transaction, so the shop reads the pages from the payment's day and picks out its own.
describe.each(testDialects)('refunds left unanswered by Flutterwave on %s', (dialect) => {
  let fake: Awaited<ReturnType<typeof startFakeFlutterwave>>;
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createTestUser>>;
  let clock = OPEN_AT.getTime();

  beforeAll(async () => {
    fake = await startFakeFlutterwave(secretKey);
    t = await createTestApp(dialect, {
      now: () => new Date(clock),
      config: {
        unpaidOrders: { perCustomer: 100, cancelAfterMs: 30 * 60_000 },
        payments: {
          provider: 'flutterwave',
          paystack: null,
          flutterwave: { secretKey, secretHash: 'hash-9e2b', baseUrl: fake.baseUrl },
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
  const refundCalls = () =>
    fake.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/refund'))
      .length;
  const listCalls = () =>
    fake.requests.filter((request) => request.path.startsWith('/v3/refunds?'));

  it('finds a refund whose answer was lost among other payments’ refunds, and never asks twice', async () => {
    fake.options.refundsComplete = false;
    fake.options.refundsPerPage = 2;
    const { orderId, paymentId, tx } = await paidOrder();
    const before = refundCalls();
    fake.outage.answerLost = true;
    const body = { paymentId, amount: 4_000, reason: 'Missing drink' };
    const lost = await askRefund(t, staff, orderId, body, 'flw-lost-1');
    fake.outage.answerLost = false;
    expect(lost.statusCode).toBe(201);
    expect(lost.json().refund).toMatchObject({ status: 'pending' });
    expect((await refundRows(t, orderId))[0]?.providerReference).toBeNull();
    // Other payments are refunded after it: ours is no longer on the first page.
    for (let i = 0; i < 3; i++) {
      const other = await paidOrder();
      await askRefund(t, staff, other.orderId, {
        paymentId: other.paymentId,
        amount: 4_000,
        reason: 'Another order',
      });
    }

    // Staff press again: Flutterwave is asked what it holds, not asked to refund again.
    const listsBefore = listCalls().length;
    const retry = await askRefund(t, staff, orderId, body, 'flw-lost-1');
    expect(retry.statusCode).toBe(200);
    expect(refundCalls() - before).toBe(4);
    const taken = fake.refunds().find((refund) => refund.tx.id === tx.id)!;
    expect(await refundRows(t, orderId)).toEqual([
      expect.objectContaining({ status: 'pending', providerReference: String(taken.id) }),
    ]);
    const pages = listCalls().slice(listsBefore);
    expect(pages.length).toBeGreaterThan(1);
    expect(new URLSearchParams(pages[0]!.path.split('?')[1]).get('from')).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    // What is left can still be refunded, never the same ₦4,000 twice.
    expect((await boardOrder(t, staff, orderId)).payments[0]?.refunded).toBe(4_000);
    expect((await askRefund(t, staff, orderId, { ...body, amount: 6_001 })).statusCode).toBe(409);

    // Flutterwave completes it; the periodic check records it.
    fake.finishRefund(taken.id, 'completed');
    await checkPendingRefunds(t.deps);
    expect((await refundRows(t, orderId)).map((row) => row.status)).toEqual(['processed']);
    fake.options.refundsComplete = true;
    fake.options.refundsPerPage = 10;
  });

  it('frees the amount when Flutterwave holds no such refund after the grace period', async () => {
    const { orderId, paymentId } = await paidOrder();
    fake.outage.refunds = true;
    const body = { paymentId, amount: 10_000, reason: 'Late' };
    const down = await askRefund(t, staff, orderId, body, 'flw-outage-1');
    fake.outage.refunds = false;
    expect(down.statusCode).toBe(201);
    expect(down.json().refund).toMatchObject({ status: 'pending' });
    expect((await boardOrder(t, staff, orderId)).payments[0]?.refunded).toBe(10_000);
    // Within the grace period it stays on its way.
    await checkPendingRefunds(t.deps);
    expect((await refundRows(t, orderId)).map((row) => row.status)).toEqual(['pending']);
    clock += UNANSWERED_GRACE_MS + 1;
    try {
      await checkPendingRefunds(t.deps);
    } finally {
      clock = OPEN_AT.getTime();
    }
    expect((await refundRows(t, orderId)).map((row) => row.status)).toEqual(['failed']);
    expect((await boardOrder(t, staff, orderId)).payments[0]?.refunded).toBe(0);
    // Asked anew, it goes through.
    const again = await askRefund(t, staff, orderId, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().refund).toMatchObject({ status: 'processed' });
  });
});
