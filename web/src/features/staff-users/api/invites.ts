import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@buka/domain/messages';
import {
  inviteLinkSchema,
  staffInvitesSchema,
  type InviteLink,
  type InviteRequest,
  type StaffInvite,
} from '@buka/domain/staff-invites';
import { api, ApiError } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { toast } from '../../../shared/toast/toast-store';

// docs/team.md#inviting-someone: the Users page's invites.

/** Under the users' key: a change of users refreshes it too. */
export const invitesKey = [...queryKeys.admin.users.all, 'invites'] as const;

/** GET /api/admin/invites: open invites, the newest first. */
export async function getInvites(): Promise<StaffInvite[]> {
  const { data } = await api<unknown>('/api/admin/invites');
  return staffInvitesSchema.parse(data).invites;
}

export function useInvites() {
  return useQuery({ queryKey: invitesKey, queryFn: getInvites });
}

/** POST /api/admin/invites, or /:id/resend: a new link, shown once to copy. */
export async function sendInvite(
  request: InviteRequest | { resend: StaffInvite },
): Promise<InviteLink> {
  const { data } =
    'resend' in request
      ? await api<unknown>(`/api/admin/invites/${request.resend.id}/resend`, { method: 'POST' })
      : await api<unknown>('/api/admin/invites', { method: 'POST', body: request });
  return inviteLinkSchema.parse(data);
}

const failed = (error: Error) =>
  toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong);

export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvite,
    onError: failed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesKey }),
  });
}

/** DELETE /api/admin/invites/:id: the link stops working. */
export function useCancelInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invite: StaffInvite) => {
      await api(`/api/admin/invites/${invite.id}`, { method: 'DELETE' });
      return invite;
    },
    onSuccess: (invite) => toast.success(`The invite for ${invite.name} is cancelled`),
    onError: failed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesKey }),
  });
}
