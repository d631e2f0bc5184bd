import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useEarlyTap } from '../../../shared/hydration/early-taps';
import type { MenuFilter } from '../lib/menu-filter';
import { t } from '../../../shared/i18n/i18n';

/** A change made from the filter as it is then (a held tap and early typing may both land). */
type FilterChange = (change: (filter: MenuFilter) => MenuFilter) => void;

interface MenuFiltersProps {
  categories: readonly { id: number; name: string }[];
  filter: MenuFilter;
  onChange: FilterChange;
}

const chip =
  'min-h-11 shrink-0 rounded-full px-4 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** A long menu is searched by words and narrowed to one category. */
export function MenuFilters({ categories, filter, onChange }: MenuFiltersProps) {
  const searchId = useId();
  const searchRef = useTypedBeforeLive(onChange);
  // Enter on a phone's keyboard means "done": the list already follows every letter.
  const done = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    (document.activeElement as HTMLElement | null)?.blur();
  };
  return (
    <div className="mb-4 flex flex-col gap-3">
      <form role="search" onSubmit={done}>
        <label htmlFor={searchId} className="sr-only">
          {t('searchDishes')}
        </label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={filter.query}
          onChange={(event) => {
            const query = event.target.value;
            onChange((current) => ({ ...current, query }));
          }}
          placeholder={t('searchDishes')}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-11 w-full rounded-full border border-stone-300 bg-white px-4 text-base focus:border-brand-700 focus:ring-2 focus:ring-brand-500 focus:outline-none sm:max-w-sm"
        />
      </form>
      {/* One row to swipe on a phone; the chips are buttons, so Tab walks along it. */}
      <div
        role="group"
        aria-label={t('categories')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1"
      >
        {[{ id: null, name: t('allCategories') }, ...categories].map(({ id, name }) => (
          <CategoryChip
            key={id ?? 'all'}
            id={id}
            name={name}
            pressed={filter.categoryId === id}
            onChange={onChange}
          />
        ))}
      </div>
    </div>
  );
}

function CategoryChip({
  id,
  name,
  pressed,
  onChange,
}: {
  id: number | null;
  name: string;
  pressed: boolean;
  onChange: FilterChange;
}) {
  // Drawn on the server: a tap before the app is live is made once it is.
  const early = useEarlyTap<HTMLButtonElement>(`category-${id ?? 'all'}`);
  return (
    <button
      type="button"
      {...early}
      aria-pressed={pressed}
      onClick={() => onChange((current) => ({ ...current, categoryId: id }))}
      className={`${chip} data-tapped:animate-pulse ${
        pressed
          ? 'bg-brand-700 text-white ring-brand-700'
          : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-100'
      }`}
    >
      {name}
    </button>
  );
}

/**
 * The search box is drawn on the server, and a customer may type in it before the app is live.
 * React takes the box over leaving those letters in it; they are then searched for, as if typed
 * now, rather than shown over an unfiltered menu. Read as the box is taken over, before any
 * later render could set the box back to the empty search.
 */
function useTypedBeforeLive(onChange: FilterChange) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = ref.current?.value ?? '';
    if (typed) onChange((current) => ({ ...current, query: typed }));
  }, [onChange]);
  return ref;
}
