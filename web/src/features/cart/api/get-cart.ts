import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CartItem } from '@buka/domain/cart';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { readCachedCart } from '../cart-storage';

/** docs/orders.md#cart: the user's own lines, newest first (the server orders them). */
export async function getCart(): Promise<CartItem[]> {
  // The schema loads beside the call: only signed-in visitors ever download it.
  const [{ data }, { cartResponseSchema }] = await Promise.all([
    api<unknown>('/api/cart'),
    import('@buka/domain/cart'),
  ]);
  return cartResponseSchema.parse(data).items;
}

export function cartQuery(uid: string) {
  return queryOptions({ queryKey: queryKeys.cart.of(uid), queryFn: getCart });
}

/**
 * The locally cached cart shows as soon as it is read at start-up (and offline); it counts as
 * stale, and the server's copy replaces it when it arrives (or has already).
 */
export async function showCachedCart(queryClient: QueryClient, uid: string): Promise<void> {
  const lines = await readCachedCart(uid);
  if (lines && queryClient.getQueryData(queryKeys.cart.of(uid)) === undefined) {
    queryClient.setQueryData(queryKeys.cart.of(uid), lines, { updatedAt: 0 });
  }
}

/** The signed-in user's cart lines; empty for a visitor. Keyed by user, so a sign-in loads it. */
export function useCartLines(uid: string | undefined) {
  const query = useQuery({ ...cartQuery(uid ?? ''), enabled: Boolean(uid) });
  return { lines: uid ? (query.data ?? []) : [], isPending: Boolean(uid) && query.isPending };
}
