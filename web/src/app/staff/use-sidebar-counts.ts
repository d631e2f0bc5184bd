import { useQuery } from '@tanstack/react-query';
import { useProducts } from '../../shared/api/get-products';
import { useCan } from '../../shared/session/use-can';
import { adminOrdersQuery, allOrders } from '../../features/staff-board/api/get-admin-orders';
import { usersQuery } from '../../features/staff-users/api/get-users';
import { countNewOrders, useOrdersSeenAt } from '../../features/staff-board/lib/seen-orders';

export interface SidebarCounts {
  foods: number | undefined;
  users: number | undefined;
  newOrders: number;
}

/**
 * The sidebar's badges (docs/screens.md#staff-area): food items, users, and orders placed since
 * staff last looked; each asked for only by a role that may see it.
 */
export function useSidebarCounts(): SidebarCounts {
  const foods = useProducts().data?.length;
  const users = useQuery({ ...usersQuery(''), enabled: useCan('users.manage') }).data?.total;
  const orders =
    useQuery({ ...adminOrdersQuery(allOrders), enabled: useCan('orders.view') }).data?.orders ?? [];
  const seenAt = useOrdersSeenAt();
  return { foods, users, newOrders: countNewOrders(orders, seenAt) };
}
