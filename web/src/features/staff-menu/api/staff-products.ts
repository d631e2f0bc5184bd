import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsResponseSchema, type Food } from '@buka/domain/products';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /api/admin/products: every dish, those of hidden categories too (customers never see them). */
export async function getStaffProducts(): Promise<Food[]> {
  return productsResponseSchema.parse((await api<unknown>('/api/admin/products')).data).products;
}

export const staffProductsQuery = queryOptions({
  queryKey: queryKeys.admin.menu,
  queryFn: getStaffProducts,
});

export function useStaffProducts() {
  return useQuery(staffProductsQuery);
}
