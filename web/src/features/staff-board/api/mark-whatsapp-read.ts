import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderSchema, type AdminOrder } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { api, ApiError } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { toast } from '../../../shared/toast/toast-store';

/** POST /api/admin/orders/:id/whatsapp-read: what the customer wrote on WhatsApp is read. */
export async function markWhatsAppRead(id: number): Promise<AdminOrder> {
  const { data } = await api<unknown>(`/api/admin/orders/${id}/whatsapp-read`, { method: 'POST' });
  return adminOrderSchema.parse(data);
}

export function useMarkWhatsAppRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markWhatsAppRead,
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all }),
  });
}
