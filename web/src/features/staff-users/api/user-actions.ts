import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema, type AdminUser, type MessageResponse } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { api, ApiError } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';
import { queryKeys } from '../../../shared/api/query-keys';

export type UserAction = 'disable' | 'enable' | 'delete';

const done: Record<UserAction, (name: string) => string> = {
  disable: (name) => `${name} is disabled`,
  enable: (name) => `${name} is enabled again`,
  delete: () => messages.userDeleted,
};

/**
 * POST /api/users/:id/disable, /enable; DELETE /api/users/:id (a role: change-role.ts)
 */
export async function runUserAction(user: AdminUser, action: UserAction): Promise<string> {
  if (action === 'delete') {
    // Not parsed: the message is only shown, with our own words when it is missing.
    const { data } = await api<MessageResponse>(`/api/users/${user.uid}`, { method: 'DELETE' });
    return data?.message || done.delete(user.displayName);
  }
  const { data } = await api<unknown>(`/api/users/${user.uid}/${action}`, { method: 'POST' });
  const updated = adminUserSchema.safeParse(data);
  return done[action](updated.success ? updated.data.displayName || 'User' : user.displayName);
}

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, action }: { user: AdminUser; action: UserAction }) =>
      runUserAction(user, action),
    onSuccess: (message) => toast.success(message),
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
  });
}
