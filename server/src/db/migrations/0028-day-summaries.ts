import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The owner's day summary (docs/operations.md#the-day-summary): `day_summaries` holds one row
 * per shop day whose summary went out, its date the key, so however many processes look at
 * closing time (or look again after a restart) a day is sent once. Its texts go through the
 * notice outbox, which until now held only an order's notices: `notification_sends.order_id`
 * may be null for a notice about the shop's day. SQLite cannot drop a NOT NULL, so there the
 * table is made again, with its rows, key and indexes (WhatsApp's receipts and their index
 * included).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('day_summaries')
    .addColumn('date', 'text', (col) => col.primaryKey())
    .addColumn('way', 'text', (col) => col.notNull())
    .addColumn('recipients', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .execute();

  if (dialect === 'postgres') {
    await sql`alter table notification_sends alter column order_id drop not null`.execute(db);
    return;
  }
  await db.schema
    .createTable('notification_sends_new')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('cascade'))
    .addColumn('step', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('payload', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_at', 'bigint')
    .addColumn('receipt', 'text')
    .addUniqueConstraint('notification_sends_once', ['order_id', 'step', 'channel', 'recipient'])
    .execute();
  await sql`insert into notification_sends_new (id, order_id, step, channel, recipient, status,
      detail, created_at, updated_at, payload, attempts, next_at, receipt)
    select id, order_id, step, channel, recipient, status, detail, created_at, updated_at,
      payload, attempts, next_at, receipt from notification_sends`.execute(db);
  await db.schema.dropTable('notification_sends').execute();
  await db.schema.alterTable('notification_sends_new').renameTo('notification_sends').execute();
  await db.schema
    .createIndex('notification_sends_due')
    .on('notification_sends')
    .columns(['channel', 'next_at'])
    .where(sql.ref('next_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('notification_sends_detail')
    .on('notification_sends')
    .columns(['channel', 'detail'])
    .execute();
}
