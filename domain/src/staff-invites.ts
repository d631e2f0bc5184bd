import { z } from 'zod';
import { messages } from './messages';
import { staffRoles, type StaffRole } from './staff-roles';
import { nameSchema, phoneSchema } from './validation';

// Inviting someone to the staff by phone (docs/team.md#inviting-someone): a one-time link they
// open to set a password and join with the role chosen for them.

/** How long a link works: long enough to reach someone over a weekend, short enough to lapse. */
export const INVITE_HOURS = 72;

/** The roles only the owner may hand out, by invite as by the Users page. */
export const ownerOnlyInviteRoles: readonly StaffRole[] = ['owner', 'manager'];

/** POST /api/admin/invites */
export const inviteRequestSchema = z.object({
  name: nameSchema,
  phoneNumber: phoneSchema,
  role: z.enum(staffRoles, { message: messages.invalidRole }),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

export const inviteStates = ['pending', 'expired'] as const;

/** A pending (or lapsed, not yet answered) invite as the Users page lists it. */
export const staffInviteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phoneNumber: z.string(),
  role: z.enum(staffRoles),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(inviteStates),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

export const staffInvitesSchema = z.object({ invites: z.array(staffInviteSchema) });

/** A new link: shown once to copy, and how it was sent. */
export const inviteLinkSchema = z.object({
  invite: staffInviteSchema,
  link: z.string(),
  /** 'sms': a text is on its way; 'none': the shop sends no texts, so staff send the link. */
  sentBy: z.enum(['sms', 'none']),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;

/** The token in the link: 256 random bits in base64url. */
export const inviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
export const inviteTokenParamsSchema = z.object({ token: inviteTokenSchema });

/** GET /api/invites/:token: what the person opening the link is told before joining. */
export const invitePreviewSchema = z.object({
  name: z.string(),
  phoneNumber: z.string(),
  role: z.enum(staffRoles),
  shopName: z.string(),
  /** They already have a customer account on this phone: it becomes staff. */
  hasAccount: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** POST /api/invites/:token/accept: the same password rule as signing up, so a new teammate needs no stronger one than a customer. */
export const inviteAcceptSchema = z.object({
  password: z.string().min(3, messages.newPasswordInvalid).max(200),
});
export type InviteAccept = z.infer<typeof inviteAcceptSchema>;

/** The link staff copy: the shop's own address, the token in the path. */
export function inviteLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/invite/${token}`;
}

/** The text the invited person gets. */
export function inviteText(shopName: string, role: StaffRole, link: string): string {
  const article = role === 'owner' ? 'an' : 'a';
  return `${shopName}: you are invited to join the team as ${article} ${role}. Open ${link} to set your password (the link works for ${INVITE_HOURS} hours, once).`;
}
