import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { orderStatusLabels, type OrderStatus } from '@buka/domain/orders';
import { api, ApiError } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';
import { queryKeys } from '../../../shared/api/query-keys';

export type OrderChange =
  { kind: 'status'; status: OrderStatus; reason?: string } | { kind: 'paid' };

/** PATCH /api/orders/:id/status { status, reason }, or POST /api/admin/orders/:id/paid for cash. */
export async function changeOrder(id: number, change: OrderChange): Promise<unknown> {
  const { data } =
    change.kind === 'status'
      ? await api(`/api/orders/${id}/status`, {
          method: 'PATCH',
          body: { status: change.status, reason: change.reason },
        })
      : await api(`/api/admin/orders/${id}/paid`, { method: 'POST' });
  return data;
}

export function useChangeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, change }: { order: AdminOrder; change: OrderChange }) =>
      changeOrder(order.id, change),
    onSuccess: (_data, { order, change }) =>
      toast.success(
        change.kind === 'paid'
          ? `Order #${order.id} is paid`
          : `Order #${order.id}: ${orderStatusLabels[change.status]}`,
      ),
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
    },
  });
}
