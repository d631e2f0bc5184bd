import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderHistorySchema, type OrderHistory } from '@buka/domain/order-history';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /api/admin/orders/:id/history — who did what to one order, oldest first. */
export async function getOrderHistory(id: number): Promise<OrderHistory> {
  return orderHistorySchema.parse((await api<unknown>(`/api/admin/orders/${id}/history`)).data);
}

// Under the board's key: the live stream and every change refresh it with the board.
export const orderHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.admin.orders.history(id),
    queryFn: () => getOrderHistory(id),
  });

/** Asked only once staff open it: a busy board's phones fetch no history they do not read. */
export function useOrderHistory(id: number, open: boolean) {
  return useQuery({ ...orderHistoryQuery(id), enabled: open });
}
