import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Riders (docs/orders.md#riders): the rider a delivery is given to, and the last time a rider
 * could not deliver it, with why, for the board. Added columns only: the orders table is one
 * other changes rebuild least.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('rider_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('orders').addColumn('undelivered_reason', 'text').execute();
  await db.schema.alterTable('orders').addColumn('undelivered_at', 'bigint').execute();
  await db.schema.createIndex('orders_rider_id').on('orders').column('rider_id').execute();
}
