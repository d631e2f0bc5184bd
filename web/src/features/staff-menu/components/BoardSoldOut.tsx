import { useState } from 'react';
import { useProducts } from '../../../shared/api/get-products';
import { Spinner } from '../../../shared/ui/Spinner';
import { SoldOutTodayButton } from './SoldOutTodayButton';

/**
 * During service the kitchen runs out from the board: every dish with its one-tap 'Sold out
 * today', folded away until needed (the summary counts the dishes already finished).
 */
export function BoardSoldOut() {
  const [open, setOpen] = useState(false);
  const products = useProducts();
  const finished = products.data?.filter((food) => food.soldOutToday).length ?? 0;
  return (
    <details
      className="mb-5 max-w-xl rounded-2xl bg-white px-4 py-2 shadow-sm ring-1 ring-stone-200"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-stone-900">
        Sold out today{finished > 0 ? ` (${finished})` : ''}
      </summary>
      {open &&
        (products.data ? (
          <ul aria-label="Dishes" className="flex flex-col divide-y divide-stone-100 pb-2">
            {products.data.map((food) => (
              <li key={food.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 truncate text-sm">{food.name}</span>
                <SoldOutTodayButton food={food} className="shrink-0 px-3" />
              </li>
            ))}
          </ul>
        ) : (
          <Spinner className="mb-2 size-5 text-brand-700" />
        ))}
    </details>
  );
}
