import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { toast } from '../../shared/toast/toast-store';
import { getSession } from '../../shared/session/session-store';
import { clearLocalSession } from '../../shared/session/sign-out';

/**
 * Someone removed from staff (or given a lower role) is signed out by the server at once
 * (docs/team.md#removing-someone): the first staff call answered 401 forgets the session here
 * and opens the login page, rather than leaving a staff page that can no longer load.
 */
export function useSignedOutElsewhere(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const signedOut = (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401 || !getSession()) return;
      clearLocalSession(queryClient);
      toast.error(error.message);
      navigate('/login', { replace: true });
    };
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
  }, [queryClient, navigate]);
}
