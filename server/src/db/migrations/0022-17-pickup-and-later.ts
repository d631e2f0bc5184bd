import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

// Pickup or delivery, orders for later, and what the rider needs. `scheduled_for`:
// the chosen slot's start (null: as soon as possible); `prepare_at`: when the kitchen should
// start on it, the moment a later order is put before staff. Orders from before were all
// deliveries for as soon as possible.
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('fulfilment', 'text', (column) => column.notNull().defaultTo('delivery'))
    .execute();
  for (const column of ['scheduled_for', 'prepare_at']) {
    await db.schema.alterTable('orders').addColumn(column, 'bigint').execute();
  }
  for (const column of ['landmark', 'rider_phone']) {
    await db.schema
      .alterTable('orders')
      .addColumn(column, 'text', (text) => text.notNull().defaultTo(''))
      .execute();
  }
  // A slot's orders are counted for its limit; the later orders still to announce are found.
  await db.schema
    .createIndex('orders_scheduled_for')
    .on('orders')
    .column('scheduled_for')
    .where('scheduled_for', 'is not', null)
    .execute();
  await sql`create index orders_prepare_at on orders (prepare_at) where announced_at is null`.execute(
    db,
  );
}
