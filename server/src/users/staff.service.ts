import { messages } from '@buka/domain/messages';
import { can, isStaff, roleRights, type Role } from '@buka/domain/staff-roles';
import type { AppDeps } from '../app-deps';
import type { Database, UserRow } from '../db/tables';
import type { Kysely } from 'kysely';
import { HttpError } from '../http/errors';
import { findUserById } from './users.repository';
import { deleteUserSessions } from '../auth/sessions.repository';
import { lockActiveOwners, setRole } from './staff.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'events'>;

/**
 * Refuses a change that would leave the shop without an owner who can sign in: nobody could
 * then give roles except through the server's command line.
 */
export async function keepAnOwner(
  trx: Kysely<Database>,
  dialect: Deps['db']['dialect'],
  leaving: number,
): Promise<void> {
  const owners = await lockActiveOwners(trx, dialect);
  if (owners.includes(leaving) && owners.length === 1) {
    throw new HttpError(409, messages.lastOwner, 'last-owner');
  }
}

/**
 * Disabling, enabling or deleting a member of staff is the owner's (docs/server-rules.md#roles):
 * a manager may do it to customers only, so nobody locks out someone above them.
 */
export function mayActOn(actor: Pick<UserRow, 'role'>, target: Pick<UserRow, 'role'>): void {
  if (isStaff(target.role) && !can(actor.role, 'staff.roles')) {
    throw new HttpError(403, messages.forbidden);
  }
}

/** Whether the new role lacks a right the old one held (removed from staff, or a lower role). */
export function losesRights(from: Role, to: Role): boolean {
  return roleRights[from].some((right) => !roleRights[to].includes(right));
}

/**
 * Users → Role (docs/server-rules.md#roles): a role belongs to the account, given by the owner's
 * act. Someone listed in ADMIN_EMAILS is made owner again at each verified sign-in, so another
 * role given here would not hold: the server's list must change first.
 *
 * Someone removed from staff or given a lower role is signed out everywhere at once
 * (docs/team.md#removing-someone): their sessions are deleted in the same transaction, and
 * every server process reads sessions from the database on each call, so their next call is
 * refused whichever process answers it. Someone stepping down themselves stays signed in.
 */
export async function changeRole(
  { db, config, events }: Deps,
  userId: number,
  role: Role,
  actorId: number,
): Promise<UserRow> {
  let signedOut = false;
  const user = await db.kysely.transaction().execute(async (trx) => {
    if (role !== 'owner') await keepAnOwner(trx, db.dialect, userId);
    const current = await findUserById(trx, userId);
    if (!current) throw new HttpError(404, messages.userNotFound);
    if (
      role !== 'owner' &&
      current.email &&
      config.adminEmails.includes(current.email.toLowerCase())
    ) {
      throw new HttpError(409, messages.staffByAdminEmails, 'admin-emails');
    }
    if (current.role === role) return current;
    if (userId !== actorId && losesRights(current.role, role)) {
      await deleteUserSessions(trx, userId);
      signedOut = true;
    }
    return (await setRole(trx, userId, role)) ?? current;
  });
  // Open live streams end: a signed-out person's for good, the others' to reconnect with what
  // the account may now hear.
  const type = signedOut ? 'user.signedOut' : 'user.rightsChanged';
  await events.publish({ type, userId: String(userId) });
  return user;
}
