import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database, StaffInviteRow, StaffInviteTable } from '../db/tables';

/** Only a link's hash is kept, as with sessions: a leaked database opens no invite. */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function insertInvite(
  db: Kysely<Database>,
  invite: Omit<StaffInviteTable, 'id' | 'acceptedAt' | 'acceptedBy' | 'canceledAt'>,
): Promise<StaffInviteRow> {
  return db
    .insertInto('staffInvites')
    .values({ ...invite, acceptedAt: null, acceptedBy: null, canceledAt: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findInviteById(
  db: Kysely<Database>,
  id: number,
): Promise<StaffInviteRow | undefined> {
  return db.selectFrom('staffInvites').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The invite a link opens, locked until the transaction ends on PostgreSQL, so two taps on the
 * same link take turns and the second finds it used. SQLite writes one transaction at a time.
 */
export async function findInviteByToken(
  db: Kysely<Database>,
  token: string,
  lock?: Dialect,
): Promise<StaffInviteRow | undefined> {
  let query = db
    .selectFrom('staffInvites')
    .selectAll()
    .where('tokenHash', '=', hashInviteToken(token));
  if (lock === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Invites not yet answered or cancelled, the newest first, with who sent each. */
export async function listOpenInvites(db: Kysely<Database>) {
  return db
    .selectFrom('staffInvites')
    .leftJoin('users', 'users.id', 'staffInvites.invitedBy')
    .selectAll('staffInvites')
    .select('users.name as invitedByName')
    .where('staffInvites.acceptedAt', 'is', null)
    .where('staffInvites.canceledAt', 'is', null)
    .orderBy('staffInvites.id', 'desc')
    .limit(100)
    .execute();
}

/** A person has one open invite: a new one for the same phone voids the others. */
export async function cancelOpenInvitesFor(
  db: Kysely<Database>,
  phone: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('staffInvites')
    .set({ canceledAt: now })
    .where('phone', '=', phone)
    .where('acceptedAt', 'is', null)
    .where('canceledAt', 'is', null)
    .execute();
}

/** Answers whether it was still open (a cancel racing an acceptance loses to it, or wins). */
export async function cancelInvite(
  db: Kysely<Database>,
  id: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('staffInvites')
    .set({ canceledAt: now })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('canceledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new link for an open invite: the old hash is replaced, so the old link no longer opens. */
export async function renewInviteToken(
  db: Kysely<Database>,
  id: number,
  tokenHash: string,
  times: { createdAt: number; expiresAt: number },
): Promise<StaffInviteRow | undefined> {
  return db
    .updateTable('staffInvites')
    .set({ tokenHash, ...times })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('canceledAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Marks the invite used, once: answers false when another acceptance was first. */
export async function markInviteAccepted(
  db: Kysely<Database>,
  id: number,
  userId: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('staffInvites')
    .set({ acceptedAt: now, acceptedBy: userId })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .where('canceledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
