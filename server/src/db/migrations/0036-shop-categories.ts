import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The shop's own categories (docs/decisions/0017-the-shops-own-categories.md): staff order, hide
 * and delete them. Columns are added, never a rebuilt table, so other changes to categories keep
 * theirs. The categories a shop already has keep the order of their ids, as the menu showed them.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('categories')
    .addColumn('position', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('categories')
    .addColumn('hidden', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // Deleted categories stay as rows: a deleted dish (kept for old carts and orders) still
  // names its category, and a deleted category's address word is never given to another.
  await db.schema.alterTable('categories').addColumn('deleted_at', 'bigint').execute();
  await sql`update categories set position = id`.execute(db);
  await db.schema
    .createIndex('categories_url_param')
    .unique()
    .on('categories')
    .column('url_param')
    .execute();
  // Two staff adding 'Swallow' at once: one of them is refused (the service checks first).
  await sql`create unique index categories_live_name on categories (lower(name)) where deleted_at is null`.execute(
    db,
  );
}
