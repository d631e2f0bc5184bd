import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@buka/domain/orders';
import { api } from './client';
import { queryKeys } from './query-keys';

/** docs/api.md#storefront-calls GET /api/orders/:id (bearer): the caller's own order (any order, for staff), or 404. */
export async function getOrder(id: number): Promise<Order> {
  // Read as the server's schema says (docs/decisions/0024-answers-checked-where-they-are-made.md).
  return (await api<Order>(`/api/orders/${id}`)).data;
}

// ['order', …]: the live stream marks every order detail stale when an order changes.
export function orderQuery(id: number) {
  return queryOptions({ queryKey: queryKeys.order.of(id), queryFn: () => getOrder(id) });
}
