import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The board pages from an order (keyset paging: `id < ?` newest first) along the indexes on
 * (status, id), (is_paid, id) and (status, is_paid, id). 'Waiting' is three statuses, which no
 * one of those reads in id order: PostgreSQL then walked every order backwards to learn there
 * was no older waiting one (80 ms at 300,000 orders). The orders still waiting are few, so an
 * index of them alone, in id order, answers any page of them at once. The statuses are written
 * out, as the board's query writes them, for both databases to see that it applies.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await sql`create index orders_open_id on orders (id) where status in ('0', '2', '3')`.execute(db);
}
