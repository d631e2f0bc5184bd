import { fill } from './message-ids';
import { messages } from './messages';
import { isPauseInForce, orderingState, orderRefusalMessage } from './ordering-state';
import type { Settings } from './settings';
import {
  addDays,
  daysBetween,
  formatShopWeekdayDateTime,
  fromMinutes,
  shopClock,
  shopInstant,
  shopToday,
  toMinutes,
  type ClockWords,
} from './shop-clock';
import { closedOrderMessage, hoursOn, openStretches } from './shop-hours';

// Ordering for later (docs/orders.md#pickup-and-later): the times a customer may choose, and why
// the server refuses any other. One rule for both sides: checkout lists orderSlots, the server
// checks orderTimeRefusal. No zod here: the cart reads it.

export type SlotSettings = Pick<
  Settings,
  'timetable' | 'specialDays' | 'scheduling' | 'paused' | 'pausedUntil'
>;

export interface OrderSlot {
  /** The instant it starts (ISO): what an order sends as `scheduledFor`. */
  startsAt: string;
  /** '10:00' and '10:30' on the restaurant's clock. */
  time: string;
  ends: string;
  /** Every place in it is taken (the server knows; the shop's limit per slot). */
  full: boolean;
}

export interface SlotDay {
  /** YYYY-MM-DD at the restaurant. */
  date: string;
  /** 0 = today, 1 = tomorrow, … */
  daysAhead: number;
  slots: OrderSlot[];
}

const MINUTE = 60_000;

interface Candidate {
  /** Epoch ms. */
  startsAt: number;
  /** Minutes after the day's midnight. */
  start: number;
}

/**
 * The slots of one date, whatever the time now: laid from each of the day's opening times, each
 * whole within that stretch, and the kitchen open from its preparation (lead minutes before) to
 * its end. None fall in the gap between lunch and dinner.
 */
function candidateSlots(date: string, settings: SlotSettings): Candidate[] {
  const ranges = hoursOn(date, settings) ?? [];
  const { slotMinutes, leadMinutes } = settings.scheduling;
  const stretches = openStretches(date, settings);
  // Lagos keeps one offset all year, so a day's minutes are whole minutes from its midnight.
  const midnight = shopInstant(date, 0).getTime();
  const candidates: Candidate[] = [];
  for (const range of ranges) {
    const close = toMinutes(range.close);
    for (let start = toMinutes(range.open); start + slotMinutes <= close; start += slotMinutes) {
      const from = start - leadMinutes;
      const to = start + slotMinutes;
      if (!stretches.some((stretch) => stretch.from <= from && to <= stretch.to)) continue;
      candidates.push({ startsAt: midnight + start * MINUTE, start });
    }
  }
  return candidates;
}

/** Why no time later may be chosen at all now, or null when some may. */
function laterRefusal(now: Date, settings: SlotSettings): TimeRefusal | null {
  if (!settings.scheduling.enabled) return { status: 422, message: messages.laterOff };
  const state = orderingState(now, settings);
  if (state.kind === 'closed' && !settings.scheduling.whileClosed) {
    return { status: 405, message: closedOrderMessage(now, settings) };
  }
  // Paused until staff resume: nobody knows when the kitchen takes orders again.
  if (state.kind === 'paused' && state.resumes === null) {
    return { status: 405, message: orderRefusalMessage(now, settings) ?? messages.orderingPaused };
  }
  return null;
}

/**
 * The one rule of a slot's start against now, for what checkout lists and what the server
 * takes: 'begun' once its start is reached (a slot starting this very millisecond, at midnight
 * too, has begun even when the kitchen needs no lead time), 'too soon' when the kitchen would
 * have to start on it before now, else null. Its preparation may start exactly now.
 */
export function slotLateness(
  now: Date,
  leadMinutes: number,
  startsAt: number,
): 'begun' | 'too soon' | null {
  if (startsAt <= now.getTime()) return 'begun';
  if (startsAt - leadMinutes * MINUTE < now.getTime()) return 'too soon';
  return null;
}

/** The slot is still to come in time for the kitchen, and after any pause is over. */
function isStillPossible(now: Date, settings: SlotSettings, startsAt: number): boolean {
  if (slotLateness(now, settings.scheduling.leadMinutes, startsAt) !== null) return false;
  const prepareAt = startsAt - settings.scheduling.leadMinutes * MINUTE;
  if (isPauseInForce(now, settings) && settings.pausedUntil !== null) {
    return prepareAt >= Date.parse(settings.pausedUntil);
  }
  return true;
}

/**
 * What checkout offers under 'Later': today and the coming days (as many as the shop allows),
 * each with the slots still possible. `isFull` answers for a slot's start (epoch ms).
 */
export function orderSlots(
  now: Date,
  settings: SlotSettings,
  isFull: (startsAt: number) => boolean = () => false,
): SlotDay[] {
  if (laterRefusal(now, settings)) return [];
  const today = shopToday(now);
  const days: SlotDay[] = [];
  for (let daysAhead = 0; daysAhead <= settings.scheduling.daysAhead; daysAhead++) {
    const date = addDays(today, daysAhead);
    const slots = candidateSlots(date, settings)
      .filter((slot) => isStillPossible(now, settings, slot.startsAt))
      .map((slot) => ({
        startsAt: new Date(slot.startsAt).toISOString(),
        time: fromMinutes(slot.start),
        ends: fromMinutes(slot.start + settings.scheduling.slotMinutes),
        full: isFull(slot.startsAt),
      }));
    if (slots.length > 0) days.push({ date, daysAhead, slots });
  }
  return days;
}

/**
 * The first time a customer may order for now (full slots are the server's to know), or null
 * when none can be chosen: what the closed card offers when the shop takes orders while closed.
 */
export function firstOrderSlot(
  now: Date,
  settings: SlotSettings,
): { daysAhead: number; date: string; time: string } | null {
  const [day] = orderSlots(now, settings);
  const [slot] = day?.slots ?? [];
  if (!day || !slot) return null;
  return { daysAhead: day.daysAhead, date: day.date, time: slot.time };
}

/** The instants `orderSlots` may offer from `now` on: to count their orders in one query. */
export function slotRange(now: Date, settings: SlotSettings): { from: number; to: number } {
  const today = shopToday(now);
  const last = addDays(today, settings.scheduling.daysAhead + 1);
  return { from: now.getTime(), to: shopInstant(last, 0).getTime() };
}

export interface TimeRefusal {
  /** 405: the shop takes no such orders now (docs/messages.md#catalogue); 422: that time cannot be chosen. */
  status: 405 | 422;
  message: string;
}

/**
 * Why the server refuses an order for this time (null: as soon as possible), or null when it
 * may be placed. A full slot is the server's to say: it counts the orders.
 */
export function orderTimeRefusal(
  now: Date,
  settings: SlotSettings,
  scheduledFor: Date | null,
): TimeRefusal | null {
  if (scheduledFor === null) {
    const refusal = orderRefusalMessage(now, settings);
    return refusal ? { status: 405, message: refusal } : null;
  }
  const refusal = laterRefusal(now, settings);
  if (refusal) return refusal;
  const { leadMinutes, daysAhead } = settings.scheduling;
  const at = scheduledFor.getTime();
  const lateness = slotLateness(now, leadMinutes, at);
  if (lateness === 'begun') return { status: 422, message: messages.slotPast };
  if (lateness === 'too soon') {
    return {
      status: 422,
      message: fill(messages.slotTooSoon, { minutes: leadMinutes }),
    };
  }
  const date = shopClock(scheduledFor).date;
  if (daysBetween(shopToday(now), date) > daysAhead) {
    const message =
      daysAhead === 0 ? messages.slotTodayOnly : fill(messages.slotTooFar, { days: daysAhead });
    return { status: 422, message };
  }
  if (!candidateSlots(date, settings).some((slot) => slot.startsAt === at)) {
    return { status: 422, message: messages.slotClosed };
  }
  if (!isStillPossible(now, settings, at)) {
    return { status: 405, message: orderRefusalMessage(now, settings) ?? messages.slotClosed };
  }
  return null;
}

/** When the kitchen should start on an order for this slot (the order is announced then). */
export function preparationStart(scheduledFor: Date, settings: Pick<Settings, 'scheduling'>) {
  return new Date(scheduledFor.getTime() - settings.scheduling.leadMinutes * MINUTE);
}

/** A later order's time as staff and the customer read it: 'Thu 5 Jun, 10:00 am'. */
export function describeSlot(scheduledFor: string | Date, words?: ClockWords): string {
  return formatShopWeekdayDateTime(new Date(scheduledFor), words);
}
