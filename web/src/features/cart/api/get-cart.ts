import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CartItem, CartResponse } from '@buka/domain/cart';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { readCachedCart } from '../cart-storage';

/** docs/orders.md#cart: the user's own lines, newest first (the server orders them). */
export async function getCart(): Promise<CartItem[]> {
  // Read as the server's schema says (docs/decisions/0024-answers-checked-where-they-are-made.md).
  return (await api<CartResponse>('/api/cart')).data.items;
}

export function cartQuery(uid: string) {
  return queryOptions({ queryKey: queryKeys.cart.of(uid), queryFn: getCart });
}

/**
 * The locally cached cart shows as soon as it is read at start-up (and offline); it counts as
 * stale, and the server's copy replaces it when it arrives (or has already).
 */
export function showCachedCart(queryClient: QueryClient, uid: string): void {
  const lines = readCachedCart(uid);
  if (lines && queryClient.getQueryData(queryKeys.cart.of(uid)) === undefined) {
    queryClient.setQueryData(queryKeys.cart.of(uid), lines, { updatedAt: 0 });
  }
}

/** The signed-in user's cart lines; empty for a visitor. Keyed by user, so a sign-in loads it. */
export function useCartLines(uid: string | undefined) {
  const query = useQuery({ ...cartQuery(uid ?? ''), enabled: Boolean(uid) });
  return { lines: uid ? (query.data ?? []) : [], isPending: Boolean(uid) && query.isPending };
}
