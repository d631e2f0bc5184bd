import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { simulatedPaymentSchema, simulatorDecisionResponseSchema } from '@buka/domain/payments';
import { orderSchema } from '@buka/domain/orders';
import { OPEN_AT, postOrder } from '../orders/orders.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { callback, orderAndPay, orderState, watchPaidEvents } from './payments.test-helpers';

describe.each(testDialects)('the payment simulator on %s', (dialect) => {
  let t: TestApp;
  let paidEvents: ReturnType<typeof watchPaidEvents>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => OPEN_AT });
    paidEvents = watchPaidEvents(t);
  });
  afterAll(() => t.close());

  const read = (reference: string) =>
    t.app.inject({ method: 'GET', url: `/api/payment/simulator/${reference}` });
  const decide = (reference: string, body: Record<string, unknown>, payer?: { token: string }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/simulator/${reference}`,
      payload: body,
      headers: payer ? bearer(payer) : {},
    });

  // A path, not PUBLIC_URL (http://127.0.0.1:3000 here): a customer who opened the shop at
  // another address (localhost, the computer's Wi-Fi address) stays on it, signed in.
  it('is the default provider: pay leads to its page, which reads the payment', async () => {
    const user = await createTestUser(t.db);
    const { orderId, pay, reference } = await orderAndPay(t, user, [{ id: 105, qty: 1 }]);
    expect(pay.statusCode).toBe(200);
    expect(pay.json()).toEqual({ data: `/pay/simulator/${reference}` });

    const response = await read(reference);
    expect(response.statusCode).toBe(200);
    expect(simulatedPaymentSchema.parse(response.json())).toEqual({
      reference,
      orderId,
      amount: 6000,
      currency: 'NGN',
      status: 'pending',
      shopName: 'Buka',
    });
  });

  it('Fail lands on /payment/fail; Pay then marks the order paid once and lands on success', async () => {
    const user = await createTestUser(t.db);
    const { orderId, reference } = await orderAndPay(t, user);

    const failed = await decide(reference, { outcome: 'failed', channel: 'mobile_money' }, user);
    expect(failed.statusCode).toBe(200);
    expect(simulatorDecisionResponseSchema.parse(failed.json())).toEqual({
      redirect: `/payment/fail?order=${orderId}`,
    });
    expect((await read(reference)).json()).toMatchObject({ status: 'failed' });
    expect((await orderState(t, orderId)).isPaid).toBe(0);

    const paid = await decide(reference, { outcome: 'success', channel: 'bank' }, user);
    expect(paid.json()).toEqual({ redirect: `/payment/success` });
    expect((await read(reference)).json()).toMatchObject({ status: 'success' });
    expect((await orderState(t, orderId)).isPaid).toBe(1);

    // Pressed again, a late Fail, and the provider-style return: nothing changes.
    expect((await decide(reference, { outcome: 'success', channel: 'bank' }, user)).json()).toEqual(
      {
        redirect: `/payment/success`,
      },
    );
    expect((await decide(reference, { outcome: 'failed', channel: 'bank' }, user)).json()).toEqual({
      redirect: `/payment/success`,
    });
    expect(await callback(t, `reference=${reference}`)).toEqual({
      status: 302,
      location: `/payment/success`,
    });
    expect((await read(reference)).json()).toMatchObject({ status: 'success' });
    expect(paidEvents.count(orderId)).toBe(1);
  });

  it('a cash order paid online says it was paid online; cash collected says cash', async () => {
    const user = await createTestUser(t.db);
    const admin = await createTestUser(t.db, { role: 'owner' });
    const cashOrder = async () => {
      const placed = await postOrder(t, user, [{ id: 109, qty: 1 }], {
        extra: { paymentMethod: 'cash' },
      });
      return (placed.json() as { id: number }).id;
    };
    const order = async (id: number) =>
      orderSchema.parse(
        (
          await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(user) })
        ).json(),
      );

    const paidLater = await cashOrder();
    expect(await order(paidLater)).toMatchObject({ paymentMethod: 'cash', paidBy: null });
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payment/pay',
      headers: bearer(user),
      payload: { orderId: paidLater },
    });
    const reference = String(pay.json().data).split('/').at(-1)!;
    await decide(reference, { outcome: 'success', channel: 'bank' }, user);
    expect(await order(paidLater)).toMatchObject({
      paymentMethod: 'cash',
      isPaid: true,
      paidBy: 'online',
    });

    const atTheDoor = await cashOrder();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${atTheDoor}/paid`,
      headers: bearer(admin),
    });
    expect(await order(atTheDoor)).toMatchObject({ isPaid: true, paidBy: 'cash' });
  });

  it('a second payment of a paid order lands on /payment/exists', async () => {
    const user = await createTestUser(t.db);
    const first = await orderAndPay(t, user);
    // Two pay attempts opened before either was finished (two tabs).
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/payment/pay',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { orderId: first.orderId },
    });
    const secondReference = String(second.json().data).split('/').at(-1)!;
    await decide(first.reference, { outcome: 'success', channel: 'bank' }, user);
    expect(
      (await decide(secondReference, { outcome: 'success', channel: 'bank' }, user)).json(),
    ).toEqual({
      redirect: `/payment/exists`,
    });
    expect(paidEvents.count(first.orderId)).toBe(1);
  });

  it('answers 404 for unknown references and 422 for a bad choice', async () => {
    expect((await read('buka-1-deadbeef')).statusCode).toBe(404);
    expect((await read('not a reference!')).statusCode).toBe(404);
    const unknown = await decide('buka-1-deadbeef', { outcome: 'success', channel: 'bank' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: messages.paymentNotFound });

    const user = await createTestUser(t.db);
    const { orderId, reference } = await orderAndPay(t, user);
    for (const body of [{}, { outcome: 'maybe', channel: 'bank' }, { outcome: 'success' }]) {
      expect((await decide(reference, body, user)).statusCode).toBe(422);
    }
    expect((await orderState(t, orderId)).isPaid).toBe(0);
  });

  it("lets only the order's own customer press Pay", async () => {
    const user = await createTestUser(t.db);
    const stranger = await createTestUser(t.db);
    const { orderId, reference } = await orderAndPay(t, user);
    const paid = { outcome: 'success', channel: 'bank' };
    const anonymous = await decide(reference, paid);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: messages.unauthorized });
    const other = await decide(reference, paid, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: messages.paymentNotFound });
    expect((await orderState(t, orderId)).isPaid).toBe(0);
    expect((await decide(reference, paid, user)).json()).toEqual({ redirect: '/payment/success' });
  });

  it('has no webhook of its own: only the page can decide', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/simulator',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reference: 'buka-1-00' }),
    });
    expect(response.statusCode).toBe(404);
    // Paystack is not configured here: its webhook does not exist either.
    const paystack = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/paystack',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(paystack.statusCode).toBe(404);
  });
});
