import type { Kysely } from 'kysely';
import { orderStatuses, type OrderStatus } from '@buka/domain/order-status';
import type { Database } from '../db/tables';

/** Staff who ride, able to sign in, by name: those a delivery may be given to. */
export async function listRiders(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'phone'])
    .where('role', '=', 'rider')
    .where('disabledAt', 'is', null)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, phone: row.phone ?? '' }));
}

export async function findRider(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'phone'])
    .where('id', '=', id)
    .where('role', '=', 'rider')
    .where('disabledAt', 'is', null)
    .executeTakeFirst();
}

/** Gives the order to a rider (or takes it back): a brought-back note is cleared as it goes. */
export async function setOrderRider(
  db: Kysely<Database>,
  orderId: number,
  riderId: number | null,
  now: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ riderId, undeliveredReason: null, undeliveredAt: null, updatedAt: now })
    .where('id', '=', orderId)
    .execute();
}

/** A rider's deliveries still to do (accepted and not yet delivered), the oldest first. */
export async function listRiderOrders(db: Kysely<Database>, riderId: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('riderId', '=', riderId)
    .where('status', 'in', [orderStatuses.preparing, orderStatuses.onTheWay])
    .orderBy('id')
    .limit(50)
    .execute();
}

/**
 * The rider could not deliver it: back to the shop, ready to go again, given to nobody, with
 * why. Only from the status just read, so a second tap changes nothing.
 */
export async function bringBack(
  db: Kysely<Database>,
  orderId: number,
  from: OrderStatus,
  reason: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      status: orderStatuses.preparing,
      riderId: null,
      undeliveredReason: reason,
      undeliveredAt: now,
      updatedAt: now,
    })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Cash each rider collected at the door in [from, to): Mark paid (cash) acts by the rider the
 * order was given to, less any taken back. Read from the order's history, which names who
 * marked it; matched on the order's rider rather than the role, so a rider who has since left
 * the role still answers for what they collected.
 */
export async function riderCashBetween(db: Kysely<Database>, from: number, to: number) {
  const rows = await db
    .selectFrom('orderHistory')
    .innerJoin('orders', 'orders.id', 'orderHistory.orderId')
    .innerJoin('users', 'users.id', 'orderHistory.byId')
    .select([
      'users.id as riderId',
      'users.name as name',
      'orderHistory.kind as kind',
      'orders.id as orderId',
      'orders.totalKobo as totalKobo',
    ])
    .whereRef('orders.riderId', '=', 'orderHistory.byId')
    .where('orderHistory.kind', 'in', ['paid', 'unpaid'])
    .where('orderHistory.at', '>=', from)
    .where('orderHistory.at', '<', to)
    .orderBy('orderHistory.id')
    .execute();
  const byRider = new Map<
    number,
    { riderId: number; name: string; orders: Set<number>; kobo: number }
  >();
  for (const row of rows) {
    const rider = byRider.get(row.riderId) ?? {
      riderId: row.riderId,
      name: row.name,
      orders: new Set<number>(),
      kobo: 0,
    };
    if (row.kind === 'paid') {
      rider.orders.add(row.orderId);
      rider.kobo += row.totalKobo;
    } else if (rider.orders.delete(row.orderId)) {
      rider.kobo -= row.totalKobo;
    }
    byRider.set(row.riderId, rider);
  }
  return [...byRider.values()]
    .filter((rider) => rider.orders.size > 0)
    .map((rider) => ({
      riderId: rider.riderId,
      name: rider.name,
      orders: rider.orders.size,
      collectedKobo: rider.kobo,
    }));
}
