import type { CartItem } from '@buka/domain/cart';
import { api } from '../../../shared/api/client';
import { useCartMutation } from './cart-mutation';

export interface UpdateCartLineVariables {
  id: number;
  qty: number;
}

/** PATCH /api/cart/:id { qty } */
export async function updateCartLine({ id, qty }: UpdateCartLineVariables): Promise<CartItem> {
  // The schema loads beside the call: the menu card's stepper changes lines too, and the menu's
  // first download carries no zod.
  const [{ data }, { cartItemSchema }] = await Promise.all([
    api<unknown>(`/api/cart/${id}`, { method: 'PATCH', body: { qty } }),
    import('@buka/domain/cart'),
  ]);
  return cartItemSchema.parse(data);
}

/**
 * The server's line folded in, with the quantity on screen kept: taps made while this change
 * was on its way are already shown, and putting this answer's count back would take them away
 * (on a slow network the stepper jumped back, and the next + counted from the older number). The
 * cart is read again from the server once the last change has settled.
 */
export function keepShownQty(lines: CartItem[], saved: CartItem): CartItem[] {
  return lines.map((line) => (line.id === saved.id ? { ...saved, qty: line.qty } : line));
}

export function useUpdateCartLine() {
  return useCartMutation({
    mutationFn: updateCartLine,
    optimistic: (lines, { id, qty }) =>
      lines.map((line) => (line.id === id ? { ...line, qty } : line)),
    confirmed: keepShownQty,
  });
}
