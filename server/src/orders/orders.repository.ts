import type { Insertable, Kysely, Selectable } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '@buka/domain/languages';
import { orderStatuses } from '@buka/domain/order-status';
import { riderNames, userLanguages } from '../users/users.repository';
import type { Database, OrderItemTable, OrderTable } from '../db/tables';
import { moneyOfOrders, type OrderMoney } from '../payments/refunds.repository';

export type OrderRow = Selectable<OrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
/**
 * An order with its lines, its payments and refunds, the money it still owes back, and the
 * language its customer chose (docs/languages.md: the board shows it, the texts use it).
 */
export type OrderWithItems = OrderRow & { items: OrderItemRow[] } & OrderMoney & {
    customerLanguage: Language;
    /** The rider it is given to (docs/orders.md#riders), with their phone. */
    rider: { id: number; name: string; phone: string } | null;
  };

export async function insertOrder(
  db: Kysely<Database>,
  order: Insertable<OrderTable>,
): Promise<OrderRow> {
  return db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export async function insertOrderItems(
  db: Kysely<Database>,
  items: Insertable<OrderItemTable>[],
): Promise<void> {
  if (items.length > 0) await db.insertInto('orderItems').values(items).execute();
}

/** The lines of several orders at once, in the order they were written. */
export async function withItems(
  db: Kysely<Database>,
  orders: OrderRow[],
): Promise<OrderWithItems[]> {
  if (orders.length === 0) return [];
  const money = await moneyOfOrders(db, orders);
  const items = await db
    .selectFrom('orderItems')
    .selectAll()
    .where(
      'orderId',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('id')
    .execute();
  const languages = await userLanguages(
    db,
    orders.map((order) => order.userId),
  );
  const riders = await riderNames(
    db,
    orders.map((order) => order.riderId),
  );
  return orders.map((order) => ({
    ...order,
    items: items.filter((item) => item.orderId === order.id),
    customerLanguage: (order.userId !== null && languages.get(order.userId)) || DEFAULT_LANGUAGE,
    rider: riderOf(order.riderId, riders),
    ...(money.get(order.id) ?? { payments: [], refunds: [], refundDueKobo: 0 }),
  }));
}

export async function findOrder(
  db: Kysely<Database>,
  id: number,
): Promise<OrderWithItems | undefined> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  return order ? (await withItems(db, [order]))[0] : undefined;
}

/** A customer's orders, newest first, one page at a time. */
export async function listUserOrders(
  db: Kysely<Database>,
  userId: number,
  page: { number: number; size: number },
): Promise<OrderWithItems[]> {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset((page.number - 1) * page.size)
    .execute();
  return withItems(db, orders);
}

/** Where the customer's newest order was delivered: checkout offers it again. */
export async function findLastDelivery(
  db: Kysely<Database>,
  userId: number,
): Promise<{ address: string; area: string | null } | null> {
  const row = await db
    .selectFrom('orders')
    .select(['clientAddress as address', 'area'])
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Puts an order before staff to accept (docs/orders.md#statuses): an online order once it is paid
 * (a later order, when its cooking should start). Only a new one, once: a later payment of a
 * canceled or accepted order announces nothing. The 'order.updated' published after it makes every
 * staff device ring (notifications), and the escalation clock starts here.
 */
export async function announceOrder(
  db: Kysely<Database>,
  id: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ announcedAt: now })
    .where('id', '=', id)
    .where('status', '=', orderStatuses.received)
    .where('announcedAt', 'is', null)
    // A later order waits for its cooking time, paid or not (findLaterOrdersDue).
    .where((eb) => eb.or([eb('prepareAt', 'is', null), eb('prepareAt', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function riderOf(
  id: number | null,
  riders: Map<number, { name: string; phone: string }>,
): OrderWithItems['rider'] {
  const rider = id === null ? undefined : riders.get(id);
  return id === null || !rider ? null : { id, ...rider };
}
