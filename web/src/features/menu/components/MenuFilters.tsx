import { useId, type FormEvent } from 'react';
import type { MenuFilter } from '../lib/menu-filter';

interface MenuFiltersProps {
  categories: readonly { id: number; name: string }[];
  filter: MenuFilter;
  onChange: (filter: MenuFilter) => void;
}

const chip =
  'min-h-11 shrink-0 rounded-full px-4 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Issue 14: a long menu is searched by words and narrowed to one category. */
export function MenuFilters({ categories, filter, onChange }: MenuFiltersProps) {
  const searchId = useId();
  // Enter on a phone's keyboard means "done": the list already follows every letter.
  const done = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    (document.activeElement as HTMLElement | null)?.blur();
  };
  return (
    <div className="mb-4 flex flex-col gap-3">
      <form role="search" onSubmit={done}>
        <label htmlFor={searchId} className="sr-only">
          Search dishes
        </label>
        <input
          id={searchId}
          type="search"
          value={filter.query}
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
          placeholder="Search dishes"
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-11 w-full rounded-full border border-stone-300 bg-white px-4 text-base focus:border-brand-700 focus:ring-2 focus:ring-brand-500 focus:outline-none sm:max-w-sm"
        />
      </form>
      {/* One row to swipe on a phone; the chips are buttons, so Tab walks along it. */}
      <div
        role="group"
        aria-label="Categories"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1"
      >
        {[{ id: null, name: 'All' }, ...categories].map(({ id, name }) => (
          <button
            key={id ?? 'all'}
            type="button"
            aria-pressed={filter.categoryId === id}
            onClick={() => onChange({ ...filter, categoryId: id })}
            className={`${chip} ${
              filter.categoryId === id
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-100'
            }`}
          >
            {name}
          </button>
        ))}
      </div>
    </div>
  );
}
