import { Link } from 'react-router';
import { useProducts } from '../../../shared/api/get-products';
import { isOnMenuNow } from '../../../shared/menu/on-menu';
import { DishImage } from '../../../shared/ui/DishImage';
import { nairaMoney } from '../../../shared/ui/price';
import { t } from '../../../shared/i18n/i18n';

const SHOWN = 5;
const itemClass = 'w-40 shrink-0 snap-start rounded-2xl bg-white p-2 lg:w-auto';

/** docs/screens.md#menu: five dishes from the menu with their prices. */
export function Showcase() {
  const products = useProducts();
  const dishes = (products.data ?? []).filter(isOnMenuNow).slice(0, SHOWN);
  if (products.isSuccess && dishes.length === 0) return null;

  return (
    <section aria-labelledby="showcase-title" className="mx-auto w-full max-w-6xl px-4 py-8">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="showcase-title" className="text-2xl font-extrabold">
          {t('ourFavourites')}
        </h2>
        <Link to="/menu" className="text-sm font-semibold text-brand-700 underline">
          {t('seeFullMenu')}
        </Link>
      </div>
      {/* A row to swipe on a phone; five across on a wide screen. The row takes the keyboard's
          focus, so its arrow keys scroll it too (a dish here has no link to tab to). */}
      <ul
        tabIndex={0}
        aria-labelledby="showcase-title"
        className="-mx-4 flex rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-5 lg:overflow-visible lg:px-0"
      >
        {products.isPending
          ? Array.from({ length: SHOWN }, (_, index) => (
              <li key={index} aria-hidden="true" className={`${itemClass} ring-1 ring-stone-200`}>
                <div className="aspect-square w-full animate-pulse rounded-xl bg-stone-200" />
                <div className="mt-2 h-10" />
              </li>
            ))
          : dishes.map((dish) => (
              <li key={dish.id} className={`${itemClass} shadow-sm ring-1 ring-stone-200`}>
                <DishImage
                  src={dish.imageURL}
                  alt={dish.name}
                  sizes="(min-width: 1024px) 220px, 10rem"
                  className="rounded-xl"
                />
                <p className="mt-2 truncate text-sm font-semibold">{dish.name}</p>
                <p className="text-sm font-bold text-brand-700">{nairaMoney(dish.price)}</p>
              </li>
            ))}
      </ul>
    </section>
  );
}
