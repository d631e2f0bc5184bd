import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderSchema, type AdminOrder } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { refundSchema, type RefundRequest } from '@buka/domain/refunds';
import { z } from 'zod';
import { api, ApiError } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { refundWords } from '../../../shared/money/refund-words';
import { toast } from '../../../shared/toast/toast-store';

const refundAnswerSchema = z.object({
  refund: refundSchema.extend({ provider: z.string() }),
  order: adminOrderSchema,
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

/**
 * POST /api/admin/orders/:id/refunds. The key belongs to one attempt (one press of the
 * dialog's button): sent again after a dropped answer, it gives back the same refund.
 */
export async function refundOrder(
  orderId: number,
  request: RefundRequest,
  key: string,
): Promise<RefundAnswer> {
  const { data } = await api<unknown>(`/api/admin/orders/${orderId}/refunds`, {
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': key },
  });
  return refundAnswerSchema.parse(data);
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      order,
      request,
      key,
    }: {
      order: AdminOrder;
      request: RefundRequest;
      key: string;
    }) => refundOrder(order.id, request, key),
    onSuccess: ({ refund }, { order }) =>
      toast.success(`Order #${order.id}: ${refundWords(refund)}`),
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reports.all });
    },
  });
}
