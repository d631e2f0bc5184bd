import { api } from '../../../shared/api/client';
import { useCartMutation } from './cart-mutation';

/** DELETE /api/cart: docs/orders.md#cart 'clear' removes all lines. */
export async function clearCart(): Promise<void> {
  await api('/api/cart', { method: 'DELETE' });
}

export function useClearCart() {
  return useCartMutation({
    mutationFn: (_: void) => clearCart(),
    optimistic: () => [],
  });
}
