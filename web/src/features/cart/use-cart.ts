import { useMemo } from 'react';
import { useSession } from '../../shared/session/session-store';
import { useProducts } from '../../shared/api/get-products';
import { useSettings } from '../../shared/api/get-settings';
import { useCartLines } from './api/get-cart';
import { cartSubtotalKobo, toCartEntries } from './cart-entries';

/**
 * The signed-in user's cart joined with the menu (names, prices, pictures). The subtotal is
 * recomputed whenever the cart or the menu changes (docs/orders.md#cart).
 */
export function useCart() {
  const user = useSession();
  const { lines, isPending } = useCartLines(user?.uid);
  const foods = useProducts().data ?? undefined;
  const { orderLimits } = useSettings();
  const entries = useMemo(
    () => toCartEntries(lines, foods, orderLimits),
    [lines, foods, orderLimits],
  );
  const subtotalKobo = useMemo(() => cartSubtotalKobo(entries), [entries]);
  return { user, lines, entries, subtotalKobo, isPending, menuLoaded: Boolean(foods) };
}
