import { randomUUID } from 'node:crypto';
import { adminOrderSchema } from '@buka/domain/admin';
import type { RefundRequest } from '@buka/domain/refunds';
import { bearer, type TestApp } from '../test/test-app';

/** POST /api/admin/orders/:id/refunds as staff, with the key given (a fresh one otherwise). */
export function askRefund(
  t: TestApp,
  staff: { token: string },
  orderId: number,
  body: RefundRequest,
  key: string = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { ...bearer(staff), 'idempotency-key': key },
    payload: body,
  });
}

export async function refundRows(t: TestApp, orderId: number) {
  return t.db.kysely
    .selectFrom('refunds')
    .selectAll()
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}

/** The order as the staff board shows it (payments, refunds, what is still due). */
export async function boardOrder(t: TestApp, staff: { token: string }, orderId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/orders',
    headers: bearer(staff),
  });
  const order = (response.json() as { orders: unknown[] }).orders
    .map((each) => adminOrderSchema.parse(each))
    .find((each) => each.id === orderId);
  if (!order) throw new Error(`order ${orderId} is not on the board's first page`);
  return order;
}

/** Staff cancel an order through the board's call. */
export async function cancelOrder(t: TestApp, staff: { token: string }, orderId: number) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/status`,
    headers: bearer(staff),
    payload: { status: '-1', reason: 'We ran out of rice' },
  });
  if (response.statusCode !== 200) throw new Error(`cancel answered ${response.body}`);
}
