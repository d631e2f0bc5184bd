import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@buka/domain/languages';
import type { Kysely } from 'kysely';
import type { Database, InsertableUserRow, UpdateableUserRow, UserRow } from '../db/tables';

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByPhone(
  db: Kysely<Database>,
  phone: string,
): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function insertUser(db: Kysely<Database>, user: InsertableUserRow): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** Adds the user unless the e-mail address has one already (two first sign-ins at once). */
export async function insertUserUnlessEmailTaken(
  db: Kysely<Database>,
  user: InsertableUserRow,
): Promise<void> {
  await db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

export async function updateUser(
  db: Kysely<Database>,
  id: number,
  changes: UpdateableUserRow,
): Promise<UserRow | undefined> {
  // An UPDATE with nothing to set is a syntax error on both dialects.
  if (Object.values(changes).every((value) => value === undefined)) return findUserById(db, id);
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Makes the account with this phone an owner; answers whether such a user existed. */
export async function makeOwnerByPhone(db: Kysely<Database>, phone: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ role: 'owner' })
    .where('phone', '=', phone)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The languages some customers chose (docs/languages.md), by their id. */
export async function userLanguages(
  db: Kysely<Database>,
  ids: readonly (number | null)[],
): Promise<Map<number, Language>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'language'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((row) => [row.id, isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE]),
  );
}

/** The names and phones of the riders orders are given to, by id (one query for a page). */
export async function riderNames(
  db: Kysely<Database>,
  ids: readonly (number | null)[],
): Promise<Map<number, { name: string; phone: string }>> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'phone'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, phone: row.phone ?? '' }]));
}
