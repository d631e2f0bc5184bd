import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Food, ProductsResponse } from '@buka/domain/products';
import { api } from './client';
import { queryKeys } from './query-keys';

export async function getProducts(): Promise<Food[]> {
  return (await api<ProductsResponse>('/api/products')).data.products;
}

export const productsQuery = queryOptions({ queryKey: queryKeys.products, queryFn: getProducts });

export function useProducts() {
  return useQuery(productsQuery);
}
