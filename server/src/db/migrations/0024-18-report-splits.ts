import { sql, type Kysely } from 'kysely';
import { SHOP_UTC_OFFSET_MS } from '@buka/domain/shop-clock';
import type { Dialect } from '../database';

/**
 * Reports split each day's orders by pickup or delivery and by source (online or taken by
 * phone), and count the choices sold. The day totals gain two columns and a table
 * of choices; every day with orders is marked stale, so each is rebuilt with the new splits at
 * its next report (the old rows carry neither).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const column of ['fulfilment', 'source']) {
    await db.schema
      .alterTable('report_day_orders')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .createTable('report_day_choices')
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('group_name', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('revenue_kobo', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('report_day_choices_day')
    .on('report_day_choices')
    .column('day')
    .execute();
  await sql`
    insert into report_stale (day)
    select distinct (created_at + ${sql.raw(String(SHOP_UTC_OFFSET_MS))}) / 86400000 from orders`.execute(
    db,
  );
}
