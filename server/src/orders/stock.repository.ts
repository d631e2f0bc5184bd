import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

/**
 * Takes `qty` portions in one conditional update: the row changes only while enough stock is
 * left, so two customers can never both buy the last portion (docs/orders.md#stock), on SQLite and
 * on PostgreSQL alike. Answers the stock left, or undefined when the portions were not there.
 */
export async function takeStock(
  db: Kysely<Database>,
  foodId: number,
  qty: number,
  now: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('foods')
    .set({ stock: sql<number>`stock - ${qty}`, updatedAt: now })
    .where('id', '=', foodId)
    .where('stock', '>=', qty)
    .where('deletedAt', 'is', null)
    // Marked finished today by staff while this order was on its way: finished all the same.
    .where((eb) => eb.or([eb('soldOutUntil', 'is', null), eb('soldOutUntil', '<=', now)]))
    .returning('stock')
    .executeTakeFirst();
  return row?.stock;
}

/** Gives an order's portions back (a canceled order, docs/orders.md#stock); run it in the cancel's transaction. */
export async function returnStock(
  db: Kysely<Database>,
  orderId: number,
  now: number,
): Promise<void> {
  const lines = await db
    .selectFrom('orderItems')
    .select(['foodId', 'quantity'])
    .where('orderId', '=', orderId)
    .orderBy('foodId')
    .execute();
  for (const line of lines) {
    await db
      .updateTable('foods')
      .set({ stock: sql<number>`stock + ${line.quantity}`, updatedAt: now })
      .where('id', '=', line.foodId)
      .execute();
  }
}
