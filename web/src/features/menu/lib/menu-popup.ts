import type { Food } from '@buka/domain/products';
import { isShopOpen } from '@buka/domain/shop-hours';
import type { Settings } from '@buka/domain/settings';

export type MenuPopup = 'closed' | 'noFood' | 'welcome';

/** spec §4: items with falsy stock are hidden in lists. */
export function foodsInStock(foods: readonly Food[]): Food[] {
  return foods.filter((food) => food.stock);
}

/** Open by the restaurant's timetable in its own time zone, and not paused by the staff. */
export function isTakingOrders(now: Date, settings: Pick<Settings, 'paused' | 'timetable'>) {
  return !settings.paused && isShopOpen(now, settings.timetable);
}

interface PopupInput {
  open: boolean;
  /** undefined while the menu loads. */
  foods: readonly Food[] | undefined;
  welcomeSeen: boolean;
}

/**
 * spec §2/§4: which card the menu shows, most important first: closed for the day, then no
 * food now (open, but every loaded item has stock 0), then the welcome card until understood.
 */
export function menuPopup({ open, foods, welcomeSeen }: PopupInput): MenuPopup | null {
  if (!open) return 'closed';
  if (foods && foods.length > 0 && foods.every((food) => !food.stock)) return 'noFood';
  if (!welcomeSeen) return 'welcome';
  return null;
}
