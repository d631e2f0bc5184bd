import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Food, ProductsResponse } from '@buka/domain/products';
import { api } from './client';
import { queryKeys } from './query-keys';

export async function getProducts(): Promise<Food[]> {
  // Not parsed: the menu is every visitor's first page and must not wait for zod; the server's
  // own schema built this answer, and the cards fall back on a missing picture or price.
  return (await api<ProductsResponse>('/api/products')).data.products;
}

export const productsQuery = queryOptions({ queryKey: queryKeys.products, queryFn: getProducts });

export function useProducts() {
  return useQuery(productsQuery);
}
