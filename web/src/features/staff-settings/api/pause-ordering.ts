import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@buka/domain/messages';
import type { PauseRequest, Settings } from '@buka/domain/settings';
import { api, ApiError } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';
import { settingsQuery } from '../../../shared/api/get-settings';

/**
 * PUT /api/settings/pause — the server sets the end from its own clock; answers the settings
 * (not parsed, as for saveSettings).
 */
export async function pauseOrdering(request: PauseRequest): Promise<Settings> {
  return (await api<Settings>('/api/settings/pause', { method: 'PUT', body: request })).data;
}

export function usePauseOrdering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseOrdering,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      toast.success(saved.paused ? 'Ordering paused' : 'Taking orders again');
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
  });
}
