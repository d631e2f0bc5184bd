import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CartItem } from '@buka/domain/cart';
import { queryKeys } from '../../../shared/api/query-keys';
import { ApiError } from '../../../shared/api/client';
import { getSession } from '../../../shared/session/session-store';
import { toast } from '../../../shared/toast/toast-store';

const CART_MUTATION_KEY = ['cart'] as const;
export const CART_CHANGE_FAILED = 'Your cart could not be updated. Please try again';

export interface CartMutationOptions<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** The cart as it will be once the server agrees, shown at once. */
  optimistic: (lines: CartItem[], variables: TVariables) => CartItem[];
  /** Folds the server's answer in (e.g. a new line's real id). */
  confirmed?: (lines: CartItem[], data: TData, variables: TVariables) => CartItem[];
}

export function cartErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return CART_CHANGE_FAILED;
}

/**
 * Every cart change: shown at once (slow networks), sent one after another in click order (one
 * scope, so a PATCH never overtakes the one before it), rolled back with a toast if the server
 * refuses, and re-read from the server once the last change has settled.
 *
 * The signed-in user is read when the change is made, not when the button was drawn: a tap held
 * while a drawn page was taken over is made before the button's hooks have seen the session.
 */
export function cartMutationOptions<TVariables, TData>(
  queryClient: QueryClient,
  currentUid: () => string | undefined,
  { mutationFn, optimistic, confirmed }: CartMutationOptions<TVariables, TData>,
) {
  return {
    mutationKey: CART_MUTATION_KEY,
    scope: { id: 'cart' },
    mutationFn,
    onMutate: async (variables: TVariables) => {
      const uid = currentUid();
      if (!uid) return undefined;
      const key = queryKeys.cart.of(uid);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CartItem[]>(key);
      queryClient.setQueryData<CartItem[]>(key, (lines = []) => optimistic(lines, variables));
      return { key, previous };
    },
    onSuccess: (
      data: TData,
      variables: TVariables,
      context: { key: readonly string[]; previous: CartItem[] | undefined } | undefined,
    ) => {
      if (context && confirmed) {
        queryClient.setQueryData<CartItem[]>(context.key, (lines = []) =>
          confirmed(lines, data, variables),
        );
      }
    },
    onError: (
      error: Error,
      _variables: TVariables,
      context: { key: readonly string[]; previous: CartItem[] | undefined } | undefined,
    ) => {
      if (context) queryClient.setQueryData(context.key, context.previous);
      toast.error(cartErrorMessage(error));
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) !== 1) return;
      // A read already on its way was asked before this change and may answer without it; a
      // first read (no cart shown yet) would not be asked again, only waited for: drop it.
      void queryClient
        .cancelQueries({ queryKey: queryKeys.cart.all })
        .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }));
    },
  };
}

export function useCartMutation<TVariables, TData>(
  options: CartMutationOptions<TVariables, TData>,
) {
  const queryClient = useQueryClient();
  return useMutation(cartMutationOptions(queryClient, () => getSession()?.uid, options));
}
