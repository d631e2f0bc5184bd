import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

// Counters live in the database so that every server process sees the same count.

export async function isLimited(
  db: Kysely<Database>,
  key: string,
  limit: number,
  now: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('rateLimits')
    .select(['count', 'resetAt'])
    .where('key', '=', key)
    .executeTakeFirst();
  return !!row && row.resetAt > now && row.count >= limit;
}

/** Counts one more attempt in the key's window (a new window when the last one ended). */
export async function countAttempt(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('rateLimits')
    .values({ key, count: 1, resetAt: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rateLimits.resetAt', '<=', now)
          .then(1)
          .else(eb('rateLimits.count', '+', 1))
          .end(),
        resetAt: eb
          .case()
          .when('rateLimits.resetAt', '<=', now)
          .then(now + windowMs)
          .else(eb.ref('rateLimits.resetAt'))
          .end(),
      })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Counts one more failure in the key's window, starting a new window when the last one ended. */
export async function countFailure(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: number,
): Promise<void> {
  await countAttempt(db, key, windowMs, now);
}

/** Gives back an attempt that turned out to be allowed (the real owner signing in). */
export async function forgiveAttempt(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rateLimits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}

/** Forgets the windows that have closed; answers how many. */
export async function deleteClosedWindows(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('rateLimits').where('resetAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
