import { queryOptions, useQuery } from '@tanstack/react-query';
import { daySummaryCardSchema, type DaySummaryCard } from '@buka/domain/day-summary';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /api/admin/day-summary: the last closed day (and how its summary went), today so far. */
export async function getDaySummary(): Promise<DaySummaryCard> {
  return daySummaryCardSchema.parse((await api<unknown>('/api/admin/day-summary')).data);
}

export const daySummaryQuery = queryOptions({
  queryKey: queryKeys.admin.daySummary,
  queryFn: getDaySummary,
});

export function useDaySummary() {
  return useQuery(daySummaryQuery);
}
