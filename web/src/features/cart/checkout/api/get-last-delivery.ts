import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LastDelivery } from '@buka/domain/orders';
import { api } from '../../../../shared/api/client';
import { queryKeys } from '../../../../shared/api/query-keys';

/** GET /api/orders/user/last-delivery: where the customer's newest order went (any device). */
export async function getLastDelivery(): Promise<LastDelivery['delivery']> {
  // Only ever prefills a form the customer checks before sending: not worth loading zod for.
  return (await api<LastDelivery>('/api/orders/user/last-delivery')).data.delivery;
}

/** Asked only when this phone remembers nothing for the customer. */
export function useLastDelivery(uid: string | undefined, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.lastDelivery(uid ?? ''),
      queryFn: getLastDelivery,
      enabled: enabled && uid !== undefined,
      staleTime: Infinity,
      retry: false,
    }),
  );
}
