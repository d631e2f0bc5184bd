import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminLaterOrdersResponseSchema, type AdminOrder } from '@buka/domain/admin';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /api/admin/orders/later — orders for a time later still to hand over, soonest first. */
export async function getLaterOrders(): Promise<AdminOrder[]> {
  return adminLaterOrdersResponseSchema.parse((await api<unknown>('/api/admin/orders/later')).data)
    .orders;
}

// Under the board's key: the live stream and every change refresh it with the board.
export const laterOrdersQuery = queryOptions({
  queryKey: queryKeys.admin.orders.later,
  queryFn: getLaterOrders,
});

export function useLaterOrders() {
  return useQuery(laterOrdersQuery);
}
