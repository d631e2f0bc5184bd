import { messages } from '@buka/domain/messages';
import type { Food } from '@buka/domain/products';
import { useEarlyTap } from '../../../shared/hydration/early-taps';
import { useSession } from '../../../shared/session/session-store';
import { toast } from '../../../shared/toast/toast-store';
import { CartPlusIcon } from '../../../shared/ui/icons';
import { useAddToCart } from '../../../shared/cart/add-to-cart';
import { useCartLines } from '../../../shared/cart/get-cart';

// Stand-in ids for lines the server has not numbered yet; negative, so never a real one.
let nextTempId = -1;

/**
 * spec §5: visitors are asked to log in; a food already in the cart is refused; otherwise the
 * line (qty 1, spec §4) shows in the cart at once and the server confirms it behind.
 */
export function AddToCartButton({ food }: { food: Food }) {
  const user = useSession();
  const { lines } = useCartLines(user?.uid);
  const add = useAddToCart();
  const inCart = lines.some((line) => line.fid === food.id);
  // On a menu drawn by the server, a tap before the app is ready is made once it is.
  const early = useEarlyTap<HTMLButtonElement>();

  function onClick() {
    if (!user) return void toast.error(messages.loginToAddToCart);
    if (inCart) return void toast.error(messages.itemAlreadyInCart);
    add.mutate(
      { food, uid: user.uid, tempId: nextTempId-- },
      { onSuccess: () => toast.success(`${food.name} added to cart`) },
    );
  }

  return (
    <button
      type="button"
      {...early}
      onClick={onClick}
      aria-label={`Add ${food.name} to cart${inCart ? ' (already in your cart)' : ''}`}
      className={`grid size-11 shrink-0 place-items-center rounded-full text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-tapped:animate-pulse ${
        inCart ? 'bg-leaf-600 hover:bg-leaf-700' : 'bg-brand-700 hover:bg-brand-800'
      }`}
    >
      <CartPlusIcon size={20} />
    </button>
  );
}
