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
}

/** Where a page starts: older than an order, newer than one, the oldest; else the newest. */
export interface OrdersPageAt {
  before?: number;
  after?: number;
  oldest?: boolean;
}

export const allOrders: OrdersFilter = { status: '', paid: '' };

/** GET /api/admin/orders?status=&paid=&before=|after=|oldest= — newest first, 30 a page. */
export async function getAdminOrders(
  filter: OrdersFilter,
  at: OrdersPageAt = {},
): Promise<AdminOrdersResponse> {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.paid) query.set('paid', filter.paid);
  if (at.before) query.set('before', String(at.before));
  else if (at.after) query.set('after', String(at.after));
  else if (at.oldest) query.set('oldest', 'true');
  return adminOrdersResponseSchema.parse((await api<unknown>(`/api/admin/orders?${query}`)).data);
}

export const adminOrdersQuery = (filter: OrdersFilter, at: OrdersPageAt = {}) =>
  queryOptions({
    queryKey: queryKeys.admin.orders.of({ ...filter, ...at }),
    queryFn: () => getAdminOrders(filter, at),
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(filter: OrdersFilter, at: OrdersPageAt = {}) {
  return useQuery(adminOrdersQuery(filter, at));
}
