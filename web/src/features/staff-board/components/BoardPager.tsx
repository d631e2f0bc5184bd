import { Button } from '../../../shared/ui/Button';
import type { OrdersPageAt } from '../api/get-admin-orders';

interface BoardPagerProps {
  /** The page's number as staff walked to it (a label: pages are found from an order). */
  page: number;
  total: number;
  pageSize: number;
  /** The ids to page from, null at either end (from the board's answer). */
  older: number | null;
  newer: number | null;
  onPage: (at: OrdersPageAt, page: number) => void;
}

/** The board's paging: newest, newer, older, oldest, each found from an order, not counted to. */
export function BoardPager({ page, total, pageSize, older, newer, onPage }: BoardPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (older === null && newer === null) return null;
  // Orders come and go while staff page, so the label stays within what is there now.
  const shown =
    older === null ? pages : newer === null ? 1 : Math.min(Math.max(page, 2), pages - 1);
  return (
    <nav aria-label="Pages" className="mt-5 flex flex-wrap items-center justify-center gap-3">
      <Button variant="secondary" disabled={newer === null} onClick={() => onPage({}, 1)}>
        Newest
      </Button>
      <Button
        variant="secondary"
        disabled={newer === null}
        onClick={() => newer !== null && onPage({ after: newer }, shown - 1)}
      >
        Previous
      </Button>
      <span className="text-sm text-stone-700">
        Page {shown} of {pages}
      </span>
      <Button
        variant="secondary"
        disabled={older === null}
        onClick={() => older !== null && onPage({ before: older }, shown + 1)}
      >
        Next
      </Button>
      <Button
        variant="secondary"
        disabled={older === null}
        onClick={() => onPage({ oldest: true }, pages)}
      >
        Oldest
      </Button>
    </nav>
  );
}
