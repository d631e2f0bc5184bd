import { sql, type Kysely } from 'kysely';
import { orderStatuses } from '@buka/domain/orders';
import type { Dialect } from '../db/database';
import type { Database } from '../db/tables';

/**
 * Holds one slot for the rest of the transaction, so orders racing for its last place count
 * one after another: PostgreSQL by a lock on the slot's start (minutes since 1970, which fit
 * its 32-bit key); SQLite writes one transaction at a time already (BEGIN IMMEDIATE).
 */
export async function lockSlot(db: Kysely<Database>, dialect: Dialect, startsAt: number) {
  if (dialect !== 'postgres') return;
  const key = Math.floor(startsAt / 60_000) % 2 ** 31;
  await sql`select pg_advisory_xact_lock(17, ${key}::int)`.execute(db);
}

/** Orders taken for a slot, canceled ones left out. */
export async function countSlotOrders(db: Kysely<Database>, startsAt: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('scheduledFor', '=', startsAt)
    .where('status', '!=', orderStatuses.canceled)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Orders taken for each slot starting in [from, to), canceled ones left out. */
export async function slotOrderCounts(
  db: Kysely<Database>,
  from: number,
  to: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['scheduledFor', eb.fn.countAll<number | string>().as('count')])
    .where('scheduledFor', '>=', from)
    .where('scheduledFor', '<', to)
    .where('status', '!=', orderStatuses.canceled)
    .groupBy('scheduledFor')
    .execute();
  return new Map(rows.map((row) => [Number(row.scheduledFor), Number(row.count)]));
}

/**
 * Later orders whose cooking time has come and that staff may act on (cash, or paid) but were
 * not yet put before them, oldest slot first.
 */
export async function findLaterOrdersDue(
  db: Kysely<Database>,
  now: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('announcedAt', 'is', null)
    .where('prepareAt', '<=', now)
    .where('status', '=', orderStatuses.received)
    .where((eb) => eb.or([eb('paymentMethod', '=', 'cash'), eb('isPaid', '=', 1)]))
    .orderBy('prepareAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
