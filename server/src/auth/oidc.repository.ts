import type { Kysely, Selectable } from 'kysely';
import type { Database, OidcHandoffTable, OidcLoginTable } from '../db/tables';

export type PendingOidcLogin = Selectable<OidcLoginTable>;
export type OidcHandoff = Selectable<OidcHandoffTable>;

export async function savePendingLogin(
  db: Kysely<Database>,
  login: PendingOidcLogin,
): Promise<void> {
  await db.insertInto('oidcLogins').values(login).execute();
}

/**
 * Takes a started login out in one statement, so a replayed or doubled callback finds nothing:
 * each state is good for one try. Answers undefined when it is unknown or expired.
 */
export async function takePendingLogin(
  db: Kysely<Database>,
  state: string,
  now: number,
): Promise<PendingOidcLogin | undefined> {
  const row = await db
    .deleteFrom('oidcLogins')
    .where('state', '=', state)
    .returningAll()
    .executeTakeFirst();
  return row && row.expiresAt > now ? row : undefined;
}

export async function saveHandoff(db: Kysely<Database>, handoff: OidcHandoff): Promise<void> {
  await db.insertInto('oidcHandoffs').values(handoff).execute();
}

/** The one-time code of a finished sign-in, taken out as it is used (see takePendingLogin). */
export async function takeHandoff(
  db: Kysely<Database>,
  codeHash: string,
  now: number,
): Promise<OidcHandoff | undefined> {
  const row = await db
    .deleteFrom('oidcHandoffs')
    .where('codeHash', '=', codeHash)
    .returningAll()
    .executeTakeFirst();
  return row && row.expiresAt > now ? row : undefined;
}

/** Logins abandoned at the provider and codes never exchanged. */
export async function deleteExpiredOidcRows(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('oidcLogins').where('expiresAt', '<=', now).execute();
  await db.deleteFrom('oidcHandoffs').where('expiresAt', '<=', now).execute();
}
