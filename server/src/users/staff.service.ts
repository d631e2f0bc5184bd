import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import type { Database, UserRow } from '../db/tables';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/errors';
import { findUserById } from './users.repository';
import { lockActiveAdmins, setRole } from './staff.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'events'>;

/**
 * Refuses a change that would leave the shop without an admin who can sign in: nobody could
 * then reach the staff area except through the server's command line.
 */
export async function keepAnAdmin(
  trx: Kysely<Database>,
  dialect: Deps['db']['dialect'],
  leaving: number,
): Promise<void> {
  const admins = await lockActiveAdmins(trx, dialect);
  if (admins.includes(leaving) && admins.length === 1) {
    throw new HttpError(409, messages.lastAdmin, 'last-admin');
  }
}

/**
 * Users → Make staff / Remove staff (docs/server-rules.md#roles): staff rights belong to the
 * account, granted by an admin's act. Someone listed in ADMIN_EMAILS is made staff again at each
 * verified sign-in, so removing them here would not hold: the server's list must change first.
 */
export async function changeStaffRights(
  { db, config, events }: Deps,
  userId: number,
  staff: boolean,
): Promise<UserRow> {
  const user = await db.kysely.transaction().execute(async (trx) => {
    if (!staff) await keepAnAdmin(trx, db.dialect, userId);
    const current = await findUserById(trx, userId);
    if (!current) throw new HttpError(404, messages.userNotFound);
    if (!staff && current.email && config.adminEmails.includes(current.email.toLowerCase())) {
      throw new HttpError(409, messages.staffByAdminEmails, 'admin-emails');
    }
    const role = staff ? 'admin' : 'customer';
    if (current.role === role) return current;
    return (await setRole(trx, userId, role)) ?? current;
  });
  // Open live streams end, and reconnect with what the account may now hear.
  await events.publish({ type: 'user.rightsChanged', userId: String(userId) });
  return user;
}
