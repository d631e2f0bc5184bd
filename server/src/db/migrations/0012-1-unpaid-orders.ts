import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// Why an order was canceled (shown to the customer and staff), and the index the sweep of
// online orders left unpaid reads.
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
  await db.schema
    .createIndex('orders_status_created_at')
    .on('orders')
    .columns(['status', 'created_at'])
    .execute();
}
