import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderSchema, type AdminOrder } from '@buka/domain/admin';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /api/admin/orders/:id — one order as the board shows it. */
export async function getAdminOrder(id: number): Promise<AdminOrder> {
  return adminOrderSchema.parse((await api<unknown>(`/api/admin/orders/${id}`)).data);
}

// Under the board's key: the live stream and every change refresh it with the board.
export const adminOrderQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.admin.orders.one(id), queryFn: () => getAdminOrder(id) });

export function useAdminOrder(id: number | null) {
  return useQuery({ ...adminOrderQuery(id ?? 0), enabled: id !== null });
}
