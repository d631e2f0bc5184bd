import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminOrdersResponseSchema,
  type AdminOrdersQuery,
  type AdminOrdersResponse,
} from '@buka/domain/admin';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

export interface OrdersFilter {
  /** '' for every status, 'open' for those still waiting, or one status. */
  status: NonNullable<AdminOrdersQuery['status']> | '';
  /** '' for both, 'true' paid only, 'false' unpaid only. */
  paid: '' | 'true' | 'false';
  page: number;
}

export const allOrders: OrdersFilter = { status: '', paid: '', page: 1 };

/** GET /api/admin/orders?status=&paid=&page= — every order, newest first. */
export async function getAdminOrders(filter: OrdersFilter): Promise<AdminOrdersResponse> {
  const query = new URLSearchParams({ page: String(filter.page) });
  if (filter.status) query.set('status', filter.status);
  if (filter.paid) query.set('paid', filter.paid);
  return adminOrdersResponseSchema.parse((await api<unknown>(`/api/admin/orders?${query}`)).data);
}

export const adminOrdersQuery = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: queryKeys.admin.orders.of(filter),
    queryFn: () => getAdminOrders(filter),
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(filter: OrdersFilter) {
  return useQuery(adminOrdersQuery(filter));
}
