import type { Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database, UserRow } from '../db/tables';

/** Whether the shop has an owner (ADMIN_PHONES grants only until it does). */
export async function hasOwner(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'owner')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The owners who can still sign in, locked until the transaction ends (PostgreSQL). Two owners
 * removing each other at the same moment then take turns, and the second finds one owner left.
 * SQLite runs one write transaction at a time, which gives the same turns.
 */
export async function lockActiveOwners(trx: Kysely<Database>, dialect: Dialect): Promise<number[]> {
  let query = trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabledAt', 'is', null)
    .orderBy('id');
  if (dialect === 'postgres') query = query.forUpdate();
  const rows = await query.execute();
  return rows.map((row) => row.id);
}

export async function setRole(
  db: Kysely<Database>,
  id: number,
  role: UserRow['role'],
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ role })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
