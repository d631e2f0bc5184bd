import type { OpeningHours, Settings, SpecialDay, Timetable } from './settings';

// The rules only, no schemas: every page's footer and the menu use them, so this module stays
// free of zod (the timetable's schema is the settings' own, in settings.ts).
export type { OpeningHours, SpecialDay, Timetable } from './settings';

/** What every time rule reads: the weekly timetable, and the dates that have hours of their own. */
export type ShopHours = Pick<Settings, 'timetable' | 'specialDays'>;

// The restaurant's clock, not the phone's or the server's (DESIGN §4).
export const SHOP_TIME_ZONE = 'Africa/Lagos';

// spec §4: open from 9 up to before 17, every day.
export const defaultTimetable: Timetable = Array.from({ length: 7 }, () => ({
  open: '09:00',
  close: '17:00',
}));

export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

// Lagos keeps West Africa Time, UTC+01:00, all year: no summer time, and no change of offset
// since 1919 (the IANA zone Africa/Lagos; shop-hours.test.ts checks it against the zone's rules
// for every year of a century). The wall clock is therefore arithmetic, not a time-zone
// formatter: a formatter's first use costs about 150 ms on a slow phone, which every page's
// footer would pay at start-up.
const SHOP_UTC_OFFSET = 60 * MINUTE;

const pad = (value: number) => String(value).padStart(2, '0');

/** The restaurant's wall clock at an instant: its date, weekday (0 = Sunday) and minute of day. */
export interface ShopClock {
  /** YYYY-MM-DD */
  date: string;
  weekday: number;
  minutes: number;
}

function wallClock(at: number) {
  const wall = new Date(at + SHOP_UTC_OFFSET);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

export function shopClock(at: Date): ShopClock {
  const { year, month, day, hour, minute } = wallClock(at.getTime());
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return { date, weekday: weekdayOf(date), minutes: hour * 60 + minute };
}

function dateParts(date: string): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

/** Calendar arithmetic on YYYY-MM-DD: no time zone is involved. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = dateParts(from);
  const [y2, m2, d2] = dateParts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / (DAY_MINUTES * MINUTE));
}

export function weekdayOf(date: string): number {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** 'Wednesday 1 October' for 2025-10-01. */
export function longDate(date: string): string {
  const [, month, day] = dateParts(date);
  return `${weekdayNames[weekdayOf(date)]} ${day} ${monthNames[month - 1] ?? ''}`;
}

/**
 * The instant at `minutes` after midnight of `date` on the restaurant's clock (1440 is the next
 * midnight), whatever the machine's own zone.
 */
export function shopInstant(date: string, minutes: number): Date {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day) + minutes * MINUTE - SHOP_UTC_OFFSET);
}

export function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function fromMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export function specialDayOn(date: string, hours: ShopHours): SpecialDay | undefined {
  return hours.specialDays.find((day) => day.date === date);
}

/** The hours of one date: its special day's if it has one, else its weekday's; null: closed. */
export function hoursOn(date: string, hours: ShopHours): OpeningHours | null {
  const special = specialDayOn(date, hours);
  if (special) return special.hours;
  return hours.timetable[weekdayOf(date)] ?? null;
}

export function isShopOpen(at: Date, hours: ShopHours): boolean {
  const { date, minutes } = shopClock(at);
  const today = hoursOn(date, hours);
  return !!today && toMinutes(today.open) <= minutes && minutes < toMinutes(today.close);
}

/**
 * The stretches the shop is open from the day before `date` through `date`, in minutes from
 * the midnight that starts `date` (the day before counts from -1440), joined across midnight
 * when one day closes at 24:00 and the next opens at 00:00. (A Lagos day always has 24 hours.)
 */
export function openStretches(date: string, hours: ShopHours): { from: number; to: number }[] {
  const stretches: { from: number; to: number }[] = [];
  for (const [day, shift] of [
    [addDays(date, -1), -DAY_MINUTES],
    [date, 0],
  ] as const) {
    const open = hoursOn(day, hours);
    if (!open) continue;
    const from = toMinutes(open.open) + shift;
    const to = toMinutes(open.close) + shift;
    const last = stretches[stretches.length - 1];
    if (last && last.to === from) last.to = to;
    else stretches.push({ from, to });
  }
  return stretches;
}

/** The next opening after `at`, as the restaurant's calendar counts it from the day of `at`. */
export interface NextOpening {
  /** 0 = later today, 1 = tomorrow, … */
  daysAhead: number;
  /** YYYY-MM-DD */
  date: string;
  weekday: number;
  time: string;
}

// Far enough for a shop closed for a long holiday; a shop never open again has no next opening.
const SEARCH_DAYS = 400;

/** The next time the shop opens after `at`, or null when it never opens again. */
export function nextOpening(at: Date, hours: ShopHours): NextOpening | null {
  const { date: today, minutes } = shopClock(at);
  for (let daysAhead = 0; daysAhead <= SEARCH_DAYS; daysAhead++) {
    const date = addDays(today, daysAhead);
    const open = hoursOn(date, hours);
    if (!open) continue;
    if (daysAhead === 0 && toMinutes(open.open) <= minutes) continue;
    return { daysAhead, date, weekday: weekdayOf(date), time: open.open };
  }
  return null;
}

/** "9:00 AM" from "09:00"; a closing time of "24:00" is midnight, "12:00 AM". */
export function formatClockTime(time: string): string {
  const minutes = toMinutes(time);
  const hour = Math.floor(minutes / 60) % 24;
  const suffix = hour < 12 ? 'AM' : 'PM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${pad(minutes % 60)} ${suffix}`;
}

/** 'today', 'tomorrow', a weekday within the week, else the date ('Wednesday 1 October'). */
export function dayWord({ daysAhead, date }: { daysAhead: number; date: string }): string {
  if (daysAhead === 0) return 'today';
  if (daysAhead === 1) return 'tomorrow';
  if (daysAhead <= 7) return weekdayNames[weekdayOf(date)] ?? 'soon';
  return longDate(date);
}

/** spec §8: "Sorry, we're closed. Till tomorrow 10:00 AM", with the next opening. */
export function closedOrderMessage(at: Date, hours: ShopHours): string {
  const opening = nextOpening(at, hours);
  if (!opening) return "Sorry, we're closed.";
  return `Sorry, we're closed. Till ${dayWord(opening)} ${formatClockTime(opening.time)}`;
}

/** spec §8: "We are closed for the day. You can check back tomorrow, 9:00 am". */
export function closedCardMessage(at: Date, hours: ShopHours): string {
  const opening = nextOpening(at, hours);
  if (!opening) return 'We are closed for the day.';
  const time = formatClockTime(opening.time).toLowerCase();
  return `We are closed for the day. You can check back ${dayWord(opening)}, ${time}`;
}

function hoursText(hours: OpeningHours | null): string {
  if (!hours) return 'Closed';
  if (hours.open === '00:00' && hours.close === '24:00') return 'Open 24 hours';
  return `${formatClockTime(hours.open)} - ${formatClockTime(hours.close)}`;
}

/** Lines for the footer: days with the same hours are grouped ("Mon - Sat: 9:00 AM - 5:00 PM"). */
export function describeTimetable(timetable: Timetable): string[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const label = (day: number) => weekdayNames[day]?.slice(0, 3) ?? '';
  const dayText = (day: number) => hoursText(timetable[day] ?? null);
  const lines: string[] = [];
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && dayText(order[end + 1]!) === dayText(order[start]!)) end++;
    const from = label(order[start]!);
    const to = label(order[end]!);
    const days = start === end ? from : start === 0 && end === 6 ? 'Every day' : `${from} - ${to}`;
    lines.push(`${days}: ${dayText(order[start]!)}`);
    start = end + 1;
  }
  return lines;
}

/**
 * The special days from today on, soonest first, as customers read them beside the weekly
 * hours: "Wed 1 Oct (Independence Day): Closed". At most `limit` of them.
 */
export function describeSpecialDays(at: Date, hours: ShopHours, limit = 5): string[] {
  const today = shopClock(at).date;
  return hours.specialDays
    .filter((day) => day.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit)
    .map((day) => {
      const [, month, date] = dateParts(day.date);
      const name = `${weekdayNames[weekdayOf(day.date)]?.slice(0, 3)} ${date} ${monthNames[month - 1]?.slice(0, 3)}`;
      const note = day.note ? ` (${day.note})` : '';
      return `${name}${note}: ${hoursText(day.hours)}`;
    });
}

/** A time of day on the restaurant's clock, as its customers read it ('17:45', '9:05'). */
export function shopTimeOfDay(at: Date | number): string {
  const { hour, minute } = wallClock(Number(at));
  return `${hour}:${pad(minute)}`;
}

// As the en-GB formatter the orders showed before wrote them: three letters, but 'Sept' (CLDR).
const shortMonthNames = monthNames.map((name) => name.slice(0, name === 'September' ? 4 : 3));

/** A day on the restaurant's clock, short ('23 Nov'). */
export function shopShortDate(at: Date | number): string {
  const { month, day } = wallClock(Number(at));
  return `${day} ${shortMonthNames[month - 1] ?? ''}`;
}

/** A day and time on the restaurant's clock, short ('23 Nov, 17:45'), as an order's time. */
export function shopShortDateTime(at: Date | number): string {
  return `${shopShortDate(at)}, ${shopTimeOfDay(at)}`;
}
