import type { MenuCart } from '../../shared/slots/menu-cart';
import { useAddToCart } from './api/add-to-cart';
import { useCartLines } from './api/get-cart';
import { useRemoveCartLine } from './api/remove-cart-line';
import { useUpdateCartLine } from './api/update-cart-line';

/** The cart as the menu sees it (shared/slots/menu-cart.ts); the app hands it to the menu. */
export function useCartForMenu(uid: string | undefined): MenuCart {
  const { lines } = useCartLines(uid);
  return {
    lines,
    add: useAddToCart().mutate,
    setQty: useUpdateCartLine().mutate,
    remove: useRemoveCartLine().mutate,
  };
}
