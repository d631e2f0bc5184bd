import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  daySummarySettingsAnswerSchema,
  type DaySummarySettings,
  type DaySummarySettingsAnswer,
  type DaySummarySettingsInput,
} from '@buka/domain/day-summary';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * GET /api/admin/day-summary/settings: whether the summary is sent, to which numbers, and the
 * staff whose mobiles may be picked.
 */
export async function getDaySummarySettings(): Promise<DaySummarySettingsAnswer> {
  return daySummarySettingsAnswerSchema.parse(
    (await api<unknown>('/api/admin/day-summary/settings')).data,
  );
}

export const daySummarySettingsQuery = queryOptions({
  queryKey: queryKeys.admin.daySummarySettings,
  queryFn: getDaySummarySettings,
});

export function useDaySummarySettings() {
  return useQuery(daySummarySettingsQuery);
}

/** PUT /api/admin/day-summary/settings; the answer is the numbers as the shop keeps them. */
export async function saveDaySummarySettings(
  settings: DaySummarySettingsInput,
): Promise<DaySummarySettings> {
  return (
    await api<DaySummarySettings>('/api/admin/day-summary/settings', {
      method: 'PUT',
      body: settings,
    })
  ).data;
}

export function useSaveDaySummarySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDaySummarySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData<DaySummarySettingsAnswer>(
        queryKeys.admin.daySummarySettings,
        (was) => ({ ...saved, staff: was?.staff ?? [] }),
      );
      // The dashboard's card says to whom the summary goes.
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.daySummary });
    },
  });
}
