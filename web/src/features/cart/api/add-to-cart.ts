import type { CartItem } from '@buka/domain/cart';
import { api } from '../../../shared/api/client';
import type { AddToCartVariables } from '../../../shared/slots/menu-cart';
import { useCartMutation } from './cart-mutation';

/**
 * POST /api/cart { fid, choiceIds?, note? } → 201 the new line ('Item already in cart' when the
 * same dish with the same choices and note is there; other choices are another line).
 */
export async function addToCart(
  fid: number,
  choiceIds: readonly number[] = [],
  note = '',
): Promise<CartItem> {
  // The schema loads beside the call, so the menu's first download carries no zod. A one-tap
  // dish sends the spec's { fid } alone.
  const body = choiceIds.length > 0 || note ? { fid, choiceIds, note } : { fid };
  const [{ data }, { cartItemSchema }] = await Promise.all([
    api<unknown>('/api/cart', { method: 'POST', body }),
    import('@buka/domain/cart'),
  ]);
  return cartItemSchema.parse(data);
}

export function useAddToCart() {
  return useCartMutation({
    mutationFn: ({ food, choices = [], note = '' }: AddToCartVariables) =>
      addToCart(
        food.id,
        choices.map((choice) => choice.id),
        note,
      ),
    // docs/orders.md#cart: a new line has qty 1; newest first.
    optimistic: (lines, { food, uid, tempId, choices = [], unitPrice, note = '' }): CartItem[] => [
      {
        id: tempId,
        fid: food.id,
        uid,
        qty: 1,
        choiceIds: choices.map((choice) => choice.id),
        note,
        choices,
        unitPrice: unitPrice ?? food.price,
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
