import type { Config } from '../config';
import type { Db } from '../db/database';
import { hasOwner } from './staff.repository';

/** What the start message says about staff: how the first owner is made, and by whom not. */
export async function firstAdminHint(
  db: Db,
  config: Pick<Config, 'adminPhones' | 'adminEmails'>,
): Promise<string> {
  if (await hasOwner(db.kysely)) {
    const ignored = config.adminPhones.length > 0 ? ' (ADMIN_PHONES is ignored now)' : '';
    return `Staff: the owner gives roles in the staff area, Users → Role${ignored}\n`;
  }
  const lines = ['The shop has no owner yet.'];
  if (config.adminPhones.length > 0) {
    lines.push(
      `  The first sign-up with ${config.adminPhones.join(' or ')} becomes the owner: register it now,`,
      '  since until then anyone who registers that number first would be the owner.',
    );
  } else {
    lines.push('  Register in the shop, then run  npm run admin -- <your phone number>');
  }
  if (config.adminEmails.length > 0) {
    lines.push(
      `  Signing in with a provider-verified ${config.adminEmails.join(' or ')} also does.`,
    );
  }
  return `${lines.join('\n')}\n`;
}
