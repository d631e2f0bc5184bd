import type { MenuCart } from '../../shared/slots/menu-cart';
import { useAddToCart } from './api/add-to-cart';
import { useCartLines } from './api/get-cart';

/** The cart as the menu sees it (shared/slots/menu-cart.ts); the app hands it to the menu. */
export function useCartForMenu(uid: string | undefined): MenuCart {
  const { lines } = useCartLines(uid);
  return { lines, add: useAddToCart().mutate };
}
