import { isServedAt, servedWindow } from '@buka/domain/dish-times';
import type { Food } from '@buka/domain/products';
import { formatTime, formatTimeRange, fromMinutes } from '@buka/domain/shop-clock';

const DAY = 24 * 60;

/** A dish served at some times only, as the phone order page marks it. */
export interface ServedMark {
  /** '7:00 am – 11:00 am', 'from 5:30 pm', 'until 11:00 am': its times within its category's. */
  times: string;
  /** Not served at the order's time: the server would refuse the order with it. */
  outside: boolean;
}

/**
 * The dish's serving times and whether the order's time (now, or the later slot's start) is
 * outside them; null for a dish served whenever the shop is open
 * (docs/orders.md#dishes-served-at-some-times).
 */
export function servedMark(food: Food, at: Date): ServedMark | null {
  const window = servedWindow(food, food.category);
  if (!window) return null;
  const from = formatTime(fromMinutes(window.from));
  const until = formatTime(fromMinutes(window.until));
  // Times from opening, or until closing, have one end only.
  const times =
    window.from === 0
      ? `until ${until}`
      : window.until === DAY
        ? `from ${from}`
        : formatTimeRange(fromMinutes(window.from), fromMinutes(window.until));
  return { times, outside: !isServedAt(window, at) };
}

/** When the order is for: the later slot's start once one is chosen, else now. */
export function orderTime(values: { later: boolean; slot: string }, now: Date): Date {
  return values.later && values.slot ? new Date(values.slot) : now;
}
