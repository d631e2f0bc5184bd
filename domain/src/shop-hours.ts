import { messages } from './messages';
import type { DayHours, OpeningHours, Settings, SpecialDay, Timetable } from './settings';
import {
  addDays,
  dayWord,
  englishClockWords,
  formatTime,
  formatTimeRange,
  formatWeekdayDate,
  shopClock,
  shopToday,
  toMinutes,
  weekdayOf,
  type ClockWords,
} from './shop-clock';

// The rules only, no schemas: every page's footer and the menu use them, so this module stays
// free of zod (the timetable's schema is the settings' own, in settings.ts).
export type { DayHours, OpeningHours, SpecialDay, Timetable } from './settings';

/** What every time rule reads: the weekly timetable, and the dates that have hours of their own. */
export type ShopHours = Pick<Settings, 'timetable' | 'specialDays'>;

// docs/orders.md#hours: open from 9 up to before 17, every day.
export const defaultTimetable: Timetable = Array.from({ length: 7 }, () => [
  { open: '09:00', close: '17:00' },
]);

const DAY_MINUTES = 24 * 60;

export function specialDayOn(date: string, hours: ShopHours): SpecialDay | undefined {
  return hours.specialDays.find((day) => day.date === date);
}

/** The stretches of one date, earliest first: its special day's if it has one, else its weekday's; null: closed. */
export function hoursOn(date: string, hours: ShopHours): DayHours {
  const special = specialDayOn(date, hours);
  if (special) return special.hours;
  return hours.timetable[weekdayOf(date)] ?? null;
}

const inRange = (range: OpeningHours, minutes: number) =>
  toMinutes(range.open) <= minutes && minutes < toMinutes(range.close);

export function isShopOpen(at: Date, hours: ShopHours): boolean {
  const { date, minutes } = shopClock(at);
  return (hoursOn(date, hours) ?? []).some((range) => inRange(range, minutes));
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
    for (const range of hoursOn(day, hours) ?? []) {
      const from = toMinutes(range.open) + shift;
      const to = toMinutes(range.close) + shift;
      const last = stretches[stretches.length - 1];
      if (last && last.to === from) last.to = to;
      else stretches.push({ from, to });
    }
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
  /** Later today, and the shop was open earlier today: it opens again (lunch, then dinner). */
  again: boolean;
}

// Far enough for a shop closed for a long holiday; a shop never open again has no next opening.
const SEARCH_DAYS = 400;

/** The next time the shop opens after `at`, or null when it never opens again. */
export function nextOpening(at: Date, hours: ShopHours): NextOpening | null {
  const { date: today, minutes } = shopClock(at);
  for (let daysAhead = 0; daysAhead <= SEARCH_DAYS; daysAhead++) {
    const date = addDays(today, daysAhead);
    const ranges = hoursOn(date, hours) ?? [];
    const range = ranges.find((range) => daysAhead > 0 || toMinutes(range.open) > minutes);
    if (!range) continue;
    // Today's stretch already over before `at`: this opening comes after a break.
    const again = daysAhead === 0 && ranges[0] !== range;
    return { daysAhead, date, weekday: weekdayOf(date), time: range.open, again };
  }
  return null;
}

/**
 * The sentences that say the shop is closed or paused, English unless a page gives its
 * language's (the menu's card, the home page's notice, the checkout: docs/languages.md). A
 * sentence's {day} is `dayWord`'s ('tomorrow'), its {time} the shop clock's ('9:00 am').
 */
export interface ShopStateWords {
  clock: ClockWords;
  /** The 405 answer's words. */
  closed: string;
  closedTill: string;
  notOpenYet: string;
  opensAgain: string;
  /** The menu's card's words. */
  closedForDay: string;
  checkBack: string;
  notOpenYetCard: string;
  /** Ordering paused by the staff. */
  paused: string;
  pausedTill: string;
  pausedCard: string;
  pausedCardNoEnd: string;
  pausedCardTill: string;
}

export const englishShopStateWords: ShopStateWords = {
  clock: englishClockWords,
  closed: "Sorry, we're closed.",
  closedTill: "Sorry, we're closed. Till {day} {time}",
  notOpenYet: "Sorry, we're not open yet. We open at {time} today",
  opensAgain: messages.closedOpensAgain,
  closedForDay: 'We are closed for the day.',
  checkBack: 'We are closed for the day. You can check back {day}, {time}',
  notOpenYetCard: 'We are not open yet. We open at {time} today',
  paused: messages.orderingPaused,
  pausedTill: 'Sorry, we have paused ordering for now. Till {day} {time}',
  pausedCard: messages.orderingPausedCard,
  pausedCardNoEnd: messages.orderingPausedNoEnd,
  pausedCardTill: 'We have paused ordering for now. You can order again {day}, {time}',
};

/** A sentence of `ShopStateWords` said of a moment: its {day} and {time} filled in. */
export function sayWhen(
  sentence: string,
  when: { daysAhead: number; date: string; time: string },
  clock: ClockWords,
): string {
  return sentence.replace('{day}', dayWord(when, clock)).replace('{time}', formatTime(when.time));
}

/**
 * Why an order cannot be placed now: "Sorry, we're closed. Till tomorrow 10:00 am", or before
 * the day's opening, "Sorry, we're not open yet. We open at 9:00 am today" (not 'closed till
 * today'), or between two of the day's times, "Sorry, we're closed now. We open again at
 * 5:30 pm today".
 */
export function closedOrderMessage(
  at: Date,
  hours: ShopHours,
  words = englishShopStateWords,
): string {
  const opening = nextOpening(at, hours);
  if (!opening) return words.closed;
  if (opening.daysAhead === 0) {
    return sayWhen(opening.again ? words.opensAgain : words.notOpenYet, opening, words.clock);
  }
  return sayWhen(words.closedTill, opening, words.clock);
}

/**
 * The menu's card while closed: "We are closed for the day. You can check back tomorrow,
 * 9:00 am", or before the day's opening, "We are not open yet. We open at 9:00 am today", or
 * between two of the day's times, the 405's words: "Sorry, we're closed now. We open again at
 * 5:30 pm today".
 */
export function closedCardMessage(
  at: Date,
  hours: ShopHours,
  words = englishShopStateWords,
): string {
  const opening = nextOpening(at, hours);
  if (!opening) return words.closedForDay;
  if (opening.daysAhead === 0) {
    return sayWhen(opening.again ? words.opensAgain : words.notOpenYetCard, opening, words.clock);
  }
  return sayWhen(words.checkBack, opening, words.clock);
}

/**
 * The words of the timetable's lines, English unless a page gives its language's (the about
 * page, docs/languages.md); the times themselves are written the same in every language.
 */
export interface TimetableWords {
  /** Each day's short name, Sunday first. */
  days: readonly string[];
  everyDay: string;
  closed: string;
  allDay: string;
}

const englishTimetableWords: TimetableWords = {
  days: englishClockWords.days,
  everyDay: 'Every day',
  closed: 'Closed',
  allDay: 'Open 24 hours',
};

/** "11:00 am – 3:00 pm, 5:30 pm – 10:00 pm"; "Closed"; "Open 24 hours". */
export function hoursText(hours: DayHours, words = englishTimetableWords): string {
  if (!hours?.length) return words.closed;
  const text = hours.map((range) => formatTimeRange(range.open, range.close)).join(', ');
  // Only 00:00–24:00 reads midnight to midnight.
  return text === '12:00 am – 12:00 am' ? words.allDay : text;
}

/** Lines for the footer: days with the same hours are grouped ("Mon – Sat: 9:00 am – 5:00 pm"). */
export function describeTimetable(timetable: Timetable, words = englishTimetableWords): string[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const label = (day: number) => words.days[day] ?? '';
  const dayText = (day: number) => hoursText(timetable[day] ?? null, words);
  const lines: string[] = [];
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && dayText(order[end + 1]!) === dayText(order[start]!)) end++;
    const from = label(order[start]!);
    const to = label(order[end]!);
    const days =
      start === end ? from : start === 0 && end === 6 ? words.everyDay : `${from} – ${to}`;
    lines.push(`${days}: ${dayText(order[start]!)}`);
    start = end + 1;
  }
  return lines;
}

/**
 * The special days from today on, soonest first, as customers read them beside the weekly
 * hours: "Wed 1 Oct (Independence Day): Closed". At most `limit` of them.
 */
export function describeSpecialDays(
  at: Date,
  hours: ShopHours,
  words: { clock: ClockWords; timetable: TimetableWords } = {
    clock: englishClockWords,
    timetable: englishTimetableWords,
  },
  limit = 5,
): string[] {
  const today = shopToday(at);
  return hours.specialDays
    .filter((day) => day.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit)
    .map((day) => {
      const note = day.note ? ` (${day.note})` : '';
      return `${formatWeekdayDate(day.date, words.clock)}${note}: ${hoursText(day.hours, words.timetable)}`;
    });
}
