import type { StaffInvite } from '@buka/domain/staff-invites';
import type { StaffInviteRow } from '../db/tables';

/** An open invite as the Users page lists it; a lapsed one stays listed to send again. */
export function toStaffInvite(
  row: StaffInviteRow & { invitedByName?: string | null },
  now: number,
): StaffInvite {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phone,
    role: row.role,
    invitedBy: row.invitedByName ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    state: row.expiresAt <= now ? 'expired' : 'pending',
  };
}
