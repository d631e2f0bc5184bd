import type { Kysely } from 'kysely';
import { orderStatuses } from '@buka/domain/orders';
import type { Database } from '../db/tables';

/** New orders put before staff at or before `cutoff` and not escalated yet, oldest first. */
export async function findOrdersToEscalate(
  db: Kysely<Database>,
  cutoff: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', orderStatuses.received)
    .where('announcedAt', '<=', cutoff)
    .where('escalatedAt', 'is', null)
    .orderBy('announcedAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims the order's one escalation: a conditional update that exactly one caller wins, even
 * with several processes on one PostgreSQL database checking at the same moment.
 */
export async function claimEscalation(
  db: Kysely<Database>,
  id: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ escalatedAt: now })
    .where('id', '=', id)
    .where('status', '=', orderStatuses.received)
    .where('escalatedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
