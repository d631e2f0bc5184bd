import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '@buka/domain/auth';
import { api, ApiError } from '../../../shared/api/client';
import { getSession, setSession } from '../../../shared/session/session-store';
import { clearLocalSession } from '../../../shared/session/sign-out';

/**
 * docs/screens.md#session-in-the-browser start-up: the stored session is checked with the server
 * once, after the page's first render, so a changed name, photo or role shows, and a revoked or
 * expired token signs the user out instead of failing later. (A stored user of another shape was
 * never read: session-store.ts.)
 */
export function useSessionRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stored = getSession();
    if (!stored) return;
    const controller = new AbortController();
    // The user may sign out or in while this runs; only the session we asked about changes.
    const stillCurrent = () => getSession()?.token === stored.token;
    // Read as the server's schema says (docs/decisions/0024-answers-checked-where-they-are-made.md).
    api<User>('/api/me', { signal: controller.signal })
      .then(({ data }) => {
        if (stillCurrent()) setSession({ ...data, token: stored.token });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401 && stillCurrent()) {
          clearLocalSession(queryClient);
        }
      });
    return () => controller.abort();
  }, [queryClient]);
}
