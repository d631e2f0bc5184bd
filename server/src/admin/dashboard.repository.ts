import type { Kysely } from 'kysely';
import { LOW_STOCK, type Dashboard } from '@buka/domain/admin';
import { isMarkedToday } from '@buka/domain/dish-options';
import { koboToNaira } from '@buka/domain/money';
import { orderStatuses } from '@buka/domain/orders';
import type { Database } from '../db/tables';
import { paidOnline } from '../payments/payments.repository';

type TodayFigures = Omit<Dashboard['today'], 'date'>;

/**
 * Orders and money between two instants; canceled orders are counted apart, not summed. Money
 * is split by how it was actually paid (a cash order paid online counts as online), and what is
 * not paid yet stands apart.
 */
export async function orderFigures(
  db: Kysely<Database>,
  from: number,
  to: number,
): Promise<TodayFigures> {
  const rows = await db
    .selectFrom('orders')
    .select(['totalKobo', 'isPaid', 'status'])
    .select((eb) => paidOnline(eb).as('paidOnline'))
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .execute();
  const kobo = { total: 0, cash: 0, online: 0, paid: 0, unpaid: 0 };
  let orders = 0;
  let canceled = 0;
  for (const row of rows) {
    if (row.status === orderStatuses.canceled) {
      canceled++;
      continue;
    }
    orders++;
    kobo.total += row.totalKobo;
    if (row.isPaid !== 1) {
      kobo.unpaid += row.totalKobo;
      continue;
    }
    kobo.paid += row.totalKobo;
    // SQLite answers 0/1, PostgreSQL true/false.
    kobo[Number(row.paidOnline) ? 'online' : 'cash'] += row.totalKobo;
  }
  const refunded = await refundedBetween(db, from, to);
  const revenue = {
    total: koboToNaira(kobo.total),
    cash: koboToNaira(kobo.cash),
    online: koboToNaira(kobo.online),
    paid: koboToNaira(kobo.paid),
    unpaid: koboToNaira(kobo.unpaid),
    refunded: koboToNaira(refunded),
    net: koboToNaira(kobo.paid - refunded),
  };
  return { orders, canceled, revenue };
}

/**
 * Money given back between two instants, whichever day its order was placed: a refund leaves
 * the till on the day it is given. Failed refunds gave nothing back.
 */
async function refundedBetween(db: Kysely<Database>, from: number, to: number): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.sum<number | string | null>('amountKobo').as('kobo'))
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  return Number(row.kobo ?? 0);
}

/** Orders the kitchen still has to deal with, whatever day they came. */
export async function countWaitingOrders(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    // The open steps by name, not "not delivered nor canceled": an index finds the few open
    // orders instead of reading the whole year's.
    .where('status', 'in', [
      orderStatuses.received,
      orderStatuses.preparing,
      orderStatuses.onTheWay,
    ])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Orders put before staff that nobody has accepted or rejected yet. */
export async function countOrdersToAccept(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', orderStatuses.received)
    .where('announcedAt', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * How long the orders accepted between two instants waited for it: from being put before
 * staff to being accepted, in whole seconds. A day's orders are few, so they are read and the
 * median is taken here rather than in two dialects of SQL.
 */
export async function acceptanceWaits(
  db: Kysely<Database>,
  from: number,
  to: number,
): Promise<Dashboard['acceptance']> {
  const rows = await db
    .selectFrom('orders')
    .select(['announcedAt', 'acceptedAt'])
    .where('acceptedAt', '>=', from)
    .where('acceptedAt', '<', to)
    .where('announcedAt', 'is not', null)
    .execute();
  const waits = rows
    .map((row) => Math.max(0, Math.round(((row.acceptedAt ?? 0) - (row.announcedAt ?? 0)) / 1000)))
    .sort((a, b) => a - b);
  return {
    accepted: waits.length,
    medianSeconds: median(waits),
    longestSeconds: waits.at(-1) ?? null,
  };
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * Dishes on the menu with LOW_STOCK portions or fewer, or marked sold out for today (their
 * stock kept for tomorrow), fewest first.
 */
export async function lowStockFoods(db: Kysely<Database>, at: Date) {
  const rows = await db
    .selectFrom('foods')
    .select(['id', 'name', 'stock', 'soldOutUntil'])
    .where('deletedAt', 'is', null)
    .where((eb) => eb.or([eb('stock', '<=', LOW_STOCK), eb('soldOutUntil', '>', at.getTime())]))
    .orderBy('stock')
    .orderBy('name')
    .execute();
  return rows.map(({ soldOutUntil, ...food }) => ({
    ...food,
    soldOutToday: isMarkedToday(soldOutUntil, at),
  }));
}

export async function countFoodsAndUsers(db: Kysely<Database>) {
  const [foods, users] = await Promise.all([
    db
      .selectFrom('foods')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { foods: Number(foods.count), users: Number(users.count) };
}
