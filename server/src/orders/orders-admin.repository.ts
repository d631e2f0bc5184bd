import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { ADMIN_ORDERS_PAGE_SIZE } from '@buka/domain/admin';
import { orderStatuses, type OrderStatus } from '@buka/domain/orders';
import type { Database } from '../db/tables';
import type { OrderRow } from './orders.repository';

export interface OrdersFilter {
  status?: OrderStatus | 'open' | 'new';
  paid?: boolean;
}

/** Where a page of the board starts: from an order, or at either end (the newest when none). */
export interface OrdersPageAt {
  before?: number;
  after?: number;
  oldest?: boolean;
}

export interface OrdersPage {
  orders: OrderRow[];
  older: number | null;
  newer: number | null;
}

/**
 * The statuses a board filter stands for: one, or the open steps for 'open' (named, so an index
 * finds them); undefined for every order, and for 'new', which needs more than its status.
 */
export function statusesOf(status: OrdersFilter['status']): OrderStatus[] | undefined {
  if (status === 'open') {
    return [orderStatuses.received, orderStatuses.preparing, orderStatuses.onTheWay];
  }
  return status === undefined || status === 'new' ? undefined : [status];
}

function narrowed<Q extends SelectQueryBuilder<Database, 'orders', object>>(
  query: Q,
  status: OrdersFilter['status'],
): Q {
  // 'new': put before staff (paid, or cash) and not yet accepted.
  if (status === 'new') {
    return query
      .where('status', '=', orderStatuses.received)
      .where('announcedAt', 'is not', null) as Q;
  }
  const statuses = statusesOf(status);
  if (!statuses) return query;
  // Written out, not bound: both databases then see that the index of waiting orders
  // (orders_open_id, whose predicate is the same list) applies. They are our own constants.
  return query.where(
    'status',
    'in',
    statuses.map((one) => sql.lit(one)),
  ) as Q;
}

function filtered(db: Kysely<Database>, { status, paid }: OrdersFilter) {
  const query = narrowed(db.selectFrom('orders'), status);
  return paid === undefined ? query : query.where('isPaid', '=', paid ? 1 : 0);
}

/**
 * Whether an order of the filter lies beyond `id` that way: one step along the same index,
 * so a page knows for sure whether there is another, even if the order it started from has
 * since left the filter (delivered, paid).
 */
async function hasBeyond(
  db: Kysely<Database>,
  filter: OrdersFilter,
  id: number,
  way: 'older' | 'newer',
): Promise<boolean> {
  const row = await filtered(db, filter)
    .select('id')
    .where('id', way === 'older' ? '<' : '>', id)
    .orderBy('id', way === 'older' ? 'desc' : 'asc')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One page of the staff's board, newest first, narrowed by status and paid/unpaid. A page is
 * found from an order's id (keyset paging) along the indexes on (status, id), (is_paid, id)
 * and (status, is_paid, id): the last page of a year reads 30 orders, as the first does, where
 * an OFFSET read every order before it. The count comes apart (countBoardOrders).
 */
export async function listBoardPage(
  db: Kysely<Database>,
  filter: OrdersFilter,
  at: OrdersPageAt,
): Promise<OrdersPage> {
  const size = ADMIN_ORDERS_PAGE_SIZE;
  // Walking towards the newest reads upwards from the order, then turns the page around.
  const upwards = at.before === undefined && (at.after !== undefined || at.oldest === true);
  let query = filtered(db, filter).selectAll();
  if (at.before !== undefined) query = query.where('id', '<', at.before);
  else if (at.after !== undefined) query = query.where('id', '>', at.after);
  const rows = await query
    .orderBy('id', upwards ? 'asc' : 'desc')
    .limit(size + 1)
    .execute();
  const more = rows.length > size;
  const page = rows.slice(0, size);
  if (upwards) page.reverse();
  const newest = page[0];
  const oldest = page.at(-1);
  if (!newest || !oldest) return { orders: [], older: null, newer: null };
  const [older, newer] = await Promise.all([
    upwards ? hasBeyond(db, filter, oldest.id, 'older') : more,
    upwards ? more : at.before !== undefined && hasBeyond(db, filter, newest.id, 'newer'),
  ]);
  return { orders: page, older: older ? oldest.id : null, newer: newer ? newest.id : null };
}

/**
 * Orders for a time later that staff still have to hand over, by their time (then as placed):
 * the board's list of the kitchen's coming work. Canceled and delivered ones are done.
 */
export async function listLaterOrders(db: Kysely<Database>, limit: number): Promise<OrderRow[]> {
  return narrowed(db.selectFrom('orders'), 'open')
    .selectAll()
    .where('scheduledFor', 'is not', null)
    .orderBy('scheduledFor')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The same filter counted order by order: for when the days' totals wait to be rebuilt. */
export async function countAllOrders(db: Kysely<Database>, filter: OrdersFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findOrderState(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'userId',
      'status',
      'paymentMethod',
      'isPaid',
      'fulfilment',
      'payByTransfer',
      'riderId',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What accepting (the promised time) or cancelling (the reason) records with the status. */
export type StatusMoveDetails = Partial<Pick<OrderRow, 'acceptedAt' | 'readyAt' | 'cancelReason'>>;

/** Moves the order only from the status it was read with, so two staff cannot both move it. */
export async function moveOrderStatus(
  db: Kysely<Database>,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  now: number,
  details: StatusMoveDetails = {},
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ ...details, status: to, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Cash is paid at the door: staff record it once, only on a cash order, never on a canceled one.
 * (A provider's confirmation goes through payments.repository's markOrderPaidByProvider.)
 */
export async function markCashCollected(
  db: Kysely<Database>,
  id: number,
  now: number,
  by?: 'cash' | 'transfer',
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      isPaid: 1,
      paidAt: now,
      updatedAt: now,
      ...(by ? { payByTransfer: by === 'transfer' ? 1 : 0 } : {}),
    })
    .where('id', '=', id)
    .where('isPaid', '=', 0)
    .where('paymentMethod', '=', 'cash')
    .where('status', '!=', orderStatuses.canceled)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes back a Mark paid made at or after `since`: only a cash order staff marked (an online
 * payment is the provider's word) with nothing refunded. Answers whether it was taken back.
 */
export async function unmarkCashCollected(
  db: Kysely<Database>,
  id: number,
  since: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ isPaid: 0, paidAt: null, updatedAt: now })
    .where('id', '=', id)
    .where('isPaid', '=', 1)
    .where('paymentMethod', '=', 'cash')
    .where('paidAt', '>=', since)
    .where('refundedKobo', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
