import type { Timetable } from './settings';

// The rules only, no schemas: every page's footer and the menu use them, so this module stays
// free of zod (the timetable's schema is the settings' own, in settings.ts).
export type { OpeningHours, Timetable } from './settings';

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

const lagosParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const shortWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Weekday (0 = Sunday) and minutes since midnight at the restaurant. */
export function shopClock(at: Date): { weekday: number; minutes: number } {
  let weekday = 0;
  let hour = 0;
  let minute = 0;
  for (const part of lagosParts.formatToParts(at)) {
    if (part.type === 'weekday') weekday = shortWeekdays.indexOf(part.value);
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { weekday, minutes: hour * 60 + minute };
}

function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function isShopOpen(at: Date, timetable: Timetable): boolean {
  const { weekday, minutes } = shopClock(at);
  const today = timetable[weekday];
  return !!today && toMinutes(today.open) <= minutes && minutes < toMinutes(today.close);
}

export interface NextOpening {
  /** 0 = later today, 1 = tomorrow, … */
  daysAhead: number;
  weekday: number;
  time: string;
}

/** The next time the shop opens after `at`, or null when the timetable has no open day. */
export function nextOpening(at: Date, timetable: Timetable): NextOpening | null {
  const { weekday, minutes } = shopClock(at);
  for (let daysAhead = 0; daysAhead <= 7; daysAhead++) {
    const day = (weekday + daysAhead) % 7;
    const hours = timetable[day];
    if (!hours) continue;
    if (daysAhead === 0 && toMinutes(hours.open) <= minutes) continue;
    return { daysAhead, weekday: day, time: hours.open };
  }
  return null;
}

/** "9:00 AM" from "09:00"; a closing time of "24:00" is midnight, "12:00 AM". */
export function formatClockTime(time: string): string {
  const minutes = toMinutes(time);
  const hour = Math.floor(minutes / 60) % 24;
  const suffix = hour < 12 ? 'AM' : 'PM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

function dayWord(opening: NextOpening): string {
  if (opening.daysAhead === 0) return 'today';
  if (opening.daysAhead === 1) return 'tomorrow';
  return weekdayNames[opening.weekday] ?? 'soon';
}

/** spec §8: "Sorry, we're closed. Till tomorrow 10:00 AM", with the timetable's next opening. */
export function closedOrderMessage(at: Date, timetable: Timetable): string {
  const opening = nextOpening(at, timetable);
  if (!opening) return "Sorry, we're closed.";
  return `Sorry, we're closed. Till ${dayWord(opening)} ${formatClockTime(opening.time)}`;
}

/** spec §8: "We are closed for the day. You can check back tomorrow, 9:00 am". */
export function closedCardMessage(at: Date, timetable: Timetable): string {
  const opening = nextOpening(at, timetable);
  if (!opening) return 'We are closed for the day.';
  const time = formatClockTime(opening.time).toLowerCase();
  return `We are closed for the day. You can check back ${dayWord(opening)}, ${time}`;
}

/** Lines for the footer: days with the same hours are grouped ("Mon - Sat: 9:00 AM - 5:00 PM"). */
export function describeTimetable(timetable: Timetable): string[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const label = (day: number) => weekdayNames[day]?.slice(0, 3) ?? '';
  const hoursText = (day: number) => {
    const hours = timetable[day];
    if (!hours) return 'Closed';
    if (hours.open === '00:00' && hours.close === '24:00') return 'Open 24 hours';
    return `${formatClockTime(hours.open)} - ${formatClockTime(hours.close)}`;
  };
  const lines: string[] = [];
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && hoursText(order[end + 1]!) === hoursText(order[start]!)) end++;
    const from = label(order[start]!);
    const to = label(order[end]!);
    const days = start === end ? from : start === 0 && end === 6 ? 'Every day' : `${from} - ${to}`;
    lines.push(`${days}: ${hoursText(order[start]!)}`);
    start = end + 1;
  }
  return lines;
}

const timeOfDay = new Intl.DateTimeFormat('en-NG', {
  timeZone: SHOP_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

/** A time of day on the restaurant's clock, as its customers read it ('17:45'). */
export function shopTimeOfDay(at: Date | number): string {
  return timeOfDay.format(at);
}
