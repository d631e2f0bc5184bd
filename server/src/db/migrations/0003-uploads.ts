import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// The pictures this shop stored: who may remove one, and which files belong to us at all.
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('name', 'text', (col) => col.primaryKey())
    // A deleted account's food pictures stay on the menu; its profile photo goes with it.
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('uploads_user_id').on('uploads').column('user_id').execute();
}
