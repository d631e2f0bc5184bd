import type { Kysely } from 'kysely';
import { orderStatuses } from '@buka/domain/orders';
import type { Database } from '../db/tables';

/**
 * Customers' unpaid orders put before staff at or before `cutoff` and still waiting for an
 * answer, oldest first. Phone orders are left out (staff typed them in themselves), and so are
 * paid ones: their customer's money is not holding stock for nothing.
 */
export async function findUnansweredOrders(
  db: Kysely<Database>,
  cutoff: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', orderStatuses.received)
    .where('announcedAt', '<=', cutoff)
    .where('source', '=', 'online')
    .where('isPaid', '=', 0)
    .orderBy('announcedAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Cancels the order only if it is still waiting, unpaid: of two processes sweeping at once, or
 * staff accepting it at the same moment, exactly one changes the row. Answers the order's
 * customer when this call canceled it.
 */
export async function cancelUnansweredOrder(
  db: Kysely<Database>,
  id: number,
  reason: string,
  now: number,
): Promise<{ id: number; userId: number | null } | undefined> {
  return db
    .updateTable('orders')
    .set({ status: orderStatuses.canceled, cancelReason: reason, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', orderStatuses.received)
    .where('isPaid', '=', 0)
    .returning(['id', 'userId'])
    .executeTakeFirst();
}
