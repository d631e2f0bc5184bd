import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@buka/domain/orders';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/** spec §7 GET /api/orders/:id (bearer): the order, or 404. */
export async function getOrder(id: number): Promise<Order> {
  // The schema loads beside the call: the page draws without waiting for zod.
  const [{ data }, { orderSchema }] = await Promise.all([
    api<unknown>(`/api/orders/${id}`),
    import('@buka/domain/orders'),
  ]);
  return orderSchema.parse(data);
}

// ['order', …]: the live stream marks every order detail stale when an order changes.
export function orderQuery(id: number) {
  return queryOptions({ queryKey: queryKeys.order.of(id), queryFn: () => getOrder(id) });
}

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
