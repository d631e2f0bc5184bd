import { sql, type Kysely } from 'kysely';
import { USERS_PAGE_SIZE } from '@buka/domain/admin';
import type { Dialect } from '../db/database';
import type { Database, UserRow } from '../db/tables';

// LIKE's wildcards typed into the search box are searched for, not obeyed.
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Digits only, three or more: the beginning of a phone number (docs/server-rules.md#validation: 11 digits). */
const phoneStart = /^\d{3,11}$/;

/** A trigram index search: the text as one phrase, which matches it anywhere, in any case. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

type UsersQuery = ReturnType<typeof usersTable>;
const usersTable = (db: Kysely<Database>) => db.selectFrom('users');

/**
 * The users a search means, to count and to page through, newest first. Digits: phones that
 * begin so. Else names holding the text anywhere, in any case. On SQLite each uses an index
 * where one helps (0020-18): names of three letters or more are found in the trigram index
 * (users_search), its page read from the index newest first; phones are counted on the phone's
 * unique index (GLOB is SQLite's case-sensitive LIKE, which that index serves) but paged by
 * reading users newest first (`+phone` keeps the index out), which stops at 50 when many
 * numbers begin the same and reads only 30,000 short rows when few do, where the index would
 * sort every match first. The rest, and PostgreSQL, read name by name.
 */
function matching(
  db: Kysely<Database>,
  dialect: Dialect,
  search: string,
  page: number,
): { count: UsersQuery; list: UsersQuery } {
  const all = usersTable(db);
  const offset = (page - 1) * USERS_PAGE_SIZE;
  if (!search) return { count: all, list: all.offset(offset) };
  if (dialect === 'sqlite' && phoneStart.test(search)) {
    return {
      count: all.where(sql<boolean>`phone glob ${`${search}*`}`),
      list: all.where(sql<boolean>`+phone glob ${`${search}*`}`).offset(offset),
    };
  }
  if (phoneStart.test(search)) {
    const phones = all.where('phone', 'like', `${search}%`);
    return { count: phones, list: phones.offset(offset) };
  }
  if (dialect === 'sqlite' && search.length >= 3) {
    const found = sql`select rowid from users_search where users_search match ${phrase(search)}`;
    return {
      count: all.where(sql<boolean>`id in (${found})`),
      list: all.where(
        sql<boolean>`id in (${found} order by rowid desc limit ${USERS_PAGE_SIZE} offset ${offset})`,
      ),
    };
  }
  const named = all.where(sql<boolean>`lower(name) like ${containsPattern(search)} escape '\\'`);
  return { count: named, list: named.offset(offset) };
}

/** docs/screens.md#staff-area Admin Users: newest first, filtered by display name in any case, or by phone. */
export async function searchUsers(
  db: Kysely<Database>,
  dialect: Dialect,
  { search, page }: { search: string; page: number },
): Promise<{ users: UserRow[]; total: number }> {
  const { count, list } = matching(db, dialect, search, page);
  const [users, row] = await Promise.all([
    list.selectAll().orderBy('id', 'desc').limit(USERS_PAGE_SIZE).execute(),
    count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { users, total: Number(row.total) };
}

/** Disabled users cannot sign in, and every session they had ends now. */
export async function disableUser(
  db: Kysely<Database>,
  id: number,
  now: number,
): Promise<UserRow | undefined> {
  const user = await db
    .updateTable('users')
    .set((eb) => ({ disabledAt: eb.fn.coalesce('disabledAt', eb.val(now)) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (user) await db.deleteFrom('sessions').where('userId', '=', id).execute();
  return user;
}

export async function enableUser(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ disabledAt: null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Sessions, cart and idempotency keys go with the account (foreign keys cascade); orders stay
 * for the books with no user, keeping the client's name and phone they were sent with.
 */
export async function deleteUser(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
