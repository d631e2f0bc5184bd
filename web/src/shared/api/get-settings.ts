import { queryOptions, useQuery } from '@tanstack/react-query';
import { defaultSettings } from '@buka/domain/default-settings';
import type { Settings } from '@buka/domain/settings';
import { api } from './client';
import { queryKeys } from './query-keys';

export async function getSettings(): Promise<Settings> {
  // Not parsed: every page's header and footer read it in the first download, before zod.
  return (await api<Settings>('/api/settings')).data;
}

export const settingsQuery = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: getSettings,
  staleTime: 60_000,
});

/** The shop's settings; the defaults stand in until the first answer arrives. */
export function useSettings(): Settings {
  return useQuery(settingsQuery).data ?? defaultSettings;
}
