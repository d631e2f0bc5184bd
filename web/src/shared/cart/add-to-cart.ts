import type { CartItem } from '@buka/domain/cart';
import type { Food } from '@buka/domain/products';
import { api } from '../api/client';
import { useCartMutation } from './cart-mutation';

export interface AddToCartVariables {
  food: Pick<Food, 'id' | 'name' | 'price' | 'imageURL' | 'stock'>;
  uid: string;
  /** A stand-in id (negative) for the line until the server gives its own. */
  tempId: number;
}

/** POST /api/cart { fid } → 201 the new line (409 'Item already in cart'). */
export async function addToCart(fid: number): Promise<CartItem> {
  // The schema loads beside the call, so the menu's first download carries no zod.
  const [{ data }, { cartItemSchema }] = await Promise.all([
    api<unknown>('/api/cart', { method: 'POST', body: { fid } }),
    import('@buka/domain/cart'),
  ]);
  return cartItemSchema.parse(data);
}

export function useAddToCart() {
  return useCartMutation({
    mutationFn: ({ food }: AddToCartVariables) => addToCart(food.id),
    // spec §4: a new line has qty 1; newest first.
    optimistic: (lines, { food, uid, tempId }): CartItem[] => [
      {
        id: tempId,
        fid: food.id,
        uid,
        qty: 1,
        available: true,
        unavailable: null,
        name: food.name,
        price: food.price,
        imageURL: food.imageURL,
        stock: food.stock,
      },
      ...lines,
    ],
    confirmed: (lines, line, { tempId }) => lines.map((each) => (each.id === tempId ? line : each)),
  });
}
