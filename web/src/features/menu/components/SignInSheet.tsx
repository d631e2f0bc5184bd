import { Link } from 'react-router';
import { t } from '../../../shared/i18n/i18n';
import type { Food } from '@buka/domain/products';
import { rememberingQuery } from '../../../shared/menu/remembered-dish';
import { CloseIcon } from '../../../shared/ui/icons';

/** The id of a dish's sign-in sheet, for the add button that opens it (popovertarget). */
export const signInSheetId = (food: Pick<Food, 'id'>) => `dish-${food.id}-sign-in`;

const LINK =
  'flex min-h-11 flex-1 items-center justify-center rounded-full px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * What a visitor's tap on 'add' opens: a cart belongs to an account, so the sheet leads to one,
 * remembering the dish (`?add=`), which is in the cart once they are signed in. An HTML popover,
 * opened by the button itself: on a menu drawn by the server it answers a tap at once, long
 * before the app's code has arrived on a slow phone.
 */
export function SignInSheet({ food }: { food: Pick<Food, 'id' | 'name'> }) {
  const id = signInSheetId(food);
  const add = rememberingQuery(food.id);
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-0 top-auto bottom-0 m-0 w-full max-w-none rounded-t-2xl border-0 bg-white p-6 pb-8 text-stone-900 shadow-xl backdrop:bg-stone-950/60 sm:inset-auto sm:m-auto sm:w-[min(26rem,calc(100vw-2rem))] sm:rounded-2xl"
    >
      <div className="mx-auto flex max-w-md flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {t('signInToAddDish', { dish: food.name })}
          </h2>
          <button
            type="button"
            popoverTarget={id}
            popoverTargetAction="hide"
            aria-label={t('close')}
            className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-stone-500 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex gap-3">
          <Link
            to={`/login${add}`}
            className={`${LINK} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t('navLogIn')}
          </Link>
          <Link
            to={`/register${add}`}
            className={`${LINK} text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50`}
          >
            {t('navSignUp')}
          </Link>
        </div>
      </div>
    </div>
  );
}
