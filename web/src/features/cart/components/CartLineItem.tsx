import { servedNote } from '@buka/domain/dish-times';
import { formatMoney } from '@buka/domain/money';
import { lineTotalKobo } from '@buka/domain/order-total';
import { DishImage } from '../../../shared/ui/DishImage';
import { LineChoices } from '../../../shared/ui/LineChoices';
import { useRemoveCartLine } from '../api/remove-cart-line';
import { useUpdateCartLine } from '../api/update-cart-line';
import { MAX_LINE_QTY, type CartEntry } from '../cart-entries';
import { MinusIcon, PlusIcon, TrashIcon } from './cart-icons';
import { useNow } from '../../../shared/clock/use-now';
import { t } from '../../../shared/i18n/i18n';
import { tl } from '../../../shared/i18n/later';

const unavailableText = {
  deleted: 'lineDeleted',
  soldOut: 'lineSoldOut',
  choicesChanged: 'lineChoicesChanged',
} as const;

const control =
  'grid size-11 place-items-center rounded-full text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

/** One cart line: picture, name, price, minus / plus / remove (docs/screens.md#cart-panel, docs/orders.md#cart). */
export function CartLineItem({ entry }: { entry: CartEntry }) {
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const { line, name, imageURL, unavailable, unitKobo, maxQty, limitReason, choices } = entry;
  // Outside its serving times now: the menu's own words ("Available from 5:30 pm"). It stays in
  // the order, which may be for a later time; the checkout judges that time.
  const now = useNow();
  const notNow = unavailable ? null : servedNote(entry.served, now);
  // A line still waiting for its id from the server cannot be changed yet.
  const saving = line.id < 0;

  return (
    <li className={`flex gap-3 py-3 ${unavailable ? 'opacity-70' : ''}`}>
      <div className="w-16 shrink-0 overflow-hidden rounded-lg">
        <DishImage src={imageURL} alt={name} sizes="64px" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 font-semibold text-stone-900">
            <span className="block truncate">{name}</span>
            <LineChoices
              choices={choices}
              note={line.note}
              className="text-sm font-normal text-stone-600"
            />
          </p>
          <button
            type="button"
            aria-label={tl('removeFromCart', { dish: name })}
            className={`${control} -mt-2 -mr-2 size-10 text-stone-500 hover:text-red-700`}
            disabled={saving}
            onClick={() => remove.mutate(line.id)}
          >
            <TrashIcon />
          </button>
        </div>
        {unavailable ? (
          <p className="text-sm font-medium text-red-700">{tl(unavailableText[unavailable])}</p>
        ) : (
          <div className="flex items-center justify-between gap-2">
            <div
              className="flex items-center gap-1"
              role="group"
              aria-label={t('quantityOf', { dish: name })}
            >
              <button
                type="button"
                aria-label={tl('oneLess', { dish: name })}
                className={`${control} border border-stone-300`}
                // docs/orders.md#cart: minus lowers qty only while it is above 1.
                disabled={saving || line.qty <= 1}
                onClick={() => update.mutate({ id: line.id, qty: line.qty - 1 })}
              >
                <MinusIcon />
              </button>
              <span className="min-w-8 text-center font-semibold tabular-nums" aria-live="polite">
                {line.qty}
              </span>
              <button
                type="button"
                aria-label={tl('oneMore', { dish: name })}
                className={`${control} border border-stone-300`}
                disabled={saving || line.qty >= maxQty}
                onClick={() => update.mutate({ id: line.id, qty: line.qty + 1 })}
              >
                <PlusIcon />
              </button>
            </div>
            <p className="text-right text-sm tabular-nums">
              <span className="block font-semibold text-stone-900">
                {formatMoney(lineTotalKobo({ unitKobo, quantity: line.qty }))}
              </span>
              {line.qty > 1 && (
                <span className="block text-stone-500">
                  {tl('eachPrice', { price: formatMoney(unitKobo) })}
                </span>
              )}
            </p>
          </div>
        )}
        {notNow && (
          <p className="text-sm font-medium text-amber-800">
            {t(notNow.key, { time: notNow.time })}
          </p>
        )}
        {!unavailable && line.qty >= maxQty && maxQty < MAX_LINE_QTY && (
          // More than the kitchen has left, or than one order may hold (docs/orders.md#order-limits),
          // would be refused: say so first.
          <p
            className={`text-xs ${line.qty > maxQty ? 'font-medium text-red-700' : 'text-stone-600'}`}
          >
            {limitReason ?? tl('onlyLeft', { count: maxQty })}
            {line.qty > maxQty ? tl('lowerQuantity') : ''}
          </p>
        )}
      </div>
    </li>
  );
}
