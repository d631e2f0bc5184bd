import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database, UpdateableUserRow, UserRow } from '../db/tables';
import { findUserByEmail, insertUserUnlessEmailTaken, updateUser } from '../users/users.repository';
import { isAdminEmail } from './admins';

/** What the provider told us about the person, already checked (verified e-mail). */
export interface ProviderProfile {
  email: string;
  name: string | null;
  /** The provider's photo address; copied into the shop's pictures, never linked (oidc.photo). */
  picture: string | null;
}

/**
 * docs/server-rules.md#sign-in: the e-mail address is the user key. A new address becomes a
 * customer (or an admin when ADMIN_EMAILS lists this verified address); a known one signs in. In
 * one transaction, and the insert yields to the unique e-mail index, so two first sign-ins at once
 * still make one account.
 */
export async function findOrCreateProviderUser(
  db: Kysely<Database>,
  config: Pick<Config, 'adminEmails'>,
  providerId: string,
  profile: ProviderProfile,
  now: number,
): Promise<UserRow> {
  // Addresses are matched in lower case: Ada@Example.com and ada@example.com are one person.
  const email = profile.email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    let user = await findUserByEmail(trx, email);
    if (!user) {
      await insertUserUnlessEmailTaken(trx, {
        // No name from the provider: the header shows the e-mail instead
        // (docs/screens.md#header-and-footer).
        name: profile.name ?? '',
        email,
        role: isAdminEmail(config, email) ? 'owner' : 'customer',
        provider: providerId,
        createdAt: now,
      });
      user = await findUserByEmail(trx, email);
      if (!user) throw new Error('The provider user was neither found nor created');
    }
    // Fill in what the account lacks; never overwrite what the customer chose on /profile.
    const changes: UpdateableUserRow = {};
    if (!user.name && profile.name) changes.name = profile.name;
    // The provider verified this address just now; the account's phone grants nothing.
    if (user.role !== 'owner' && isAdminEmail(config, email)) changes.role = 'owner';
    if (Object.keys(changes).length === 0) return user;
    return (await updateUser(trx, user.id, changes)) ?? user;
  });
}
