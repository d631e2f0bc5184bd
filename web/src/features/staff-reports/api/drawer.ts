import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  drawerCountSchema,
  drawerCountsSchema,
  type DrawerClose,
  type DrawerCount,
  type DrawerCounts,
} from '@buka/domain/drawer';
import { messages } from '@buka/domain/messages';
import { api, ApiError } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { toast } from '../../../shared/toast/toast-store';
import type { ReportRange } from './get-report';

type Range = Pick<ReportRange, 'from' | 'to'>;

/** GET /api/admin/drawer?from&to: the counts of the range, reopened ones too, newest first. */
export async function getDrawerCounts(range: Range): Promise<DrawerCounts> {
  const query = new URLSearchParams(range);
  return drawerCountsSchema.parse((await api<unknown>(`/api/admin/drawer?${query}`)).data);
}

export function useDrawerCounts(range: Range) {
  return useQuery({
    queryKey: queryKeys.admin.reports.drawer(range),
    queryFn: () => getDrawerCounts(range),
    placeholderData: keepPreviousData,
  });
}

function useDrawerChange<Input>(
  send: (input: Input) => Promise<DrawerCount>,
  done: (count: DrawerCount) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (count) => toast.success(done(count)),
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
    // The cash-up and the reports read the counts.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.reports.all }),
  });
}

/** POST /api/admin/drawer/:date/close */
export function useCloseDay() {
  return useDrawerChange(
    async ({ date, count }: { date: string; count: DrawerClose }) =>
      drawerCountSchema.parse(
        (await api<unknown>(`/api/admin/drawer/${date}/close`, { method: 'POST', body: count }))
          .data,
      ),
    () => 'The day is closed and its count kept',
  );
}

/** POST /api/admin/drawer/:date/reopen */
export function useReopenDay() {
  return useDrawerChange(
    async ({ date, reason }: { date: string; reason: string }) =>
      drawerCountSchema.parse(
        (
          await api<unknown>(`/api/admin/drawer/${date}/reopen`, {
            method: 'POST',
            body: { reason },
          })
        ).data,
      ),
    () => 'The day is open again: count the drawer once more',
  );
}
