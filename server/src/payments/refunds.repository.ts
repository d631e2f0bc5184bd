import type { Kysely } from 'kysely';
import { orderStatuses } from '@buka/domain/orders';
import type { Database } from '../db/tables';

/**
 * Money that reached the shop for each order and must go back to the customer (DESIGN §4b: the
 * refunds themselves will be rows of their own): a second payment of a paid order
 * ('duplicate'), a payment that arrived after the order was canceled ('refund_due'), and the
 * payment of an order canceled after it was paid. In kobo, by order id; orders owed nothing
 * are left out.
 */
export async function refundsDue(
  db: Kysely<Database>,
  orders: { id: number; status: string }[],
): Promise<Map<number, number>> {
  const due = new Map<number, number>();
  if (orders.length === 0) return due;
  const canceled = new Set(
    orders.filter((order) => order.status === orderStatuses.canceled).map((order) => order.id),
  );
  const payments = await db
    .selectFrom('payments')
    .select(['orderId', 'status', 'amountKobo'])
    .where(
      'orderId',
      'in',
      orders.map((order) => order.id),
    )
    .where('status', 'in', ['duplicate', 'refund_due', 'success'])
    .execute();
  for (const payment of payments) {
    if (payment.status === 'success' && !canceled.has(payment.orderId)) continue;
    due.set(payment.orderId, (due.get(payment.orderId) ?? 0) + payment.amountKobo);
  }
  return due;
}
