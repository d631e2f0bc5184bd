import type { Settings } from './settings';
import { daysBetween, dayWord, formatTime, fromMinutes, shopClock, shopToday } from './shop-clock';
import {
  closedOrderMessage,
  englishShopStateWords,
  isShopOpen,
  nextOpening,
  sayWhen,
} from './shop-hours';

// Whether customers can order now: the timetable, and the staff's pause (docs/orders.md#hours). No
// zod here: the menu's first download reads it.

type PauseSettings = Pick<Settings, 'paused' | 'pausedUntil' | 'timetable' | 'specialDays'>;

/** When ordering starts again, counted from the day of `now` at the restaurant. */
export interface Resumption {
  /** 0 = today, 1 = tomorrow, … */
  daysAhead: number;
  /** YYYY-MM-DD */
  date: string;
  /** "12:30", the restaurant's clock. */
  time: string;
}

export type OrderingState =
  | { kind: 'open' }
  | { kind: 'closed' }
  /** resumes is null while staff have paused until they resume. */
  | { kind: 'paused'; resumes: Resumption | null };

/** A pause with an end is over at that instant, by itself: nobody has to switch it off. */
export function isPauseInForce(now: Date, settings: Pick<Settings, 'paused' | 'pausedUntil'>) {
  if (!settings.paused) return false;
  return settings.pausedUntil === null || now.getTime() < Date.parse(settings.pausedUntil);
}

function resumptionAt(now: Date, until: Date, settings: PauseSettings): Resumption | null {
  const today = shopToday(now);
  if (isShopOpen(until, settings)) {
    const end = shopClock(until);
    return {
      daysAhead: daysBetween(today, end.date),
      date: end.date,
      time: fromMinutes(end.minutes),
    };
  }
  // The pause ends after closing: ordering starts again at the next opening after it (a special
  // day's hours included).
  const opening = nextOpening(until, settings);
  if (!opening) return null;
  return { daysAhead: daysBetween(today, opening.date), date: opening.date, time: opening.time };
}

export function orderingState(now: Date, settings: PauseSettings): OrderingState {
  const open = isShopOpen(now, settings);
  if (!isPauseInForce(now, settings)) return { kind: open ? 'open' : 'closed' };
  if (settings.pausedUntil === null) return { kind: 'paused', resumes: null };
  const resumes = resumptionAt(now, new Date(settings.pausedUntil), settings);
  // Closed now, and the pause is over before the shop opens again: simply closed.
  const opening = open ? null : nextOpening(now, settings);
  if (opening && resumes?.date === opening.date && resumes.time === opening.time) {
    return { kind: 'closed' };
  }
  return { kind: 'paused', resumes };
}

/** "today 12:30 pm", "tomorrow 9:00 am". */
export function describeResumption(resumes: Resumption): string {
  return `${dayWord(resumes)} ${formatTime(resumes.time)}`;
}

/** The 405 answer to an order: the spec's closed words, or that ordering is paused, till when. */
export function orderRefusalMessage(
  now: Date,
  settings: PauseSettings,
  words = englishShopStateWords,
): string | null {
  const state = orderingState(now, settings);
  if (state.kind === 'open') return null;
  if (state.kind === 'closed') return closedOrderMessage(now, settings, words);
  if (!state.resumes) return words.paused;
  return sayWhen(words.pausedTill, state.resumes, words.clock);
}

/** The menu's card while paused, in the closed card's words: "… today, 12:30 pm". */
export function pausedCardMessage(
  resumes: Resumption | null,
  words = englishShopStateWords,
): string {
  if (!resumes) return `${words.pausedCard} ${words.pausedCardNoEnd}`;
  return sayWhen(words.pausedCardTill, resumes, words.clock);
}
