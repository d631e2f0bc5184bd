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

export function useUpdateCartLine() {
  return useCartMutation({
    mutationFn: updateCartLine,
    optimistic: (lines, { id, qty }) =>
      lines.map((line) => (line.id === id ? { ...line, qty } : line)),
    confirmed: (lines, saved) => lines.map((line) => (line.id === saved.id ? saved : line)),
  });
}
