import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The shop's own wording of customer sentences (docs/languages.md#the-shops-own-words):
 * `message_corrections` holds one row per language and key the owner corrected (a reset deletes
 * it), and `reviewed_languages` one row per language the shop has read through. Both new
 * tables, so no other table is touched.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('message_corrections')
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('message_key', 'text', (col) => col.notNull())
    .addColumn('wording', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_by', 'integer')
    .addPrimaryKeyConstraint('message_corrections_pk', ['language', 'message_key'])
    .execute();
  await db.schema
    .createTable('reviewed_languages')
    .addColumn('language', 'text', (col) => col.primaryKey())
    .addColumn('reviewed_at', 'bigint', (col) => col.notNull())
    .addColumn('reviewed_by', 'integer')
    .execute();
}
