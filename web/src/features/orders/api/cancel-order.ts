import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../shared/i18n/i18n';
import { tl } from '../../../shared/i18n/later';
import type { Order } from '@buka/domain/orders';
import { api, ApiError } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { toast } from '../../../shared/toast/toast-store';

/** POST /api/orders/:id/cancel: the customer's own order, while the kitchen has not taken it. */
export async function cancelOrder(id: number): Promise<Order> {
  // The schema loads beside the call: the page draws without waiting for zod.
  const [{ data }, { orderSchema }] = await Promise.all([
    api<unknown>(`/api/orders/${id}/cancel`, { method: 'POST' }),
    import('@buka/domain/orders'),
  ]);
  return orderSchema.parse(data);
}

/** Cancels once; the order and the lists refresh, the stock is back on the menu. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelOrder,
    onSuccess: async () => {
      toast.success(tl('orderCanceledToast'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.order.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
      ]);
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : t('orderAlreadyAccepted')),
  });
  return { cancelOrder: (id: number) => cancel.mutate(id), canceling: cancel.isPending };
}
