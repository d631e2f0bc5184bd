import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Notices become durable work (docs/decisions/0009-notices-as-durable-work.md): each row of
 * `notification_sends` is written in the transaction of the order change that calls for it,
 * with what to send (`payload`), and the senders claim it when `next_at` has come: a claimed
 * row's `next_at` is its lease, a failed try's the time of the next one. `attempts` counts the
 * tries and fences a late answer from a try whose lease ran out. Rows of the sends made before
 * have no payload and no `next_at`, so nothing claims them again.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('notification_sends').addColumn('payload', 'text').execute();
  await db.schema
    .alterTable('notification_sends')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('notification_sends').addColumn('next_at', 'bigint').execute();
  // The senders' one question, "which of this channel's are due?", reads only unfinished rows.
  await db.schema
    .createIndex('notification_sends_due')
    .on('notification_sends')
    .columns(['channel', 'next_at'])
    .where(sql.ref('next_at'), 'is not', null)
    .execute();
}
