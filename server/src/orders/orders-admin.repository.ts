import type { Kysely } from 'kysely';
import { ADMIN_ORDERS_PAGE_SIZE } from '@buka/domain/admin';
import { orderStatuses, type OrderStatus } from '@buka/domain/orders';
import type { Database } from '../db/tables';
import type { OrderRow } from './orders.repository';

export interface OrdersFilter {
  status?: OrderStatus | 'open' | 'new';
  paid?: boolean;
  page: number;
}

/** The staff's board: every order, newest first, narrowed by status and paid/unpaid. */
export async function listAllOrders(
  db: Kysely<Database>,
  { status, paid, page }: OrdersFilter,
): Promise<{ orders: OrderRow[]; total: number }> {
  let query = db.selectFrom('orders');
  if (status === 'open') {
    query = query.where('status', 'not in', [orderStatuses.delivered, orderStatuses.canceled]);
  } else if (status === 'new') {
    query = query.where('status', '=', orderStatuses.received).where('announcedAt', 'is not', null);
  } else if (status !== undefined) {
    query = query.where('status', '=', status);
  }
  if (paid !== undefined) query = query.where('isPaid', '=', paid ? 1 : 0);
  const [orders, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { orders, total: Number(count.total) };
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
