import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

/**
 * What each member of staff did between two instants, from who did what to orders
 * (docs/orders.md#who-did-what): acceptances, phone orders taken, cash marked paid (less the
 * marks they took back), refunds given. A person is their account, or their name once the
 * account is gone; the name shown is the one they last acted under.
 */
export async function readStaffActs(db: Kysely<Database>, range: { from: number; to: number }) {
  const count = (kind: string) =>
    sql<number | string>`sum(case when order_history.kind = ${kind} then 1 else 0 end)`;
  const rows = await db
    .selectFrom('orderHistory')
    .innerJoin('orders', 'orders.id', 'orderHistory.orderId')
    .select([
      'orderHistory.byId',
      sql<number | string>`max(order_history.id)`.as('lastId'),
      count('accepted').as('accepted'),
      count('phone').as('phoneOrders'),
      count('paid').as('marked'),
      count('unpaid').as('unmarked'),
      sql<number | string>`sum(case when order_history.kind = 'paid' then orders.total_kobo
        when order_history.kind = 'unpaid' then -orders.total_kobo else 0 end)`.as('markedKobo'),
      count('refund').as('refunds'),
      sql<number | string>`sum(case when order_history.kind = 'refund'
        then cast(order_history.detail as bigint) else 0 end)`.as('refundedKobo'),
    ])
    .where('orderHistory.at', '>=', range.from)
    .where('orderHistory.at', '<', range.to)
    // A deleted account's acts stay theirs by name.
    .groupBy([
      'orderHistory.byId',
      sql`case when order_history.by_id is null then order_history.by_name end`,
    ])
    .execute();
  const lastIds = rows.map((row) => Number(row.lastId));
  const names = lastIds.length
    ? await db
        .selectFrom('orderHistory')
        .select(['id', 'byName'])
        .where('id', 'in', lastIds)
        .execute()
    : [];
  return rows.map((row) => ({
    byId: row.byId,
    name: names.find((name) => name.id === Number(row.lastId))?.byName ?? 'Staff',
    accepted: Number(row.accepted),
    phoneOrders: Number(row.phoneOrders),
    markedPaid: Number(row.marked) - Number(row.unmarked),
    markedKobo: Number(row.markedKobo),
    refunds: Number(row.refunds),
    refundedKobo: Number(row.refundedKobo),
  }));
}
