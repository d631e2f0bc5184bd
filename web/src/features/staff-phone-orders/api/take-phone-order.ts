import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderRequest } from '@buka/domain/orders';
import {
  phoneOrderResponseSchema,
  type PhoneOrderExtras,
  type PhoneOrderResponse,
} from '@buka/domain/phone-orders';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

export type PhoneOrderRequest = Omit<PlaceOrderRequest, 'paymentMethod'> & PhoneOrderExtras;

/**
 * POST /api/admin/orders: an order staff take on the phone. The key belongs to one
 * filled form: pressed twice, or sent again after a dropped answer, it makes one order.
 */
export async function takePhoneOrder(
  request: PhoneOrderRequest,
  key: string,
): Promise<PhoneOrderResponse> {
  const { data } = await api<unknown>('/api/admin/orders', {
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': key },
  });
  return phoneOrderResponseSchema.parse(data);
}

export function useTakePhoneOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: PhoneOrderRequest; key: string }) =>
      takePhoneOrder(request, key),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reports.all });
      // Stock went down.
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
    },
  });
}
