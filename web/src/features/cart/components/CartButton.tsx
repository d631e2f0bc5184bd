import { t } from '../../../shared/i18n/i18n';
import { useEarlyTap } from '../../../shared/hydration/early-taps';
import { useSession } from '../../../shared/session/session-store';
import { useCartLines } from '../api/get-cart';
import { openCart } from '../cart-panel-store';
import { CartIcon } from './cart-icons';
import { loadCartPanel } from './load-cart-panel';

// A pointer over the button, or a finger on it (a touch enters it too), or the keyboard's focus:
// the panel's code starts to load before the tap ends.
const reachForCart = () => void loadCartPanel().catch(() => undefined);

/** The header's cart button: the number of lines, opening the panel on any page. */
export function CartButton() {
  const user = useSession();
  const count = useCartLines(user?.uid).lines.length;
  const early = useEarlyTap<HTMLButtonElement>('cart');
  return (
    <button
      type="button"
      {...early}
      onPointerEnter={reachForCart}
      onFocus={reachForCart}
      onClick={() => openCart()}
      aria-label={t('cartButton', { count })}
      className="relative grid size-11 place-items-center rounded-full text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 data-tapped:animate-pulse"
    >
      <CartIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-xs leading-5 font-bold text-white"
        >
          {count}
        </span>
      )}
    </button>
  );
}
