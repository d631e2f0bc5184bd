import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/tables';

const DAY = 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** 256 random bits; only its hash is stored, so a leaked database holds no usable token. */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  days: number,
  now: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ tokenHash: hashToken(token), userId, expiresAt: now + days * DAY, createdAt: now })
    .execute();
  return token;
}

/** The signed-in user of a token, or undefined when it is unknown, expired or disabled. */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
  now: number,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .where('sessions.tokenHash', '=', hashToken(token))
    .where('sessions.expiresAt', '>', now)
    .where('users.disabledAt', 'is', null)
    .executeTakeFirst();
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('tokenHash', '=', hashToken(token)).execute();
}

export async function deleteUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

/** Forgets the sessions past their end; answers how many. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
