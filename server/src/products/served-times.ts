import { notServedHours, servedWindow, type ServedTimes } from '@buka/domain/dish-times';
import { messages } from '@buka/domain/messages';

/** A dish as the cart and an order read it: its own serving times and its category's. */
export interface ServedDish extends ServedTimes {
  name: string;
  categoryAvailableFrom: string | null;
  categoryAvailableUntil: string | null;
}

/**
 * Why this dish cannot be in an order for `at` (now, or the later time chosen), or null when it
 * can: "Akara is served from 7:00 am to 11:00 am only. …" (docs/orders.md#dishes-served-at-some-times).
 */
export function servedRefusal(dish: ServedDish, at: Date, later: boolean): string | null {
  const window = servedWindow(dish, {
    availableFrom: dish.categoryAvailableFrom,
    availableUntil: dish.categoryAvailableUntil,
  });
  const hours = notServedHours(window, at);
  if (!hours) return null;
  const template = later ? messages.dishNotServedThen : messages.dishNotServedNow;
  return template
    .replace('{dish}', dish.name)
    .replace('{from}', hours.from)
    .replace('{until}', hours.until);
}
