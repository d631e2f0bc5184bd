import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema, type AdminUser } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { isStaff, roleLabels, type Role } from '@buka/domain/staff-roles';
import { api, ApiError } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { getSession, setAdminMode, setSession } from '../../../shared/session/session-store';
import { toast } from '../../../shared/toast/toast-store';

/** What the toast says once a role is given. */
export function roleChangedWords(name: string, role: Role): string {
  return role === 'customer'
    ? `${name} is no longer staff`
    : `${name} is ${role === 'owner' ? 'an' : 'a'} ${roleLabels[role].toLowerCase()} now`;
}

/** PUT /api/users/:id/role: the owner gives, changes or takes back a role. */
export async function changeRole(user: AdminUser, role: Role): Promise<AdminUser> {
  const { data } = await api<unknown>(`/api/users/${user.uid}/role`, {
    method: 'PUT',
    body: { role },
  });
  const updated = adminUserSchema.safeParse(data);
  return updated.success ? updated.data : { ...user, role };
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, role }: { user: AdminUser; role: Role }) => changeRole(user, role),
    onSuccess: (updated) => {
      toast.success(roleChangedWords(updated.displayName || 'User', updated.role));
      // One's own new role holds at once: stepping down from staff leaves the staff area.
      const me = getSession();
      if (me?.uid === updated.uid) {
        setSession({ ...me, role: updated.role });
        if (!isStaff(updated.role)) setAdminMode(false);
      }
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
  });
}
