import { useMutation } from '@tanstack/react-query';
import { userSchema, type ProfileUpdate, type User } from '@buka/domain/auth';
import { api } from '../../../shared/api/client';
import { getSession, setSession } from '../../../shared/session/session-store';

/** PATCH /api/me; the answer replaces the stored user, whose token stays the same. */
export async function updateProfile(changes: ProfileUpdate): Promise<User> {
  const { data } = await api<unknown>('/api/me', { method: 'PATCH', body: changes });
  const user = userSchema.parse(data);
  const session = getSession();
  if (session) setSession({ ...user, token: session.token });
  return user;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
