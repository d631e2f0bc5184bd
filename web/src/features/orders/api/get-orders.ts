import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrdersResponse } from '@buka/domain/orders';
import { api, ApiError } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/**
 * docs/api.md#storefront-calls GET /api/orders/user/orders (bearer), page fixed at 1. A 404 means
 * 'You have no orders', which the page shows as an empty list rather than an error.
 */
export async function getUserOrders(userId: string): Promise<Order[]> {
  const query = new URLSearchParams({ userId, pageNumber: '1' });
  try {
    // Read as the server's schema says, not parsed again here (docs/decisions/0024-answers-checked-where-they-are-made.md).
    const { data } = await api<OrdersResponse>(`/api/orders/user/orders?${query}`);
    return data.orders;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

// ['orders', …]: the live stream marks every list stale when an order changes.
export function userOrdersQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.orders.of(userId),
    queryFn: () => getUserOrders(userId),
  });
}

export function useUserOrders(userId: string) {
  return useQuery(userOrdersQuery(userId));
}
