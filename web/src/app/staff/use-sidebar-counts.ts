import { useProducts } from '../../shared/api/get-products';
import { allOrders, useAdminOrders } from '../../features/staff-board/api/get-admin-orders';
import { useUsers } from '../../features/staff-users/api/get-users';
import { countNewOrders, useOrdersSeenAt } from '../../features/staff-board/lib/seen-orders';

export interface SidebarCounts {
  foods: number | undefined;
  users: number | undefined;
  newOrders: number;
}

/** The sidebar's badges (docs/screens.md#staff-area): food items, users, and orders placed since staff last looked. */
export function useSidebarCounts(): SidebarCounts {
  const foods = useProducts().data?.length;
  const users = useUsers('').data?.total;
  const orders = useAdminOrders(allOrders).data?.orders ?? [];
  const seenAt = useOrdersSeenAt();
  return { foods, users, newOrders: countNewOrders(orders, seenAt) };
}
