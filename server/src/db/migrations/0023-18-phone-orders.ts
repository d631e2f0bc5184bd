import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Orders taken by staff on the phone or WhatsApp.
 * `source`: 'online' (the customer's own checkout) or 'phone' (staff typed it in);
 * `taken_by`: the staff member who did; `hours_overridden`: 1 when staff placed it while the
 * shop was closed or paused, so the owner can see it was on purpose; `pay_by_transfer`: the
 * customer pays staff by bank transfer rather than cash (neither goes through the provider).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('online'))
    .execute();
  await db.schema.alterTable('orders').addColumn('taken_by', 'integer').execute();
  for (const column of ['hours_overridden', 'pay_by_transfer']) {
    await db.schema
      .alterTable('orders')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
}
