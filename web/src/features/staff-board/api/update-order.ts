import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { stepLabel } from '@buka/domain/order-status';
import { orderStatuses, type OrderStatus } from '@buka/domain/orders';
import { formatShopTime } from '@buka/domain/shop-clock';
import { api, ApiError } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';
import { queryKeys } from '../../../shared/api/query-keys';
import { say } from '../../../shared/i18n/i18n';

/** What staff do to an order (docs/orders.md#statuses): accept it with a time, move it on, cancel
 * it, or record cash paid. */
export type OrderChange =
  | { kind: 'accept'; readyInMinutes: number }
  | { kind: 'status'; status: OrderStatus }
  | { kind: 'cancel'; reason: string }
  | { kind: 'paid'; by: 'cash' | 'transfer' }
  | { kind: 'unpaid' };

/** PATCH /api/orders/:id/status, or POST /api/admin/orders/:id/paid (and /unpaid to undo). */
export async function changeOrder(id: number, change: OrderChange): Promise<AdminOrder> {
  const status = `/api/orders/${id}/status`;
  const body =
    change.kind === 'accept'
      ? { status: orderStatuses.preparing, readyInMinutes: change.readyInMinutes }
      : change.kind === 'cancel'
        ? { status: orderStatuses.canceled, reason: change.reason }
        : change.kind === 'status'
          ? { status: change.status }
          : null;
  if (body) return (await api<AdminOrder>(status, { method: 'PATCH', body })).data;
  if (change.kind === 'unpaid') {
    return (await api<AdminOrder>(`/api/admin/orders/${id}/unpaid`, { method: 'POST' })).data;
  }
  const paid = {
    method: 'POST' as const,
    body: { by: change.kind === 'paid' ? change.by : 'cash' },
  };
  return (await api<AdminOrder>(`/api/admin/orders/${id}/paid`, paid)).data;
}

function doneMessage(order: AdminOrder, change: OrderChange, saved: AdminOrder): string {
  switch (change.kind) {
    case 'paid':
      return `Order #${order.id} is paid ${change.by === 'cash' ? 'in cash' : 'by transfer'}`;
    case 'unpaid':
      return `Order #${order.id} is no longer marked paid`;
    case 'accept':
      return `Order #${order.id} accepted: ready about ${formatShopTime(Date.parse(saved.readyAt ?? ''))}`;
    case 'cancel':
      return `Order #${order.id} canceled`;
    case 'status':
      return `Order #${order.id}: ${say(stepLabel(change.status, order.fulfilment))}`;
  }
}

export function useChangeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, change }: { order: AdminOrder; change: OrderChange }) =>
      changeOrder(order.id, change),
    onSuccess: (saved, { order, change }) => toast.success(doneMessage(order, change, saved)),
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
    },
  });
}
