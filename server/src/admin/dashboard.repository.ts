import type { Kysely } from 'kysely';
import { LOW_STOCK, type Dashboard } from '@buka/domain/admin';
import { koboToNaira } from '@buka/domain/money';
import { orderStatuses } from '@buka/domain/orders';
import type { Database } from '../db/tables';

type TodayFigures = Omit<Dashboard['today'], 'date'>;

/** Orders and money taken between two instants; canceled orders are counted apart, not summed. */
export async function orderFigures(
  db: Kysely<Database>,
  from: number,
  to: number,
): Promise<TodayFigures> {
  const groups = await db
    .selectFrom('orders')
    .select(['paymentMethod', 'isPaid', 'status'])
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('totalKobo').as('kobo'),
    ])
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .groupBy(['paymentMethod', 'isPaid', 'status'])
    .execute();
  const kobo = { total: 0, cash: 0, online: 0, paid: 0, unpaid: 0 };
  let orders = 0;
  let canceled = 0;
  for (const group of groups) {
    const count = Number(group.count);
    if (group.status === orderStatuses.canceled) {
      canceled += count;
      continue;
    }
    const amount = Number(group.kobo ?? 0);
    orders += count;
    kobo.total += amount;
    kobo[group.paymentMethod] += amount;
    kobo[group.isPaid === 1 ? 'paid' : 'unpaid'] += amount;
  }
  const revenue = {
    total: koboToNaira(kobo.total),
    cash: koboToNaira(kobo.cash),
    online: koboToNaira(kobo.online),
    paid: koboToNaira(kobo.paid),
    unpaid: koboToNaira(kobo.unpaid),
  };
  return { orders, canceled, revenue };
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

/** Dishes on the menu with LOW_STOCK portions or fewer, fewest first. */
export async function lowStockFoods(db: Kysely<Database>) {
  return db
    .selectFrom('foods')
    .select(['id', 'name', 'stock'])
    .where('deletedAt', 'is', null)
    .where('stock', '<=', LOW_STOCK)
    .orderBy('stock')
    .orderBy('name')
    .execute();
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
