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
