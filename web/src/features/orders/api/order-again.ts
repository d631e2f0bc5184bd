import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderAgainResponse } from '@buka/domain/order-again';
import { changeSentence } from '@buka/domain/order-again-words';
import { api, ApiError } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { t } from '../../../shared/i18n/i18n';
import { tl } from '../../../shared/i18n/later';
import { getSession } from '../../../shared/session/session-store';
import { useOpenCart, type CartNotice } from '../../../shared/slots/open-cart';
import { toast } from '../../../shared/toast/toast-store';

/** POST /api/orders/:id/again: the cart afterwards, and what is not as it was. */
export async function orderAgain(id: number): Promise<OrderAgainResponse> {
  // The schema loads beside the call: the page draws without waiting for zod.
  const [{ data }, { orderAgainResponseSchema }] = await Promise.all([
    api<unknown>(`/api/orders/${id}/again`, { method: 'POST' }),
    import('@buka/domain/order-again'),
  ]);
  return orderAgainResponseSchema.parse(data);
}

/** What the cart says when it opens: done (or nothing could be), and each change in a sentence. */
export function orderAgainNotice(id: number, answer: OrderAgainResponse): CartNotice {
  return {
    title: tl(answer.added > 0 ? 'orderAgainDone' : 'orderAgainNothing', { id }),
    lines: answer.changes.map((change) => {
      const { key, values } = changeSentence(change);
      return tl(key, values);
    }),
  };
}

/**
 * docs/orders.md#ordering-again: the order's dishes go back in the cart, which opens saying what
 * changed since. The cart shows the server's answer at once, then reads itself again.
 */
export function useOrderAgain() {
  const queryClient = useQueryClient();
  const openCart = useOpenCart();
  const again = useMutation({
    mutationFn: orderAgain,
    onSuccess: async (answer, id) => {
      const uid = getSession()?.uid;
      if (uid) queryClient.setQueryData(queryKeys.cart.of(uid), answer.items);
      openCart(orderAgainNotice(id, answer));
      await queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : t('somethingWentWrong')),
  });
  return {
    orderAgain: (id: number) => again.mutate(id),
    ordering: again.isPending ? again.variables : undefined,
  };
}
