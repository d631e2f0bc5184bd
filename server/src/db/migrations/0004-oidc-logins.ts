import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

// Sign-in through an identity provider: what a started login must remember until the provider
// sends the browser back, and the one-time code that hands the finished sign-in to the web app.
// In the database, not in memory, because several server processes may share it
// (docs/server-rules.md#data).
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('oidc_logins')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('browser_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('oidc_logins_expires_at')
    .on('oidc_logins')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('oidc_handoffs')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('browser_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('oidc_handoffs_expires_at')
    .on('oidc_handoffs')
    .column('expires_at')
    .execute();
}
