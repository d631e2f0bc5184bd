import { useMutation, useQuery } from '@tanstack/react-query';
import { sessionUserSchema, type SessionUser } from '@buka/domain/auth';
import { invitePreviewSchema, type InvitePreview } from '@buka/domain/staff-invites';
import { api } from '../../../shared/api/client';

/** GET /api/invites/:token: whom the link is for; a used, expired or cancelled link throws why. */
export async function getInvite(token: string): Promise<InvitePreview> {
  const { data } = await api<unknown>(`/api/invites/${encodeURIComponent(token)}`);
  return invitePreviewSchema.parse(data);
}

export function useInvite(token: string) {
  return useQuery({
    queryKey: ['invite', token],
    queryFn: () => getInvite(token),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/invites/:token/accept: the password chosen; answers the signed-in member of staff. */
export async function acceptInvite(token: string, password: string): Promise<SessionUser> {
  const { data } = await api<unknown>(`/api/invites/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    body: { password },
  });
  return sessionUserSchema.parse(data);
}

export function useAcceptInvite(token: string) {
  return useMutation({ mutationFn: (password: string) => acceptInvite(token, password) });
}
