import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, ApiError } from '../../../shared/api/client';
import { getSession, setSession } from '../../../shared/session/session-store';
import { clearLocalSession } from '../../../shared/session/sign-out';

/**
 * docs/screens.md#session-in-the-browser start-up: a stored session is checked against its schema
 * and with the server once, after the page's first render, so a changed name, photo or role
 * shows, and a revoked or expired token signs the user out instead of failing later.
 */
export function useSessionRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stored = getSession();
    if (!stored) return;
    const controller = new AbortController();
    // The user may sign out or in while this runs; only the session we asked about changes.
    const stillCurrent = () => getSession()?.token === stored.token;
    // The schemas load beside the call: a visitor's first download carries no zod.
    const schemas = import('@buka/domain/auth');
    // A stored user of another shape (an older version's) is signed out, even offline.
    schemas
      .then(({ sessionUserSchema }) => {
        if (stillCurrent() && !sessionUserSchema.safeParse(stored).success) setSession(null);
      })
      .catch(() => undefined);
    Promise.all([api<unknown>('/api/me', { signal: controller.signal }), schemas])
      .then(([{ data }, { userSchema }]) => {
        const user = userSchema.safeParse(data);
        if (user.success && stillCurrent()) setSession({ ...user.data, token: stored.token });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401 && stillCurrent()) {
          clearLocalSession(queryClient);
        }
      });
    return () => controller.abort();
  }, [queryClient]);
}
