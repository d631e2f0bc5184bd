import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * What staff note about a customer ("allergic to groundnut"), by the phone number their orders
 * carry: a customer who phones their orders in has no account, and one with an account orders
 * under the same number (docs/customers.md).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('customer_notes')
    .addColumn('phone', 'text', (col) => col.primaryKey())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_by', 'integer')
    .execute();
}
