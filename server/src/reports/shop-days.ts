// The restaurant's days as whole numbers, for reports: day n runs from midnight to midnight in
// Africa/Lagos. Lagos keeps UTC+1 all year (no daylight saving), so a day is a fixed offset
// from UTC days; shop-days.test.ts holds this against the time-zone database.

const DAY_MS = 86_400_000;
/** Africa/Lagos is UTC+1. */
export const SHOP_DAY_OFFSET_MS = 3_600_000;

/** The restaurant's day holding this instant (ms since the epoch). */
export function dayOf(at: number): number {
  return Math.floor((at + SHOP_DAY_OFFSET_MS) / DAY_MS);
}

/** When day n begins, as ms since the epoch. */
export function dayStart(day: number): number {
  return day * DAY_MS - SHOP_DAY_OFFSET_MS;
}

/** 'YYYY-MM-DD' → day number (the date as the restaurant's calendar says it). */
export function dayOfDate(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** Day number → 'YYYY-MM-DD'. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Weeks begin on Monday: the Monday of day n's week. (Day 0, 1 Jan 1970, was a Thursday.) */
export function weekOf(day: number): number {
  return day - ((day + 3) % 7);
}

/** The first day of day n's month. */
export function monthOf(day: number): number {
  const date = new Date(day * DAY_MS);
  return Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS);
}
