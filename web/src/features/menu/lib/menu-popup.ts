import type { OrderingState } from '@buka/domain/ordering-state';
import type { Food } from '@buka/domain/products';
import { isOnMenuNow } from '../../../shared/menu/on-menu';

export type MenuPopup = 'closed' | 'paused' | 'noFood' | 'welcome';

/** docs/orders.md#stock: items with falsy stock are hidden in lists, as are those finished for today. */
export function foodsInStock(foods: readonly Food[]): Food[] {
  return foods.filter(isOnMenuNow);
}

interface PopupInput {
  ordering: OrderingState['kind'];
  /** undefined while the menu loads. */
  foods: readonly Food[] | undefined;
  welcomeSeen: boolean;
}

/**
 * docs/screens.md#menu, docs/orders.md#hours: which card the menu shows, most important first:
 * closed for the day (or paused by the staff), then no food now (open, but every loaded item has
 * stock 0), then the welcome card until understood.
 */
export function menuPopup({ ordering, foods, welcomeSeen }: PopupInput): MenuPopup | null {
  if (ordering === 'closed') return 'closed';
  if (ordering === 'paused') return 'paused';
  if (foods && foods.length > 0 && !foods.some(isOnMenuNow)) return 'noFood';
  if (!welcomeSeen) return 'welcome';
  return null;
}
