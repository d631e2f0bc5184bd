import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { messages } from '@buka/domain/messages';
import {
  INVITE_HOURS,
  inviteLink,
  inviteText,
  ownerOnlyInviteRoles,
  type InviteRequest,
} from '@buka/domain/staff-invites';
import { can, isStaff } from '@buka/domain/staff-roles';
import type { AppDeps } from '../app-deps';
import type { Database, StaffInviteRow, UserRow } from '../db/tables';
import { HttpError } from '../http/errors';
import { hashPassword } from '../auth/passwords';
import { createSession, deleteUserSessions } from '../auth/sessions.repository';
import { queueNotices } from '../notifications/notice-outbox.repository';
import { toInternationalNumber } from '../notifications/sms/phone-numbers';
import { readSettings } from '../settings/settings.repository';
import { findUserByPhone, insertUser, updateUser } from '../users/users.repository';
import {
  cancelInvite,
  cancelOpenInvitesFor,
  findInviteById,
  findInviteByToken,
  hashInviteToken,
  insertInvite,
  markInviteAccepted,
  renewInviteToken,
} from './invites.repository';

// Inviting staff by phone (docs/team.md#inviting-someone; why: docs/decisions/0015-staff-invites.md).

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'events'>;

const HOUR = 60 * 60 * 1000;

/** A manager invites the counter, kitchen and riders; owners and managers are the owner's call. */
export function mayInvite(staff: Pick<UserRow, 'role'>, invite: Pick<StaffInviteRow, 'role'>) {
  if (ownerOnlyInviteRoles.includes(invite.role) && !can(staff.role, 'staff.roles')) {
    throw new HttpError(403, messages.inviteOwnerRoles, 'owner-roles');
  }
}

function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInviteToken(token) };
}

export interface IssuedInvite {
  invite: StaffInviteRow;
  link: string;
  sentBy: 'sms' | 'none';
}

/**
 * The link goes by SMS when the shop sends texts (Termii), through the outbox like every other
 * text; otherwise the page shows it to copy and send by WhatsApp or by hand. A WhatsApp message
 * from the shop's number would need an approved template, so the page offers a chat link instead.
 */
async function sendLink(
  trx: Kysely<Database>,
  deps: Deps,
  invite: StaffInviteRow,
  link: string,
  now: number,
): Promise<'sms' | 'none'> {
  const to = toInternationalNumber(invite.phone);
  if (deps.config.notifications.sms.provider !== 'termii' || !to) return 'none';
  const { name } = await readSettings(trx);
  await queueNotices(
    trx,
    [
      {
        orderId: null,
        // One text per link: a new link is a new step, so it is sent too.
        step: `invite-${invite.id}-${invite.createdAt}`,
        recipient: to,
        payload: { channel: 'sms', text: inviteText(name, invite.role, link) },
      },
    ],
    now,
  );
  return 'sms';
}

/** Someone already on the staff changes role on the Users page, not through an invite. */
async function refuseStaffPhone(db: Kysely<Database>, phone: string): Promise<void> {
  const user = await findUserByPhone(db, phone);
  if (user && isStaff(user.role)) throw new HttpError(409, messages.inviteAlreadyStaff, 'staff');
}

export async function createInvite(
  deps: Deps,
  staff: UserRow,
  request: InviteRequest,
): Promise<IssuedInvite> {
  mayInvite(staff, request);
  const now = deps.now().getTime();
  const { token, tokenHash } = newToken();
  const link = inviteLink(deps.config.publicUrl, token);
  return deps.db.kysely.transaction().execute(async (trx) => {
    await refuseStaffPhone(trx, request.phoneNumber);
    await cancelOpenInvitesFor(trx, request.phoneNumber, now);
    const invite = await insertInvite(trx, {
      name: request.name,
      phone: request.phoneNumber,
      role: request.role,
      tokenHash,
      invitedBy: staff.id,
      createdAt: now,
      expiresAt: now + INVITE_HOURS * HOUR,
    });
    return { invite, link, sentBy: await sendLink(trx, deps, invite, link, now) };
  });
}

/** A new link (and a new 72 hours) for an open invite; the old link stops working. */
export async function resendInvite(deps: Deps, staff: UserRow, id: number): Promise<IssuedInvite> {
  const now = deps.now().getTime();
  const { token, tokenHash } = newToken();
  const link = inviteLink(deps.config.publicUrl, token);
  return deps.db.kysely.transaction().execute(async (trx) => {
    const current = await findInviteById(trx, id);
    if (!current) throw new HttpError(404, messages.inviteGone);
    mayInvite(staff, current);
    const times = { createdAt: now, expiresAt: now + INVITE_HOURS * HOUR };
    const invite = await renewInviteToken(trx, id, tokenHash, times);
    if (!invite) throw new HttpError(409, messages.inviteGone, 'gone');
    return { invite, link, sentBy: await sendLink(trx, deps, invite, link, now) };
  });
}

export async function withdrawInvite(deps: Deps, staff: UserRow, id: number): Promise<void> {
  const invite = await findInviteById(deps.db.kysely, id);
  if (!invite) throw new HttpError(404, messages.inviteGone);
  mayInvite(staff, invite);
  if (!(await cancelInvite(deps.db.kysely, id, deps.now().getTime()))) {
    throw new HttpError(409, messages.inviteGone, 'gone');
  }
}

/** The invite a link opens, if it can still be used; else why not, in words. */
export function usableInvite(invite: StaffInviteRow | undefined, now: number): StaffInviteRow {
  if (!invite) throw new HttpError(404, messages.inviteNotFound, 'invite-unknown');
  if (invite.acceptedAt !== null) throw new HttpError(410, messages.inviteUsed, 'invite-used');
  if (invite.canceledAt !== null) {
    throw new HttpError(410, messages.inviteCanceled, 'invite-canceled');
  }
  if (invite.expiresAt <= now) throw new HttpError(410, messages.inviteExpired, 'invite-expired');
  return invite;
}

export async function previewInvite(deps: Deps, token: string) {
  const invite = usableInvite(await findInviteByToken(deps.db.kysely, token), deps.now().getTime());
  const account = await findUserByPhone(deps.db.kysely, invite.phone);
  const { name } = await readSettings(deps.db.kysely);
  return {
    name: invite.name,
    phoneNumber: invite.phone,
    role: invite.role,
    shopName: name,
    hasAccount: account !== undefined,
  };
}

/**
 * Opening the link proves the phone (it was sent there, or handed to that person), so it may
 * set the password of a customer account on the same phone and make it staff: the person keeps
 * their orders. An account that is already staff or disabled is left to the owner.
 */
export async function acceptInvite(
  deps: Deps,
  token: string,
  password: string,
): Promise<{ user: UserRow; sessionToken: string; wasCustomer: boolean }> {
  const { db, config } = deps;
  const now = deps.now().getTime();
  const passwordHash = await hashPassword(password, config.passwordCost);
  const result = await db.kysely.transaction().execute(async (trx) => {
    const invite = usableInvite(await findInviteByToken(trx, token, db.dialect), now);
    const existing = await findUserByPhone(trx, invite.phone);
    if (existing && isStaff(existing.role)) {
      throw new HttpError(409, messages.inviteAlreadyStaff, 'staff');
    }
    if (existing?.disabledAt != null) {
      throw new HttpError(409, messages.inviteAccountDisabled, 'disabled');
    }
    // Whoever knew the old password is signed out: the account is the link holder's now.
    if (existing) await deleteUserSessions(trx, existing.id);
    const user = existing
      ? await updateUser(trx, existing.id, { role: invite.role, passwordHash })
      : await insertUser(trx, {
          name: invite.name,
          phone: invite.phone,
          passwordHash,
          role: invite.role,
          provider: 'phone',
          createdAt: now,
        });
    if (!user || !(await markInviteAccepted(trx, invite.id, user.id, now))) {
      throw new HttpError(410, messages.inviteUsed, 'invite-used');
    }
    const sessionToken = await createSession(trx, user.id, config.sessionDays, now);
    return { user, sessionToken, wasCustomer: existing !== undefined };
  });
  // A customer's open live streams reconnect with what the account may now hear.
  if (result.wasCustomer) {
    await deps.events.publish({ type: 'user.rightsChanged', userId: String(result.user.id) });
  }
  return result;
}
