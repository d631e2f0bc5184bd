import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { MENU_EAGER_PICTURES } from '@buka/domain/images';
import { t } from '../../shared/i18n/i18n';
import type { Food } from '@buka/domain/products';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { useHydrated } from '../../shared/hydration/use-hydrated';
import { useProducts } from '../../shared/api/get-products';
import { useSettings } from '../../shared/api/get-settings';
import { ChatOnWhatsApp } from '../../shared/whatsapp/ChatOnWhatsApp';
import { useSession } from '../../shared/session/session-store';
import { forgetDish, rememberedDish } from '../../shared/menu/remembered-dish';
import { FoodCard } from './components/FoodCard';
import { MenuFilters } from './components/MenuFilters';
import { filterMenu, menuCategories, noFilter } from './lib/menu-filter';
import { foodsInStock } from './lib/menu-popup';

const PLACEHOLDER_CARDS = 8;
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

// The menu's cards (closed, paused, no food, welcome) show only once the app has taken the page
// over, so their code is not in the menu's first download: it loads beside the first render.
// With no network and no copy kept, the menu goes on without them (the server still refuses
// an order the shop cannot take, in the spec's words).
const MenuPopups = lazy(() =>
  import('./components/MenuPopups').then(
    (module) => ({ default: module.MenuPopups }),
    () => ({ default: () => null }),
  ),
);

/**
 * The cards once the app has taken the page over: a component of its own, so that turning live
 * (a render of its own) redraws this and not the whole menu.
 */
function MenuPopupsOnceLive({ foods }: { foods: readonly Food[] | undefined }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <MenuPopups foods={foods} />
    </Suspense>
  );
}

// Right after sign-up (/menu/new) the menu says welcome: its own chunk, as only new customers
// see it.
const WelcomeAfterSignUp = lazy(() => import('./components/WelcomeAfterSignUp'));

function WelcomeOnceSignedUp() {
  const { pathname } = useLocation();
  const user = useSession();
  const hydrated = useHydrated();
  if (!hydrated || !user || pathname !== '/menu/new') return null;
  return (
    <Suspense fallback={null}>
      <WelcomeAfterSignUp name={user.name} />
    </Suspense>
  );
}

export default function MenuPage() {
  const products = useProducts();
  const settings = useSettings();
  const [search, setSearch] = useSearchParams();
  const remembered = rememberedDish(search);
  const arrived = { onArrived: () => setSearch(forgetDish(search), { replace: true }) };
  const foods = products.data ? foodsInStock(products.data) : [];
  // All dishes at first, as the server draws the page, so the app takes that markup over as is.
  const [filter, setFilter] = useState(noFilter);
  const shown = filterMenu(foods, filter);
  const categories = menuCategories(foods);
  const chosen = categories.find((category) => category.id === filter.categoryId);
  const query = filter.query.trim();
  const filtered = filter.categoryId !== null || query !== '';
  const noMatch = !query
    ? t('noDishInCategory')
    : chosen
      ? t('noDishMatchesIn', { category: chosen.name, query })
      : t('noDishMatches', { query });

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold">{t('menuTitle')}</h1>
        <ChatOnWhatsApp shopName={settings.name} number={settings.whatsapp} />
      </div>
      <WelcomeOnceSignedUp />
      {/* Already there while the dishes load, so they arrive without moving the page. */}
      {(products.isPending || foods.length > 0) && (
        <MenuFilters categories={categories} filter={filter} onChange={setFilter} />
      )}
      {products.isPending ? (
        // At least a screenful, in the cards' shape: the footer stays below the fold instead of
        // jumping down when the dishes arrive (a layout shift on every slow load).
        <div className="min-h-dvh">
          <p role="status" className="flex items-center gap-2 pb-4 text-stone-600">
            <Spinner /> {t('fetchingFood')}
          </p>
          <ul aria-hidden="true" className={GRID}>
            {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
              <li key={index} className="h-80 rounded-2xl bg-stone-200/60" />
            ))}
          </ul>
        </div>
      ) : foods.length === 0 ? (
        <div className="flex flex-col items-start gap-3 py-10">
          <p className="text-stone-600">{t('noFoodItems')}</p>
          {products.isError && (
            <Button variant="secondary" onClick={() => void products.refetch()}>
              {t('tryAgain')}
            </Button>
          )}
        </div>
      ) : (
        <>
          {/* One message, said aloud as it changes: how many dishes, or that none matches. */}
          <p role="status" className={shown.length === 0 ? 'pt-6 pb-3 text-stone-700' : 'sr-only'}>
            {filtered && (shown.length === 0 ? noMatch : t('dishCount', { count: shown.length }))}
          </p>
          {shown.length === 0 ? (
            <Button variant="secondary" onClick={() => setFilter(noFilter)}>
              {t('showAllDishes')}
            </Button>
          ) : (
            <ul className={GRID}>
              {shown.map((food, index) => (
                // Each card hydrates on its own (React hydrates a tapped card first).
                <Suspense key={food.id}>
                  <li className="flex">
                    <FoodCard
                      food={food}
                      eager={index < MENU_EAGER_PICTURES}
                      remembered={food.id === remembered ? arrived : undefined}
                    />
                  </li>
                </Suspense>
              ))}
            </ul>
          )}
        </>
      )}
      <MenuPopupsOnceLive foods={products.data} />
    </main>
  );
}
