import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@buka/domain/orders';
import { getOrder, orderQuery } from '../../../shared/api/get-order';
import { queryKeys } from '../../../shared/api/query-keys';

export { getOrder, orderQuery };

/** One order; the list's copy shows at once when the customer came from the list. */
export function useOrder(id: number, userId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...orderQuery(id),
    placeholderData: () =>
      queryClient
        .getQueryData<Order[]>(queryKeys.orders.of(userId))
        ?.find((order) => order.id === id),
  });
}
