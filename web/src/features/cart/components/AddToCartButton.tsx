import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CartLine } from '@buka/domain/cart';
import { messages } from '@buka/domain/messages';
import type { Food } from '@buka/domain/products';
import { api, ApiError } from '../../../shared/api/client';
import { useSession } from '../../../shared/session/session-store';
import { toast } from '../../../shared/toast/toast-store';
import { CartPlusIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/Spinner';

export type AddToCart = (food: Food) => Promise<unknown>;

interface AddToCartButtonProps {
  food: Food;
  /** How a signed-in customer's line is added; the cart feature passes its own. */
  onAdd?: AddToCart;
}

/** spec §5: visitors are asked to log in; customers get a line with qty 1 (spec §4). */
export function AddToCartButton({ food, onAdd }: AddToCartButtonProps) {
  const user = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const addLine: AddToCart =
    onAdd ??
    (async (item) => {
      await api<CartLine>('/api/cart', { method: 'POST', body: { fid: item.id } });
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
    });

  async function add() {
    if (!user) {
      toast.error(messages.loginToAddToCart);
      return;
    }
    setBusy(true);
    try {
      await addLine(food);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status === 409
          ? messages.itemAlreadyInCart
          : error instanceof Error
            ? error.message
            : messages.somethingWentWrong,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={add}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={`Add ${food.name} to cart`}
      className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
    >
      {busy ? <Spinner className="size-5" /> : <CartPlusIcon size={20} />}
    </button>
  );
}
