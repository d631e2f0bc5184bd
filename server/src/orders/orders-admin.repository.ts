import type { Kysely, SelectQueryBuilder } from 'kysely';
import { ADMIN_ORDERS_PAGE_SIZE } from '@buka/domain/admin';
import { orderStatuses, type OrderStatus } from '@buka/domain/orders';
import type { Database } from '../db/tables';
import type { OrderRow } from './orders.repository';

export interface OrdersFilter {
  status?: OrderStatus | 'open' | 'new';
  paid?: boolean;
  page: number;
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
  return statuses ? (query.where('status', 'in', statuses) as Q) : query;
}

/**
 * One page of the staff's board: newest first, narrowed by status and paid/unpaid (indexes on
 * status, is_paid and id). The count comes apart (countOrdersByDays), not from here.
 */
export async function listAllOrders(
  db: Kysely<Database>,
  { status, paid, page }: OrdersFilter,
): Promise<OrderRow[]> {
  let query = db.selectFrom('orders');
  query = narrowed(query, status);
  if (paid !== undefined) query = query.where('isPaid', '=', paid ? 1 : 0);
  return query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(ADMIN_ORDERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE)
    .execute();
}

/** The same filter counted order by order: for when the days' totals wait to be rebuilt. */
export async function countAllOrders(
  db: Kysely<Database>,
  { status, paid }: Omit<OrdersFilter, 'page'>,
): Promise<number> {
  let query = narrowed(db.selectFrom('orders'), status);
  if (paid !== undefined) query = query.where('isPaid', '=', paid ? 1 : 0);
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findOrderState(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'userId', 'status', 'paymentMethod', 'isPaid'])
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
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ isPaid: 1, paidAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('isPaid', '=', 0)
    .where('paymentMethod', '=', 'cash')
    .where('status', '!=', orderStatuses.canceled)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
