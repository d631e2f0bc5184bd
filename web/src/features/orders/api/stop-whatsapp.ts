import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@buka/domain/orders';
import { api, ApiError } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { t } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/toast/toast-store';

/** POST /api/orders/:id/whatsapp-stop: no more of this order's steps on WhatsApp. */
export async function stopWhatsApp(id: number): Promise<Order> {
  // The schema loads beside the call: the page draws without waiting for zod.
  const [{ data }, { orderSchema }] = await Promise.all([
    api<unknown>(`/api/orders/${id}/whatsapp-stop`, { method: 'POST' }),
    import('@buka/domain/orders'),
  ]);
  return orderSchema.parse(data);
}

export function useStopWhatsApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopWhatsApp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.order.all }),
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : t('somethingWentWrong')),
  });
}
