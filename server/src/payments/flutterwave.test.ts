import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { OPEN_AT } from '../orders/orders.test-helpers';
import { createTestApp, createTestUser, testDialects, type TestApp } from '../test/test-app';
import {
  callback,
  orderAndPay,
  orderState,
  paymentState,
  watchPaidEvents,
} from './payments.test-helpers';
import { startFakeFlutterwave } from './testing/fake-flutterwave';

const secretKey = 'FLWSECK_TEST-5d1c2b3a4f5e6d7c8b9a0f1e2d3c4b5a-X';
const secretHash = 'buka-webhook-hash-7f3a9c';
const site = 'http://127.0.0.1:3000';

describe.each(testDialects)('paying with Flutterwave on %s', (dialect) => {
  let fake: Awaited<ReturnType<typeof startFakeFlutterwave>>;
  let t: TestApp;
  let paidEvents: ReturnType<typeof watchPaidEvents>;
  beforeAll(async () => {
    fake = await startFakeFlutterwave(secretKey);
    t = await createTestApp(dialect, {
      now: () => OPEN_AT,
      config: {
        // One customer pays several orders in a test: more than the unpaid orders allowed.
        unpaidOrders: { perCustomer: 100, cancelAfterMs: 30 * 60_000 },
        payments: {
          provider: 'flutterwave',
          paystack: null,
          flutterwave: { secretKey, secretHash, baseUrl: fake.baseUrl },
        },
      },
    });
    paidEvents = watchPaidEvents(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (body: unknown, hash: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/flutterwave',
      headers: { 'content-type': 'application/json', ...(hash ? { 'verif-hash': hash } : {}) },
      payload: JSON.stringify(body),
    });
  const returnFor = (txRef: string, id: number, status = 'successful') =>
    callback(t, `status=${status}&tx_ref=${txRef}&transaction_id=${id}`);

  it('opens a hosted payment in naira and answers its link', async () => {
    const user = await createTestUser(t.db);
    const { pay, reference } = await orderAndPay(t, user, [{ id: 107, qty: 3 }]);
    expect(pay.statusCode).toBe(200);
    expect(pay.json().data).toMatch(/^https:\/\/checkout\.flutterwave\.com\/v3\/hosted\/pay\//);
    const init = fake.requests.find((request) => request.path === '/v3/payments');
    expect(init?.body).toMatchObject({
      tx_ref: reference,
      amount: 7500,
      currency: 'NGN',
      redirect_url: `${site}/api/payment/callback`,
    });
  });

  it('records the return and the webhook once, in either order', async () => {
    const user = await createTestUser(t.db);
    const first = await orderAndPay(t, user);
    const tx = fake.settle(first.reference);
    expect(await returnFor(first.reference, tx.id)).toEqual({
      status: 302,
      location: `/payment/success`,
    });
    for (let i = 0; i < 5; i++) {
      expect(
        (await webhook(fake.chargeCompletedEvent(first.reference), secretHash)).statusCode,
      ).toBe(200);
    }
    expect((await orderState(t, first.orderId)).isPaid).toBe(1);
    expect(paidEvents.count(first.orderId)).toBe(1);

    const second = await orderAndPay(t, user);
    const tx2 = fake.settle(second.reference);
    expect(
      (await webhook(fake.chargeCompletedEvent(second.reference), secretHash)).statusCode,
    ).toBe(200);
    expect((await orderState(t, second.orderId)).isPaid).toBe(1);
    expect(await returnFor(second.reference, tx2.id)).toEqual({
      status: 302,
      location: `/payment/success`,
    });
    expect(paidEvents.count(second.orderId)).toBe(1);
  });

  it('refuses a webhook without the secret hash (401)', async () => {
    const user = await createTestUser(t.db);
    const { orderId, reference } = await orderAndPay(t, user);
    fake.settle(reference);
    for (const hash of [undefined, 'guess', `${secretHash}x`]) {
      const response = await webhook(fake.chargeCompletedEvent(reference), hash);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.badSignature });
    }
    expect((await orderState(t, orderId)).isPaid).toBe(0);
  });

  it('refuses a webhook whose reference holds a NUL character (400), as every other route does', async () => {
    const event = {
      event: 'charge.completed',
      data: { id: 1_268_300_259, tx_ref: '\u0000'.repeat(40) },
    };
    const response = await webhook(event, secretHash);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.invalidCharacters });
  });

  it("believes only Flutterwave's own verification: amount, currency, tx_ref", async () => {
    const user = await createTestUser(t.db);
    const short = await orderAndPay(t, user);
    const tx = fake.settle(short.reference, { amount: 9999 });
    // The webhook's body claims the full amount; the verification says otherwise.
    const claim = fake.chargeCompletedEvent(short.reference);
    claim.data.amount = 10_000;
    expect((await webhook(claim, secretHash)).statusCode).toBe(200);
    expect(await returnFor(short.reference, tx.id)).toEqual({
      status: 302,
      location: `/payment/fail?order=${short.orderId}`,
    });
    expect((await orderState(t, short.orderId)).isPaid).toBe(0);
    expect(await paymentState(t, short.reference)).toMatchObject({ status: 'failed' });

    // Someone else's successful transaction id with this order's reference proves nothing.
    const other = await orderAndPay(t, user);
    const mine = await orderAndPay(t, user);
    const paidTx = fake.settle(other.reference);
    expect(await returnFor(mine.reference, paidTx.id)).toEqual({
      status: 302,
      location: `/payment/fail?order=${mine.orderId}`,
    });
    expect((await orderState(t, mine.orderId)).isPaid).toBe(0);

    const cancelled = await orderAndPay(t, user);
    expect(await callback(t, `status=cancelled&tx_ref=${cancelled.reference}`)).toEqual({
      status: 302,
      location: `/payment/fail?order=${cancelled.orderId}`,
    });
  });
});
