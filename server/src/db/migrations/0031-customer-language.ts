import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The language a customer chose (docs/languages.md): the texts the shop sends them (push, SMS)
 * are written in it, and the board shows it to staff. Everyone before spoke English.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}
