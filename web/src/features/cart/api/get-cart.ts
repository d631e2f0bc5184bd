import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartResponseSchema, type CartItem } from '@buka/domain/cart';
import { api } from '../../../shared/api/client';
import { readCachedCart } from '../cart-storage';

export const cartKeys = {
  all: ['cart'] as const,
  of: (uid: string) => ['cart', uid] as const,
};

/** spec §4: the user's own lines, newest first (the server orders them). */
export async function getCart(): Promise<CartItem[]> {
  const { data } = await api<unknown>('/api/cart');
  return cartResponseSchema.parse(data).items;
}

/**
 * The locally cached cart shows at once at start-up (and offline); it counts as stale, so the
 * server's copy replaces it as soon as it arrives.
 */
export function cartQuery(uid: string) {
  return queryOptions({
    queryKey: cartKeys.of(uid),
    queryFn: getCart,
    initialData: () => readCachedCart(uid),
    initialDataUpdatedAt: 0,
  });
}

/** The signed-in user's cart lines; empty for a visitor. Keyed by user, so a sign-in loads it. */
export function useCartLines(uid: string | undefined) {
  const query = useQuery({ ...cartQuery(uid ?? ''), enabled: Boolean(uid) });
  return { lines: uid ? (query.data ?? []) : [], isPending: Boolean(uid) && query.isPending };
}
