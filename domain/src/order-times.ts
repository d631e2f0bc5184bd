// How long until an accepted order is ready, and how long a new one has waited, in the words the
// customer's order page and the staff board show (both count down on a page left open).

const MINUTE = 60_000;

/**
 * 'in 25 min', 'in 1 min', then 'any moment now' in the last half minute. To the nearest
 * minute: a page's clock ticks every few seconds, and a time promised for 30 minutes must not
 * read 31 in the seconds after it was given.
 */
export function readyCountdown(readyAt: string | number, now: number): string {
  const left = readyMinutesLeft(readyAt, now);
  return left >= 1 ? `in ${left} min` : 'any moment now';
}

/** The whole minutes `readyCountdown` says are left (0: any moment now), for other languages' words. */
export function readyMinutesLeft(readyAt: string | number, now: number): number {
  return Math.max(0, Math.round((new Date(readyAt).getTime() - now) / MINUTE));
}

/** 'just now', then '1 min', '4 min': how long a new order has waited for staff. */
export function waitedFor(since: string | number, now: number): string {
  const waited = Math.floor((now - new Date(since).getTime()) / MINUTE);
  return waited < 1 ? 'just now' : `${waited} min`;
}
