import type { CartItem } from '@buka/domain/cart';
import type { Food } from '@buka/domain/products';
import { useSettings } from '../../../shared/api/get-settings';
import { t } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/toast/toast-store';
import { Icon } from '../../../shared/ui/icons';
import type { MenuCart } from '../../../shared/slots/menu-cart';

// The server's PATCH /api/cart/:id takes 1..99 (domain/src/cart.ts).
const MAX_LINE_QTY = 99;

const control =
  'grid size-11 shrink-0 place-items-center rounded-full text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * docs/screens.md#menu: the card's − qty + once the dish is in the cart, in the Add button's
 * place and size (the card does not move). The count is the dish's portions over all its lines.
 * − acts when the dish has one line (at 1 it takes it out); with several, each is changed in
 * the cart. + raises a dish without choices; a dish with choices opens its sheet, where the
 * same choices are one more of their line and others a new line. Why:
 * docs/decisions/0019-coming-back-to-order.md.
 */
export function QuantityStepper({
  food,
  lines,
  cart,
  onMore,
  onPrepareMore,
  moreOpensSheet,
}: {
  food: Food;
  /** This dish's lines in the cart, at least one. */
  lines: CartItem[];
  cart: Pick<MenuCart, 'setQty' | 'remove'>;
  /** What + does when it cannot raise a single line: the choice sheet, or a plain line added. */
  onMore: () => void;
  /** Touched, just before a press: the sheet's code starts loading. */
  onPrepareMore?: () => void;
  moreOpensSheet: boolean;
}) {
  const { orderLimits } = useSettings();
  const count = lines.reduce((sum, line) => sum + line.qty, 0);
  const line = lines.length === 1 ? lines[0] : undefined;
  // A line the server has not numbered yet cannot be changed until it has.
  const saving = lines.some((each) => each.id < 0);
  const max = Math.min(food.stock, orderLimits.maxPerDish, MAX_LINE_QTY);

  function less() {
    if (!line) return;
    if (line.qty > 1) return cart.setQty({ id: line.id, qty: line.qty - 1 });
    cart.remove(line.id);
    toast.info(t('removedFromCart', { dish: food.name }));
  }

  function more() {
    if (line && !moreOpensSheet) cart.setQty({ id: line.id, qty: line.qty + 1 });
    else onMore();
  }

  return (
    <div
      role="group"
      aria-label={t('quantityOf', { dish: food.name })}
      className="flex h-11 w-full items-center justify-between rounded-full bg-white ring-2 ring-brand-700"
    >
      {line ? (
        <button
          type="button"
          aria-label={t('oneLess', { dish: food.name })}
          className={control}
          disabled={saving}
          onClick={less}
        >
          <Icon size={20}>
            <path d="M5 12h14" />
          </Icon>
        </button>
      ) : (
        <span className="size-11 shrink-0" />
      )}
      <span className="min-w-0 text-center font-bold text-stone-900 tabular-nums">
        <span aria-hidden="true">{count}</span>
        {/* Read out as the count changes: which dish, how many now. */}
        <span className="sr-only" aria-live="polite">
          {t('inCartCount', { count, dish: food.name })}
        </span>
      </span>
      <button
        type="button"
        aria-label={t('oneMore', { dish: food.name })}
        aria-haspopup={moreOpensSheet ? 'dialog' : undefined}
        className={control}
        disabled={saving || (!moreOpensSheet && count >= max)}
        onClick={more}
        onPointerDown={onPrepareMore}
      >
        <Icon size={20}>
          <path d="M12 5v14M5 12h14" />
        </Icon>
      </button>
    </div>
  );
}
