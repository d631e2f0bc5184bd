import { sql, type Kysely } from 'kysely';
import { USERS_PAGE_SIZE } from '@buka/domain/admin';
import type { Database, UserRow } from '../db/tables';

// LIKE's wildcards typed into the search box are searched for, not obeyed.
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** spec §2 Admin Users: newest first, filtered by display name in any case. */
export async function searchUsers(
  db: Kysely<Database>,
  { search, page }: { search: string; page: number },
): Promise<{ users: UserRow[]; total: number }> {
  let query = db.selectFrom('users');
  if (search) {
    query = query.where(sql<boolean>`lower(name) like ${containsPattern(search)} escape '\\'`);
  }
  const [users, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { users, total: Number(count.total) };
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
