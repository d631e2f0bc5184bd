import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSlotsResponse } from '@buka/domain/orders';
import { api } from './client';
import { queryKeys } from './query-keys';

/** GET /api/orders/slots: the times a customer may order for now, the full ones marked. */
export async function getOrderSlots(): Promise<OrderSlotsResponse['days']> {
  return (await api<OrderSlotsResponse>('/api/orders/slots')).data.days;
}

/**
 * Asked once the customer (or staff taking a phone order) chooses 'Later'; the server checks
 * the chosen time again.
 */
export function useOrderSlots(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.orderSlots,
      queryFn: getOrderSlots,
      enabled,
      staleTime: 30_000,
    }),
  );
}
