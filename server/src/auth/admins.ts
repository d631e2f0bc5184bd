import type { Config } from '../config';
import type { UserRow } from '../db/tables';

/** ADMIN_PHONES / ADMIN_EMAILS: the spec's "fixed addresses", configurable and server-side. */
export function isConfiguredAdmin(
  config: Pick<Config, 'adminPhones' | 'adminEmails'>,
  user: Pick<UserRow, 'phone' | 'email'>,
): boolean {
  return (
    (!!user.phone && config.adminPhones.includes(user.phone)) ||
    (!!user.email && config.adminEmails.includes(user.email.toLowerCase()))
  );
}
