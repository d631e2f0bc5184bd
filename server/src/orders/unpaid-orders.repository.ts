import type { Kysely } from 'kysely';
import { orderStatuses } from '@buka/domain/orders';
import type { Dialect } from '../db/database';
import type { Database } from '../db/tables';

/**
 * Locks the customer's row until the order's transaction ends (PostgreSQL), so two orders of one
 * customer at the same moment are counted one after the other. SQLite writes one at a time.
 */
export async function lockCustomer(
  trx: Kysely<Database>,
  dialect: Dialect,
  userId: number,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** The customer's open orders (not delivered, not canceled) still unpaid, counted up to `upTo`. */
export async function countUnpaidOpenOrders(
  db: Kysely<Database>,
  userId: number,
  upTo: number,
): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('userId', '=', userId)
        .where('isPaid', '=', 0)
        .where('status', 'not in', [orderStatuses.delivered, orderStatuses.canceled])
        .limit(upTo)
        .as('unpaid'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Online orders placed before `cutoff`, still unpaid and not yet taken on by staff. */
export async function findUnpaidOnlineOrders(
  db: Kysely<Database>,
  cutoff: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', orderStatuses.received)
    .where('createdAt', '<', cutoff)
    .where('paymentMethod', '=', 'online')
    .where('isPaid', '=', 0)
    .orderBy('createdAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Cancels the order only if it is still received and unpaid: of two processes sweeping at once,
 * a payment arriving or staff accepting it at the same moment, exactly one changes the row.
 * Answers the order's customer when this call canceled it. Both sweeps use it: the unpaid online
 * orders and the orders nobody answered.
 */
export async function cancelUnpaidOrder(
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
