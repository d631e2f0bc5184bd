// The restaurant's clock: the one place that knows the shop's time zone, its calendar, and how
// every date and time is written for customers, staff and the CSV reports. The phone's and the
// server's own zones never matter.
//
// Lagos keeps West Africa Time, UTC+01:00, all year: no summer time, and no change of offset
// since 1919 (IANA zone Africa/Lagos; shop-clock.test.ts holds this against the zone's rules for
// a century). So every shop day has 24 hours, and the wall clock is the instant plus one hour
// read as UTC. Plain arithmetic is therefore exact, and it spares a time-zone formatter: its
// first use costs tens of milliseconds on a slow phone (every page's footer would pay it), and
// its words differ between engines and versions ('Sept' or 'Sep'). Were Lagos ever to change
// its offset, this file is the one to change.

/** The IANA name of the shop's zone, for people and tests; the code below needs only its offset. */
export const SHOP_TIME_ZONE = 'Africa/Lagos';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** West Africa Time is one hour ahead of UTC. */
export const SHOP_UTC_OFFSET_MS = 60 * MINUTE_MS;

export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const monthShortNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const pad = (value: number) => String(value).padStart(2, '0');

// ---- The shop's calendar, as day numbers: day 0 is 1 January 1970 at the shop. ----

/** The shop's day holding an instant (ms since the epoch). */
export function shopDayNumber(at: Date | number): number {
  return Math.floor((Number(at) + SHOP_UTC_OFFSET_MS) / DAY_MS);
}

/** The instant the shop's day n begins (its midnight). */
export function dayNumberStart(day: number): number {
  return day * DAY_MS - SHOP_UTC_OFFSET_MS;
}

function dateParts(date: string): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

/** 'YYYY-MM-DD' → its day number. */
export function dayNumberOf(date: string): number {
  const [year, month, day] = dateParts(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** Day number → 'YYYY-MM-DD'. */
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of day n's week: the shop's weeks begin on Monday. (Day 0 was a Thursday.) */
export function mondayOf(day: number): number {
  return day - ((day + 3) % 7);
}

/** The first day of day n's month. */
export function firstOfMonth(day: number): number {
  return dayNumberOf(`${dateOfDayNumber(day).slice(0, 8)}01`);
}

// ---- Dates (YYYY-MM-DD on the shop's calendar) and instants. ----

/** The shop's wall clock at an instant. */
export interface ShopClock {
  /** YYYY-MM-DD */
  date: string;
  year: number;
  /** 1 = January */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  hour: number;
  minute: number;
  /** Minutes since the day's midnight. */
  minutes: number;
}

export function shopClock(at: Date | number): ShopClock {
  const dayNumber = shopDayNumber(at);
  const minutes = Math.floor((Number(at) - dayNumberStart(dayNumber)) / MINUTE_MS);
  const date = dateOfDayNumber(dayNumber);
  const [year, month, day] = dateParts(date);
  const hour = Math.floor(minutes / 60);
  return { date, year, month, day, weekday: weekdayOf(date), hour, minute: minutes % 60, minutes };
}

/** The shop's date today. */
export function shopToday(now: Date | number): string {
  return dateOfDayNumber(shopDayNumber(now));
}

/** Calendar arithmetic on YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumberOf(date) + days);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumberOf(to) - dayNumberOf(from);
}

/** 0 = Sunday. */
export function weekdayOf(date: string): number {
  return (((dayNumberOf(date) + 4) % 7) + 7) % 7;
}

/**
 * The instant at `minutes` after the midnight that starts `date` at the shop (1440 is the next
 * midnight).
 */
export function shopInstant(date: string, minutes: number): Date {
  return new Date(dayStart(date) + minutes * MINUTE_MS);
}

/** The instant the shop's date begins. */
export function dayStart(date: string): number {
  return dayNumberStart(dayNumberOf(date));
}

/** The instant the shop's date is over: the next day's midnight, itself not part of the date. */
export function dayEnd(date: string): number {
  return dayNumberStart(dayNumberOf(date) + 1);
}

// ---- Times of day as the settings store them ('09:00', '24:00' for a closing midnight). ----

export function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function fromMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

// ---- Words: the one style customers and staff read. ----
// Times in 12 hours with a lower-case am or pm ('9:00 am', '12:00 pm' at noon, '12:00 am' at
// midnight), the same in every language; dates as '27 Nov', 'Sat 27 Nov' or '27 Nov 2026', their
// day and month names in the language a page gives (`ClockWords`, docs/languages.md), English
// otherwise.

/** The names a date is written with, in one language. */
export interface ClockWords {
  /** Each month's short name, January first ('Jan'). */
  months: readonly string[];
  /** Each day's short name, Sunday first ('Sun'). */
  days: readonly string[];
  /** Each day's whole name, Sunday first ('Sunday'). */
  weekdays: readonly string[];
  today: string;
  tomorrow: string;
}

export const englishClockWords: ClockWords = {
  months: monthShortNames,
  days: weekdayNames.map((name) => name.slice(0, 3)),
  weekdays: weekdayNames,
  today: 'today',
  tomorrow: 'tomorrow',
};

function twelveHour(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${pad(minutes % 60)} ${hour < 12 ? 'am' : 'pm'}`;
}

/** '9:00 am' from '09:00'; a closing time of '24:00' is midnight, '12:00 am'. */
export function formatTime(time: string): string {
  return twelveHour(toMinutes(time));
}

/** '9:00 am – 5:00 pm'. */
export function formatTimeRange(from: string, to: string): string {
  return `${formatTime(from)} – ${formatTime(to)}`;
}

/** '27 Nov' for 2026-11-27. */
export function formatDate(date: string, words = englishClockWords): string {
  const [, month, day] = dateParts(date);
  return `${day} ${words.months[month - 1] ?? ''}`;
}

/** 'Fri 27 Nov' for 2026-11-27. */
export function formatWeekdayDate(date: string, words = englishClockWords): string {
  return `${words.days[weekdayOf(date)] ?? ''} ${formatDate(date, words)}`;
}

/** '27 Nov 2026' for 2026-11-27. */
export function formatFullDate(date: string, words = englishClockWords): string {
  return `${formatDate(date, words)} ${dateParts(date)[0]}`;
}

/** 'today', 'tomorrow', a weekday within the week, else the date ('Wed 1 Oct'). */
export function dayWord(
  { daysAhead, date }: { daysAhead: number; date: string },
  words = englishClockWords,
): string {
  if (daysAhead === 0) return words.today;
  if (daysAhead === 1) return words.tomorrow;
  if (daysAhead <= 7) return words.weekdays[weekdayOf(date)] ?? '';
  return formatWeekdayDate(date, words);
}

/** An instant's time at the shop: '4:20 pm'. */
export function formatShopTime(at: Date | number): string {
  return twelveHour(shopClock(at).minutes);
}

/** An instant's date at the shop: '27 Nov'. */
export function formatShopDate(at: Date | number, words = englishClockWords): string {
  return formatDate(shopClock(at).date, words);
}

/** An instant at the shop, as an order's time: '27 Nov, 4:20 pm'. */
export function formatShopDateTime(at: Date | number, words = englishClockWords): string {
  return `${formatShopDate(at, words)}, ${formatShopTime(at)}`;
}

/** An instant at the shop with its weekday, as a time ordered for later: 'Fri 27 Nov, 4:20 pm'. */
export function formatShopWeekdayDateTime(at: Date | number, words = englishClockWords): string {
  return `${formatWeekdayDate(shopClock(at).date, words)}, ${formatShopTime(at)}`;
}

/** An instant at the shop with its year, as on a receipt: '27 Nov 2026, 4:20 pm'. */
export function formatShopFullDateTime(at: Date | number, words = englishClockWords): string {
  return `${formatFullDate(shopClock(at).date, words)}, ${formatShopTime(at)}`;
}

/**
 * An instant at the shop for a spreadsheet: '2026-11-27 16:20'. Machines sort and parse it, so
 * it keeps 24 hours and the ISO order rather than the words people read.
 */
export function formatCsvDateTime(at: Date | number): string {
  const clock = shopClock(at);
  return `${clock.date} ${fromMinutes(clock.minutes)}`;
}
