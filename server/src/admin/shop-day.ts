import { SHOP_TIME_ZONE } from '@buka/domain/shop-hours';

const lagosDate = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function localParts(at: number) {
  const parts: Record<string, number> = {};
  for (const part of lagosDate.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second };
}

function startOfDay(at: number): { start: number; year: number; month: number; day: number } {
  const { year, month, day, hour, minute, second } = localParts(at);
  // The zone's offset at that moment: the restaurant's wall clock read as if it were UTC.
  const offset = Date.UTC(year, month - 1, day, hour, minute, second) - (at - (at % 1000));
  return { start: Date.UTC(year, month - 1, day) - offset, year, month, day };
}

/** The restaurant's day holding `at` (Africa/Lagos, not the server's zone), as epoch ms. */
export function shopDay(at: Date): { date: string; start: number; end: number } {
  const today = startOfDay(at.getTime());
  // The next midnight, found the same way, so a day of 23 or 25 hours would still be right.
  const end = startOfDay(today.start + 36 * 60 * 60 * 1000).start;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${today.year}-${pad(today.month)}-${pad(today.day)}`, start: today.start, end };
}
