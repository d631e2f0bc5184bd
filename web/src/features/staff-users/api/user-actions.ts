import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema, type AdminUser, type MessageResponse } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { api, ApiError } from '../../../shared/api/client';
import { getSession, setAdminMode, setSession } from '../../../shared/session/session-store';
import { toast } from '../../../shared/toast/toast-store';
import { queryKeys } from '../../../shared/api/query-keys';

export type UserAction = 'disable' | 'enable' | 'delete' | 'make-staff' | 'remove-staff';

const done: Record<UserAction, (name: string) => string> = {
  disable: (name) => `${name} is disabled`,
  enable: (name) => `${name} is enabled again`,
  delete: () => messages.userDeleted,
  'make-staff': (name) => `${name} is staff now`,
  'remove-staff': (name) => `${name} is no longer staff`,
};

/**
 * POST /api/users/:id/disable, /enable, /make-staff, /remove-staff; DELETE /api/users/:id
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
    onSuccess: (message, { user, action }) => {
      toast.success(message);
      // Giving up one's own staff rights leaves the staff area at once.
      const me = getSession();
      if (action === 'remove-staff' && me?.uid === user.uid) {
        setSession({ ...me, role: 'customer' });
        setAdminMode(false);
      }
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
  });
}
