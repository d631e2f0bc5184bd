import type { CartItem } from '@buka/domain/cart';

// docs/orders.md#cart: the cart is cached locally under 'cartItems'; with nobody signed in the
// cached value is the string 'undefined'.
export const CART_STORAGE_KEY = 'cartItems';

/**
 * The cached cart of this user, or undefined when there is none or it belongs to someone else.
 * Read only for a signed-in user, so its check (zod) loads then, not in a visitor's download.
 */
export async function readCachedCart(uid: string): Promise<CartItem[] | undefined> {
  const stored = localStorage.getItem(CART_STORAGE_KEY);
  const { cartItemSchema } = await import('@buka/domain/cart');
  try {
    const parsed = cartItemSchema.array().safeParse(JSON.parse(stored ?? 'null'));
    if (!parsed.success) return undefined;
    return parsed.data.every((line) => line.uid === uid) ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedCart(lines: CartItem[] | undefined): void {
  try {
    // Lines still waiting for the server's id (negative) are not worth keeping across a reload.
    const value = lines ? JSON.stringify(lines.filter((line) => line.id > 0)) : 'undefined';
    localStorage.setItem(CART_STORAGE_KEY, value);
  } catch {
    // Storage full or blocked (private mode): the server still holds the cart.
  }
}
