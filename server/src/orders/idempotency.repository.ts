import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

const DAY = 24 * 60 * 60 * 1000;

export interface IdempotencyRecord {
  requestHash: string;
  statusCode: number;
  response: string;
}

export async function findIdempotencyRecord(
  db: Kysely<Database>,
  userId: number,
  key: string,
): Promise<IdempotencyRecord | undefined> {
  return db
    .selectFrom('idempotencyKeys')
    .select(['requestHash', 'statusCode', 'response'])
    .where('userId', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Claims a key before the order is written, in the order's transaction: a second request with
 * the same key then waits on the unique index (PostgreSQL) or on the single writer (SQLite)
 * and finds the first one's answer instead of taking stock again. Keys live a day.
 */
export async function claimIdempotencyKey(
  db: Kysely<Database>,
  claim: { userId: number; key: string; requestHash: string; now: number },
): Promise<void> {
  await db
    .deleteFrom('idempotencyKeys')
    .where('userId', '=', claim.userId)
    .where('createdAt', '<', claim.now - DAY)
    .execute();
  await db
    .insertInto('idempotencyKeys')
    .values({
      userId: claim.userId,
      key: claim.key,
      requestHash: claim.requestHash,
      statusCode: 0,
      response: '',
      createdAt: claim.now,
    })
    .execute();
}

export async function saveIdempotentResponse(
  db: Kysely<Database>,
  userId: number,
  key: string,
  answer: { statusCode: number; response: string },
): Promise<void> {
  await db
    .updateTable('idempotencyKeys')
    .set(answer)
    .where('userId', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** A duplicate key on either dialect (PostgreSQL 23505, SQLite's constraint codes). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = String(error.code);
  return (
    code === '23505' ||
    code.startsWith('SQLITE_CONSTRAINT_PRIMARYKEY') ||
    code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}
