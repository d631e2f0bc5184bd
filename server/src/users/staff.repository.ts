import type { Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database, UserRow } from '../db/tables';

/** Whether any account holds staff rights (ADMIN_PHONES grants only until one does). */
export async function hasAdmin(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The admins who can still sign in, locked until the transaction ends (PostgreSQL). Two staff
 * removing each other at the same moment then take turns, and the second finds one admin left.
 * SQLite runs one write transaction at a time, which gives the same turns.
 */
export async function lockActiveAdmins(trx: Kysely<Database>, dialect: Dialect): Promise<number[]> {
  let query = trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
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
