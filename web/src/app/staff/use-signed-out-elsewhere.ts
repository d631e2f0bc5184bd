import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api, ApiError } from '../../shared/api/client';
import { toast } from '../../shared/toast/toast-store';
import { getSession } from '../../shared/session/session-store';
import { clearLocalSession } from '../../shared/session/sign-out';

/**
 * Someone removed from staff (or given a lower role) is signed out by the server at once
 * (docs/team.md#removing-someone): the first staff call answered 401 forgets the session here
 * and opens the login page, rather than leaving a staff page that can no longer load. The
 * server also closes their live stream at that moment, so when the stream drops (`live` turns
 * false) the session is checked once, and a page nobody touches leaves too.
 */
export function useSignedOutElsewhere(live: boolean): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedOut = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401 || !getSession()) return;
      clearLocalSession(queryClient);
      navigate('/login', { replace: true });
      // Said on the login page: a toast belongs to the page it was said on.
      toast.error(error.message);
    },
    [queryClient, navigate],
  );

  useEffect(() => {
    if (live || !getSession()) return;
    // A moment's wait: a stream that drops with the network comes back by itself.
    const timer = setTimeout(() => void api('/api/me').catch(signedOut), 1500);
    return () => clearTimeout(timer);
  }, [live, signedOut]);

  useEffect(() => {
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') signedOut(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') signedOut(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, signedOut]);
}
