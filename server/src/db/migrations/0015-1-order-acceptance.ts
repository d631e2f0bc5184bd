import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

// Staff accept a new order with a ready time or reject it (docs/orders.md#statuses; its reason goes
// in cancel_reason, 0012-1), and an order left waiting is escalated once. `announced_at`: when the
// order was put before staff to accept (at once for cash, when paid for online); `escalated_at`
// is claimed by the one process that escalates it.
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const column of ['announced_at', 'accepted_at', 'ready_at', 'escalated_at']) {
    await db.schema.alterTable('orders').addColumn(column, 'bigint').execute();
  }

  // Orders from before: those staff could act on count as put before them when placed, and
  // nothing older than this change is escalated.
  await sql`update orders set announced_at = created_at, escalated_at = created_at
            where payment_method = 'cash' or is_paid = 1`.execute(db);
  await db.schema
    .createIndex('orders_status_announced_at')
    .on('orders')
    .columns(['status', 'announced_at'])
    .execute();
  await db.schema.createIndex('orders_accepted_at').on('orders').column('accepted_at').execute();
}
