import { api } from '../../../shared/api/client';
import { useCartMutation } from './cart-mutation';

/** DELETE /api/cart/:id */
export async function removeCartLine(id: number): Promise<void> {
  await api(`/api/cart/${id}`, { method: 'DELETE' });
}

export function useRemoveCartLine() {
  return useCartMutation({
    mutationFn: removeCartLine,
    optimistic: (lines, id: number) => lines.filter((line) => line.id !== id),
  });
}
