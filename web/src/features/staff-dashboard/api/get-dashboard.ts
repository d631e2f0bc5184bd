import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema, type Dashboard } from '@buka/domain/admin';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

export async function getDashboard(): Promise<Dashboard> {
  return dashboardSchema.parse((await api<unknown>('/api/admin/dashboard')).data);
}

export const dashboardQuery = queryOptions({
  queryKey: queryKeys.admin.dashboard,
  queryFn: getDashboard,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
