import { lazy, Suspense, useEffect, useState } from 'react';
import { t } from '../../../shared/i18n/i18n';
import type { Food } from '@buka/domain/products';
import { useEarlyTap } from '../../../shared/hydration/early-taps';
import { useSession } from '../../../shared/session/session-store';
import { toast } from '../../../shared/toast/toast-store';
import { CartPlusIcon } from '../../../shared/ui/icons';
import { useMenuCart } from '../../../shared/slots/menu-cart';
import { useSayAdded } from '../added-to-cart';
import { SignInSheet, signInSheetId } from './SignInSheet';
import { withLaterWords } from '../../../shared/i18n/later-words';

// Stand-in ids for lines the server has not numbered yet; negative, so never a real one.
let nextTempId = -1;

// The choice sheet is not in the menu's first download: it loads when a dish with choices is
// first pressed (or touched, just before).
// The sheet comes with its words in the customer's language (later-words.ts).
const loadSheet = withLaterWords(() => import('./ChoiceSheet'));
const ChoiceSheet = lazy(loadSheet);
// The stepper only shows once a signed-in customer has the dish in the cart: its code comes then
// (or when Add is pressed), in a box of the same size meanwhile, so nothing moves.
const loadStepper = () => import('./QuantityStepper');
const QuantityStepper = lazy(() =>
  loadStepper().then((module) => ({ default: module.QuantityStepper })),
);

/**
 * docs/server-rules.md#validation: a cart belongs to an account, so a visitor's tap opens the sheet
 * that leads to one (SignInSheet); otherwise the line (qty 1, docs/orders.md#cart) shows in the
 * cart at once and the server confirms it behind. A dish with choices opens its sheet instead,
 * and each different choice is a line of its own. Once the dish is in the cart, the button gives
 * its place to the quantity stepper (QuantityStepper). `addOnArrival`: the dish a visitor tapped
 * before signing in, added (or its sheet opened) once they are back, signed in.
 */
export function AddToCartButton({
  food,
  addOnArrival,
  onArrived,
}: {
  food: Food;
  addOnArrival?: boolean;
  onArrived?: () => void;
}) {
  const user = useSession();
  const cart = useMenuCart(user?.uid);
  const { lines, add } = cart;
  const sayAdded = useSayAdded(lines.length === 0);
  const [choosing, setChoosing] = useState(false);
  const hasChoices = (food.optionGroups?.length ?? 0) > 0;
  const dishLines = lines.filter((line) => line.fid === food.id);
  // The line a plain tap makes: no choices, no note.
  const plainLine = dishLines.find((line) => line.choiceIds.length === 0 && !line.note);
  // On a menu drawn by the server, a signed-in customer's tap before the app is ready is made
  // once it is (a visitor's opens the sign-in sheet at once, without the app).
  const early = useEarlyTap<HTMLButtonElement>(`add-${food.id}`);

  function onClick() {
    if (!user) return;
    // The sheet's code is kept for offline use, but a worker not yet in control has not kept
    // it: a tap that cannot open the sheet says why rather than doing nothing.
    if (hasChoices) {
      return void loadSheet().then(
        () => setChoosing(true),
        () => toast.error(t('choicesNeedNetwork')),
      );
    }
    if (plainLine) return void toast.error(t('itemAlreadyInCart'));
    // Said at once, as the line shows in the cart at once; taken back if the server refuses
    // (the cart then says why).
    const unsay = sayAdded(food.name);
    add({ food, uid: user.uid, tempId: nextTempId-- }, { onError: unsay });
  }

  useEffect(() => {
    if (!addOnArrival || !user) return;
    onArrived?.();
    onClick();
    // Once, when the signed-in customer arrives with the dish remembered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addOnArrival, user]);

  if (user && dishLines.length > 0) {
    return (
      <Suspense fallback={<div className="h-11 w-full rounded-full ring-2 ring-brand-700" />}>
        <QuantityStepper
          food={food}
          lines={dishLines}
          cart={cart}
          moreOpensSheet={hasChoices}
          onMore={() =>
            plainLine && !hasChoices
              ? cart.setQty({ id: plainLine.id, qty: plainLine.qty + 1 })
              : onClick()
          }
          onPrepareMore={hasChoices ? () => void loadSheet().catch(() => undefined) : undefined}
        />
        {choosing && <ChoiceSheet food={food} onClose={() => setChoosing(false)} />}
      </Suspense>
    );
  }

  return (
    <>
      <button
        type="button"
        {...early}
        popoverTarget={user ? undefined : signInSheetId(food)}
        onClick={onClick}
        onPointerDown={() => void (hasChoices ? loadSheet() : loadStepper()).catch(() => undefined)}
        aria-haspopup={hasChoices || !user ? 'dialog' : undefined}
        aria-label={t('addDishToCart', { dish: food.name })}
        className="flex h-11 w-full items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-tapped:animate-pulse"
      >
        <CartPlusIcon size={20} />
        {t('addDish')}
      </button>
      {!user && <SignInSheet food={food} />}
      {choosing && (
        <Suspense fallback={null}>
          <ChoiceSheet food={food} onClose={() => setChoosing(false)} />
        </Suspense>
      )}
    </>
  );
}
