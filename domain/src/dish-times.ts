import { formatTime, fromMinutes, shopClock, toMinutes } from './shop-clock';

// Dishes and categories served at some times of day only (breakfast until 11:00, pepper soup
// from 17:30), on the shop's clock (docs/orders.md#dishes-served-at-some-times). No zod here: the
// menu's first download reads it.

/** A dish's or a category's own times: 'HH:MM' each; null: from opening, or until closing. */
export interface ServedTimes {
  availableFrom?: string | null;
  availableUntil?: string | null;
}

/** When a dish may be ordered each day, in minutes from midnight: from ≤ t < until. */
export interface ServedWindow {
  from: number;
  until: number;
}

const DAY = 24 * 60;

/**
 * The dish's window within its category's: both rules hold. null: no limit of either. A window
 * with from ≥ until (the two do not meet) is never served.
 */
export function servedWindow(dish: ServedTimes, category?: ServedTimes): ServedWindow | null {
  const limits = [dish, category ?? {}];
  const froms = limits.map((times) => times.availableFrom).filter((time) => !!time);
  const untils = limits.map((times) => times.availableUntil).filter((time) => !!time);
  if (froms.length === 0 && untils.length === 0) return null;
  return {
    from: Math.max(0, ...froms.map((time) => toMinutes(time!))),
    until: Math.min(DAY, ...untils.map((time) => toMinutes(time!))),
  };
}

export function isServedAt(window: ServedWindow | null, at: Date): boolean {
  if (!window) return true;
  const { minutes } = shopClock(at);
  return window.from <= minutes && minutes < window.until;
}

/** What the menu says on a dish it cannot be ordered now: a key of the messages table, its time. */
export interface ServedNote {
  key: 'dishAvailableFrom' | 'dishAvailableFromTomorrow' | 'foodFinished';
  /** '5:30 pm'. */
  time: string;
}

/**
 * Why the menu cannot add a dish now: "Available from 5:30 pm", or after its time today,
 * "Available from 7:00 am tomorrow". null: it can be ordered now.
 */
export function servedNote(window: ServedWindow | null, now: Date): ServedNote | null {
  if (!window || isServedAt(window, now)) return null;
  const time = formatTime(fromMinutes(window.from));
  // A dish's times and its category's that do not meet: it is never served.
  if (window.from >= window.until) return { key: 'foodFinished', time };
  const { minutes } = shopClock(now);
  return { key: minutes < window.from ? 'dishAvailableFrom' : 'dishAvailableFromTomorrow', time };
}

/** A dish's times in words, for a refusal: "from 7:00 am to 11:00 am". */
export interface ServedHours {
  from: string;
  until: string;
}

/**
 * The dish's times in words when it cannot be in an order for `at` (now, or a later order's
 * slot), else null: the server's refusal and the checkout's warning before sending say the same.
 */
export function notServedHours(window: ServedWindow | null, at: Date): ServedHours | null {
  if (!window || isServedAt(window, at)) return null;
  return {
    from: formatTime(fromMinutes(window.from)),
    until: formatTime(fromMinutes(window.until)),
  };
}
