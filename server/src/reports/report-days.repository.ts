import { sql, type Kysely, type RawBuilder } from 'kysely';
import { nairaToKobo } from '@buka/domain/money';
import { orderStatuses } from '@buka/domain/orders';
import { dayNumberStart } from '@buka/domain/shop-clock';
import { readStoredChoices } from '../orders/orders.mapper';
import type { Db } from '../db/database';
import type { Database } from '../db/tables';

/**
 * What reports split a day's orders by, each as the SQL that reads it from an order `o`. A new
 * dimension (pickup or delivery, say) is one line here, a column of report_day_orders, and
 * one entry in reports.ts's breakdowns.
 */
const dimensions = {
  status: sql<string>`o.status`,
  // As chosen: a phone customer's bank transfer is neither the drawer's cash nor online.
  paymentMethod: sql<string>`case when o.pay_by_transfer = 1 then 'transfer'
    else o.payment_method end`,
  // How it was actually paid: a provider's confirmed payment wins over the first choice.
  // (A scalar subquery with LIMIT 1: see payments.repository's paidOnline.)
  paidBy: sql<string>`case when o.is_paid = 0 then 'unpaid'
    when (select 1 from payments p where p.order_id = o.id and p.status = 'success' limit 1)
      is not null then 'online' when o.pay_by_transfer = 1 then 'transfer' else 'cash' end`,
  fulfilment: sql<string>`o.fulfilment`,
  source: sql<string>`o.source`,
} satisfies Record<string, RawBuilder<string>>;
const dimensionColumns = {
  status: 'status',
  paymentMethod: 'payment_method',
  paidBy: 'paid_by',
  fulfilment: 'fulfilment',
  source: 'source',
};

const STALE_BATCH = 5000;

/**
 * Rebuilds the totals of every day in [fromDay, toDay] that changed since it was last built,
 * one day per transaction (a cold year never holds the writer for long). Only the stale marks
 * read before the rebuild are removed, so a change made meanwhile leaves its day stale. On
 * PostgreSQL a lock per day keeps two processes from rebuilding the same day at once.
 */
export async function refreshReportDays(db: Db, fromDay: number, toDay: number): Promise<number> {
  const days = await db.kysely
    .selectFrom('reportStale')
    .select('day')
    .distinct()
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
  for (const { day } of days) {
    await db.kysely.transaction().execute(async (trx) => {
      if (db.dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(18, ${day})`.execute(trx);
      }
      const marks = await trx
        .selectFrom('reportStale')
        .select('id')
        .where('day', '=', day)
        .execute();
      if (marks.length === 0) return;
      await rebuildDay(trx, day);
      const ids = marks.map((mark) => mark.id);
      for (let from = 0; from < ids.length; from += STALE_BATCH) {
        await trx
          .deleteFrom('reportStale')
          .where('id', 'in', ids.slice(from, from + STALE_BATCH))
          .execute();
      }
    });
  }
  return days.length;
}

async function rebuildDay(trx: Kysely<Database>, day: number): Promise<void> {
  const from = dayNumberStart(day);
  const to = dayNumberStart(day + 1);
  const names = Object.keys(dimensions) as (keyof typeof dimensions)[];
  await trx.deleteFrom('reportDayOrders').where('day', '=', day).execute();
  await sql`
    insert into report_day_orders
      (day, ${sql.raw(names.map((name) => dimensionColumns[name]).join(', '))},
       orders, total_kobo, delivery_fee_kobo, refunded_kobo)
    select ${day}, ${sql.join(names.map((name) => dimensions[name]))},
      count(*), sum(o.total_kobo), sum(o.delivery_fee_kobo), sum(o.refunded_kobo)
    from orders o
    where o.created_at >= ${from} and o.created_at < ${to}
    group by ${sql.join(names.map((name) => dimensions[name]))}`.execute(trx);
  await trx.deleteFrom('reportDayDishes').where('day', '=', day).execute();
  await sql`
    insert into report_day_dishes (day, food_id, name, quantity, revenue_kobo)
    select ${day}, i.food_id, i.name, sum(i.quantity), sum(i.quantity * i.price_kobo)
    from orders o join order_items i on i.order_id = o.id
    where o.created_at >= ${from} and o.created_at < ${to} and o.status != ${orderStatuses.canceled}
    group by i.food_id, i.name`.execute(trx);
  await rebuildDayChoices(trx, day, from, to);
}

/**
 * The day's sold choices, by group and name. Choices are stored on each line as JSON (the
 * order reads as placed), so they are added up here rather than in SQL, the same way on both
 * databases; only lines that have choices are read.
 */
async function rebuildDayChoices(trx: Kysely<Database>, day: number, from: number, to: number) {
  await trx.deleteFrom('reportDayChoices').where('day', '=', day).execute();
  const lines = await trx
    .selectFrom('orders as o')
    .innerJoin('orderItems as i', 'i.orderId', 'o.id')
    .select(['i.choices', 'i.quantity'])
    .where('o.createdAt', '>=', from)
    .where('o.createdAt', '<', to)
    .where('o.status', '!=', orderStatuses.canceled)
    .where('i.choices', '!=', '[]')
    .execute();
  const sums = new Map<
    string,
    { groupName: string; name: string; quantity: number; kobo: number }
  >();
  for (const line of lines) {
    for (const choice of readStoredChoices(line.choices)) {
      const key = `${choice.group}\u0000${choice.name}`;
      const sum = sums.get(key) ?? {
        groupName: choice.group,
        name: choice.name,
        quantity: 0,
        kobo: 0,
      };
      sum.quantity += line.quantity;
      sum.kobo += nairaToKobo(choice.price) * line.quantity;
      sums.set(key, sum);
    }
  }
  const rows = [...sums.values()].map((sum) => ({
    day,
    groupName: sum.groupName,
    name: sum.name,
    quantity: sum.quantity,
    revenueKobo: sum.kobo,
  }));
  for (let at = 0; at < rows.length; at += 500) {
    await trx
      .insertInto('reportDayChoices')
      .values(rows.slice(at, at + 500))
      .execute();
  }
}

export type DayOrdersRow = Awaited<ReturnType<typeof readDayOrders>>[number];

/** The days' order totals, every combination, for reports to add up as they need. */
export async function readDayOrders(db: Kysely<Database>, fromDay: number, toDay: number) {
  const rows = await db
    .selectFrom('reportDayOrders')
    .select([
      'day',
      'status',
      'paymentMethod',
      'paidBy',
      'fulfilment',
      'source',
      'orders',
      'totalKobo',
      'deliveryFeeKobo',
      'refundedKobo',
    ])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
  // bigint sums come back as text on PostgreSQL.
  return rows.map((row) => ({
    ...row,
    orders: Number(row.orders),
    totalKobo: Number(row.totalKobo),
    deliveryFeeKobo: Number(row.deliveryFeeKobo),
    refundedKobo: Number(row.refundedKobo),
  }));
}

/** Dishes sold over the days, best-selling first. */
export async function readDayDishes(db: Kysely<Database>, fromDay: number, toDay: number) {
  const rows = await db
    .selectFrom('reportDayDishes')
    .select((eb) => [
      'foodId',
      'name',
      eb.fn.sum<number | string>('quantity').as('quantity'),
      eb.fn.sum<number | string>('revenueKobo').as('revenueKobo'),
    ])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .groupBy(['foodId', 'name'])
    .execute();
  return rows
    .map((row) => ({
      foodId: Number(row.foodId),
      name: row.name,
      quantity: Number(row.quantity),
      revenueKobo: Number(row.revenueKobo),
    }))
    .sort((a, b) => b.quantity - a.quantity || b.revenueKobo - a.revenueKobo);
}

/** Choices sold over the days, best-selling first. */
export async function readDayChoices(db: Kysely<Database>, fromDay: number, toDay: number) {
  const rows = await db
    .selectFrom('reportDayChoices')
    .select((eb) => [
      'groupName',
      'name',
      eb.fn.sum<number | string>('quantity').as('quantity'),
      eb.fn.sum<number | string>('revenueKobo').as('revenueKobo'),
    ])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .groupBy(['groupName', 'name'])
    .execute();
  return rows
    .map((row) => ({
      groupName: row.groupName,
      name: row.name,
      quantity: Number(row.quantity),
      revenueKobo: Number(row.revenueKobo),
    }))
    .sort((a, b) => b.quantity - a.quantity || b.revenueKobo - a.revenueKobo);
}

/** How many days wait to be rebuilt, up to `atMost` (enough to choose how to count). */
export async function staleDayCount(db: Kysely<Database>, atMost: number): Promise<number> {
  const rows = await db.selectFrom('reportStale').select('day').distinct().limit(atMost).execute();
  return rows.length;
}

/**
 * How many orders match the board's filter, from the days' totals: a few thousand rows
 * however many orders the shop has made. The caller rebuilds stale days first.
 */
export async function countOrdersByDays(
  db: Kysely<Database>,
  filter: { statuses?: string[]; paid?: boolean },
): Promise<number> {
  let query = db
    .selectFrom('reportDayOrders')
    .select((eb) => eb.fn.sum<number | string>('orders').as('total'));
  if (filter.statuses) query = query.where('status', 'in', filter.statuses);
  if (filter.paid !== undefined) {
    query = query.where('paidBy', filter.paid ? '!=' : '=', 'unpaid');
  }
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}
