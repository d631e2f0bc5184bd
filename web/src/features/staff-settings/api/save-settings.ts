import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@buka/domain/settings';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * PUT /api/settings — the whole settings at once; the answer is what was saved (not parsed: it
 * is the server's copy of what this form sent, and it replaces the cached settings as it is).
 */
export async function saveSettings(settings: Settings): Promise<Settings> {
  return (await api<Settings>('/api/settings', { method: 'PUT', body: settings })).data;
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      // Changes apply at once: the footer, the closed card and the menu read this query.
      queryClient.setQueryData(queryKeys.settings, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    },
  });
}
