import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/tables';
import { hasOwner } from '../users/staff.repository';

/**
 * ADMIN_PHONES makes the owner's first sign-up the shop's owner, and only while it has none:
 * a phone number is never proven, so later it grants nothing (someone could take over a number
 * the owner gave up on /profile and sign up or sign in with it).
 */
export async function isFirstAdminPhone(
  db: Kysely<Database>,
  config: Pick<Config, 'adminPhones'>,
  phone: string,
): Promise<boolean> {
  return config.adminPhones.includes(phone) && !(await hasOwner(db));
}

/**
 * ADMIN_EMAILS makes owners: only ever matched against an address the identity provider has
 * verified.
 */
export function isAdminEmail(config: Pick<Config, 'adminEmails'>, verifiedEmail: string): boolean {
  return config.adminEmails.includes(verifiedEmail.trim().toLowerCase());
}
