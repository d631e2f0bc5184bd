import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { payResponseSchema } from '@buka/domain/payments';
import { OPEN_AT, postOrder } from '../orders/orders.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import {
  callback,
  orderAndPay,
  orderState,
  paymentState,
  paystackSignature,
  watchPaidEvents,
} from './payments.test-helpers';
import { startFakePaystack } from './testing/fake-paystack';

const secretKey = 'sk_test_4f1d0c2b9a8e7d6c5b4a39281706f5e4d3c2b1a0';
const site = 'http://127.0.0.1:3000';

describe.each(testDialects)('paying with Paystack on %s', (dialect) => {
  let fake: Awaited<ReturnType<typeof startFakePaystack>>;
  let t: TestApp;
  let paidEvents: ReturnType<typeof watchPaidEvents>;
  beforeAll(async () => {
    fake = await startFakePaystack(secretKey);
    t = await createTestApp(dialect, {
      now: () => OPEN_AT,
      config: {
        payments: {
          provider: 'paystack',
          paystack: { secretKey, baseUrl: fake.baseUrl },
          flutterwave: null,
        },
      },
    });
    paidEvents = watchPaidEvents(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (body: string, signature: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/paystack',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
      },
      payload: body,
    });
  // Pretty-printed: only the exact bytes carry the signature, not a re-serialized object.
  const signedEvent = (reference: string) => {
    const body = JSON.stringify(fake.chargeSuccessEvent(reference), null, 2);
    return { body, signature: paystackSignature(secretKey, body) };
  };
  const returnFor = (reference: string) =>
    callback(t, `trxref=${reference}&reference=${reference}`);

  it("initializes a transaction for the order's own amount and answers Paystack's page", async () => {
    const user = await createTestUser(t.db, { phone: '08061112222' });
    const { orderId, pay, reference } = await orderAndPay(t, user);
    expect(pay.statusCode).toBe(200);
    const { data } = payResponseSchema.parse(pay.json());
    expect(data).toMatch(/^https:\/\/checkout\.paystack\.com\/[0-9a-f]+$/);

    const init = fake.requests.find((request) => request.path === '/transaction/initialize');
    expect(init?.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(init?.body).toMatchObject({
      amount: 1_000_000,
      currency: 'NGN',
      email: 'customer-08061112222@example.com',
      reference,
      callback_url: `${site}/api/payment/callback`,
    });
    expect(reference).toMatch(new RegExp(`^buka-${orderId}-[0-9a-f]{32}$`));
    expect(await paymentState(t, reference)).toMatchObject({
      provider: 'paystack',
      status: 'pending',
      amountKobo: 1_000_000,
    });
  });

  it('records a webhook sent 5 times once, and the return after it lands on success', async () => {
    const user = await createTestUser(t.db);
    const { orderId, reference } = await orderAndPay(t, user);
    fake.settle(reference);
    const { body, signature } = signedEvent(reference);
    for (let i = 0; i < 5; i++) {
      const response = await webhook(body, signature);
      expect(response.statusCode).toBe(200);
    }
    const paid = await orderState(t, orderId);
    expect(paid.isPaid).toBe(1);
    expect(paidEvents.count(orderId)).toBe(1);

    expect(await returnFor(reference)).toEqual({
      status: 302,
      location: `/payment/success`,
    });
    expect(await orderState(t, orderId)).toEqual(paid);
    expect(paidEvents.count(orderId)).toBe(1);
    expect(await paymentState(t, reference)).toMatchObject({ status: 'success' });
  });

  it('records the return first and the webhook after it once; concurrent arrivals too', async () => {
    const user = await createTestUser(t.db);
    const { orderId, reference } = await orderAndPay(t, user);
    fake.settle(reference);
    expect(await returnFor(reference)).toEqual({
      status: 302,
      location: `/payment/success`,
    });
    const { body, signature } = signedEvent(reference);
    expect((await webhook(body, signature)).statusCode).toBe(200);
    expect((await orderState(t, orderId)).isPaid).toBe(1);
    expect(paidEvents.count(orderId)).toBe(1);

    const second = await orderAndPay(t, user);
    fake.settle(second.reference);
    const event = signedEvent(second.reference);
    const results = await Promise.all([
      returnFor(second.reference),
      webhook(event.body, event.signature),
      returnFor(second.reference),
      webhook(event.body, event.signature),
    ]);
    expect(results[0]).toEqual({ status: 302, location: `/payment/success` });
    expect((await orderState(t, second.orderId)).isPaid).toBe(1);
    expect(paidEvents.count(second.orderId)).toBe(1);
  });

  it('refuses a forged, missing or stale signature with 401 and changes nothing', async () => {
    const user = await createTestUser(t.db);
    const { orderId, reference } = await orderAndPay(t, user);
    fake.settle(reference);
    const { body, signature } = signedEvent(reference);
    const forged = paystackSignature('sk_test_not_the_shop_key', body);
    const tampered = body.replace('"amount": 1000000', '"amount": 1000001');
    for (const [payload, sig] of [
      [body, forged],
      [body, undefined],
      [body, signature.slice(0, -2)],
      [tampered, signature],
    ] as const) {
      const response = await webhook(payload, sig);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.badSignature });
    }
    expect((await orderState(t, orderId)).isPaid).toBe(0);
    expect(paidEvents.count(orderId)).toBe(0);
  });

  it('never marks paid when the confirmed amount or currency differs from the order', async () => {
    const user = await createTestUser(t.db);
    const short = await orderAndPay(t, user);
    fake.settle(short.reference, { amount: 999_900 });
    expect(await returnFor(short.reference)).toEqual({
      status: 302,
      location: `/payment/fail?order=${short.orderId}`,
    });
    const event = signedEvent(short.reference);
    expect((await webhook(event.body, event.signature)).statusCode).toBe(200);
    expect((await orderState(t, short.orderId)).isPaid).toBe(0);
    expect(await paymentState(t, short.reference)).toMatchObject({ status: 'failed' });

    const dollars = await orderAndPay(t, user);
    fake.settle(dollars.reference, { currency: 'USD' });
    const usd = signedEvent(dollars.reference);
    expect((await webhook(usd.body, usd.signature)).statusCode).toBe(200);
    expect(await returnFor(dollars.reference)).toEqual({
      status: 302,
      location: `/payment/fail?order=${dollars.orderId}`,
    });
    expect((await orderState(t, dollars.orderId)).isPaid).toBe(0);
    expect(paidEvents.count(short.orderId) + paidEvents.count(dollars.orderId)).toBe(0);
  });

  it('lands on /payment/fail for an abandoned or unknown payment', async () => {
    const user = await createTestUser(t.db);
    const { orderId, reference } = await orderAndPay(t, user);
    // The order's number goes along, so the page can name it and offer to pay again.
    expect(await returnFor(reference)).toEqual({
      status: 302,
      location: `/payment/fail?order=${orderId}`,
    });
    expect(await returnFor('buka-1-00')).toEqual({ status: 302, location: `/payment/fail` });
    expect(await callback(t, '')).toEqual({ status: 302, location: `/payment/fail` });
    expect((await orderState(t, orderId)).isPaid).toBe(0);
    // The customer tries again later: a new reference, and this time it goes through.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payment/pay',
      headers: bearer(user),
      payload: { orderId },
    });
    expect(again.statusCode).toBe(200);
    const retry = fake.requests.at(-1)!.body as { reference: string };
    expect(retry.reference).not.toBe(reference);
    fake.settle(retry.reference);
    expect(await returnFor(retry.reference)).toEqual({
      status: 302,
      location: `/payment/success`,
    });
  });

  it('answers a paid order with /payment/exists and refuses what cannot be paid', async () => {
    const user = await createTestUser(t.db);
    const { orderId, reference } = await orderAndPay(t, user);
    fake.settle(reference);
    await returnFor(reference);
    const pay = (who: { token: string }, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/pay',
        headers: bearer(who),
        payload: body,
      });

    const paid = await pay(user, { orderId });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ data: `/payment/exists` });

    const stranger = await createTestUser(t.db);
    const theirs = await pay(stranger, { orderId });
    expect(theirs.statusCode).toBe(404);

    const canceled = (await postOrder(t, user, [{ id: 103, qty: 1 }])).json() as { id: number };
    await t.db.kysely
      .updateTable('orders')
      .set({ status: '-1' })
      .where('id', '=', canceled.id)
      .execute();
    const refused = await pay(user, { orderId: canceled.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: messages.orderCanceledNoPay });

    expect((await pay(user, { amount: 5 })).statusCode).toBe(422);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/payment/pay',
      payload: { orderId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the simulator shut while Paystack is configured', async () => {
    const user = await createTestUser(t.db);
    const { reference } = await orderAndPay(t, user);
    const get = await t.app.inject({ method: 'GET', url: `/api/payment/simulator/${reference}` });
    expect(get.statusCode).toBe(404);
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/payment/simulator/${reference}`,
      payload: { outcome: 'success', channel: 'bank' },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ message: messages.simulatorOff });
  });
});

describe('Paystack out of reach', () => {
  it("answers the spec's 'Can't make payment now' and sends a return to /error", async () => {
    const t = await createTestApp('sqlite', {
      now: () => OPEN_AT,
      // Nothing listens on port 1: the connection is refused at once.
      config: {
        payments: {
          provider: 'paystack',
          paystack: { secretKey, baseUrl: 'http://127.0.0.1:1' },
          flutterwave: null,
        },
      },
    });
    try {
      const user = await createTestUser(t.db);
      const { orderId, pay, reference } = await orderAndPay(t, user);
      expect(pay.statusCode).toBe(502);
      expect(pay.json()).toMatchObject({ message: messages.cantPayNow });
      expect(await paymentState(t, reference)).toMatchObject({ status: 'failed' });
      expect(await callback(t, `reference=${reference}`)).toEqual({
        status: 302,
        location: `/error`,
      });
      expect((await orderState(t, orderId)).isPaid).toBe(0);
    } finally {
      await t.close();
    }
  });
});
