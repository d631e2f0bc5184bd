import type { CartItem } from '@buka/domain/cart';
import { hasShape } from '../../shared/validation/stored-shape';

// docs/orders.md#cart: the cart is cached locally under 'cartItems'; with nobody signed in the
// cached value is the string 'undefined'.
export const CART_STORAGE_KEY = 'cartItems';

/**
 * The cached cart of this user, or undefined when there is none, it belongs to someone else, or
 * an older version of the app wrote it in another shape.
 */
export function readCachedCart(uid: string): CartItem[] | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
    if (!Array.isArray(stored) || !stored.every(isCartItem)) return undefined;
    return stored.every((line) => line.uid === uid) ? stored : undefined;
  } catch {
    return undefined;
  }
}

const lineShape = {
  id: 'number',
  fid: 'number',
  qty: 'number',
  stock: 'number',
  uid: 'string',
  note: 'string',
  name: 'string',
  price: 'string',
  unitPrice: 'string',
  imageURL: 'string',
  available: 'boolean',
  unavailable: 'string?',
} as const;
const choiceShape = { id: 'number', group: 'string', name: 'string', price: 'string' } as const;

/** Whether a cached value is a cart line, every field of its type (cart.ts's cartItemSchema). */
export function isCartItem(value: unknown): value is CartItem {
  return (
    hasShape(value, lineShape) &&
    Array.isArray(value.choiceIds) &&
    value.choiceIds.every((id) => typeof id === 'number') &&
    Array.isArray(value.choices) &&
    value.choices.every((choice) => hasShape(choice, choiceShape))
  );
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
