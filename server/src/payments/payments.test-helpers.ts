import { createHmac } from 'node:crypto';
import type { EventListener } from '../events/event-bus';
import { bearer, type TestApp } from '../test/test-app';
import { postOrder } from '../orders/orders.test-helpers';

/** Places an order and starts paying it; answers the order and what /api/payment/pay said. */
export async function orderAndPay(
  t: TestApp,
  user: { token: string },
  products = [{ id: 101, qty: 2 }],
) {
  const order = await postOrder(t, user, products);
  if (order.statusCode !== 201) throw new Error(`order failed: ${order.body}`);
  const { id: orderId, total } = order.json() as { id: number; total: number };
  const pay = await t.app.inject({
    method: 'POST',
    url: '/api/payment/pay',
    headers: bearer(user),
    // The fields of docs/api.md#storefront-calls; the amount is there to be ignored.
    payload: { orderId, amount: 1, phoneNumber: '08000000000', userId: 'someone' },
  });
  const payment = await t.db.kysely
    .selectFrom('payments')
    .selectAll()
    .where('orderId', '=', orderId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return { orderId, total, pay, reference: payment?.reference ?? '' };
}

export async function orderState(t: TestApp, orderId: number) {
  return t.db.kysely
    .selectFrom('orders')
    .select(['isPaid', 'paidAt'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export async function paymentState(t: TestApp, reference: string) {
  return t.db.kysely
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
}

/** Counts the 'order.updated' events that said an order became paid. */
export function watchPaidEvents(t: TestApp) {
  const paid: number[] = [];
  const listener: EventListener = (event) => {
    if (event.type === 'order.updated' && event.isPaid) paid.push(event.orderId);
  };
  t.deps.events.subscribe(listener);
  return { count: (orderId: number) => paid.filter((id) => id === orderId).length };
}

export function paystackSignature(secret: string, body: string): string {
  return createHmac('sha512', secret).update(body).digest('hex');
}

export async function callback(t: TestApp, query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/payment/callback?${query}` });
  return { status: response.statusCode, location: response.headers.location };
}
