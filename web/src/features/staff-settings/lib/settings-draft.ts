import type { z } from 'zod';
import { nairaToKobo } from '@buka/domain/money';
import { messages } from '@buka/domain/messages';
import { orderLimitRanges, type OrderLimits } from '@buka/domain/order-limits';
import { settingsSchema, type Settings } from '@buka/domain/settings';
import type { OpeningHours } from '@buka/domain/shop-hours';
import { say } from '../../../shared/i18n/i18n';

/** An area as staff type it: amounts in naira; an empty minimum or free amount means none. */
export interface AreaDraft {
  name: string;
  fee: string;
  minimum: string;
  freeFrom: string;
}

/** A special day as the form holds it: the times stay typed in while 'closed' is ticked. */
export interface SpecialDayDraft {
  date: string;
  closed: boolean;
  hours: OpeningHours[];
  note: string;
}

/** The form's copy of the settings: amounts and numbers as typed. */
export type SettingsDraft = Omit<
  Settings,
  'areas' | 'scheduling' | 'specialDays' | 'orderLimits'
> & {
  areas: AreaDraft[];
  scheduling: Omit<Settings['scheduling'], 'leadMinutes' | 'maxPerSlot'> & {
    leadMinutes: string;
    maxPerSlot: string;
  };
  specialDays: SpecialDayDraft[];
  orderLimits: Record<keyof OrderLimits, string>;
};

/** Errors by field path: 'name', 'timetable.2', 'areas.0.fee'… */
export type SettingsErrors = Partial<Record<string, string>>;

export const defaultHours: OpeningHours = { open: '09:00', close: '17:00' };

/** The first error at a path or under it: a day's hours show any of their times' errors. */
export function errorUnder(errors: SettingsErrors, path: string): string | undefined {
  const key = Object.keys(errors).find((at) => at === path || at.startsWith(`${path}.`));
  return key === undefined ? undefined : errors[key];
}

/** What staff type back: 1500 or 1500.50, no sign, no grouping. */
const nairaText = (kobo: number | null | undefined) =>
  kobo == null ? '' : (kobo / 100).toFixed(2).replace(/\.00$/, '');

export function toDraft(settings: Settings): SettingsDraft {
  return {
    ...settings,
    areas: settings.areas.map((area) => ({
      name: area.name,
      fee: nairaText(area.feeKobo),
      minimum: nairaText(area.minimumKobo),
      freeFrom: nairaText(area.freeFromKobo),
    })),
    scheduling: {
      ...settings.scheduling,
      leadMinutes: String(settings.scheduling.leadMinutes),
      maxPerSlot:
        settings.scheduling.maxPerSlot === null ? '' : String(settings.scheduling.maxPerSlot),
    },
    specialDays: settings.specialDays.map((day) => ({
      date: day.date,
      closed: day.hours === null,
      hours: day.hours ?? [defaultHours],
      note: day.note,
    })),
    orderLimits: {
      maxPerDish: String(settings.orderLimits.maxPerDish),
      maxPortions: String(settings.orderLimits.maxPortions),
      answerWithinMinutes: String(settings.orderLimits.answerWithinMinutes),
    },
  };
}

function wordsFor(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_small') return 'Please fill this in';
  if (issue.code === 'too_big') return `At most ${String(issue.maximum)} characters`;
  // Our own rules (times, closing after opening) speak plainly; zod's stock words do not.
  if (issue.code === 'custom' || issue.code === 'invalid_format') return say(issue.message);
  return 'Please check this field';
}

/** Reads typed amounts and whole numbers, noting what cannot be read under its field's path. */
function reader(errors: SettingsErrors) {
  return {
    naira(path: string, text: string, empty: number | null): number | null {
      const value = text.trim();
      if (value === '') return empty;
      if (!/^\d+(\.\d{1,2})?$/.test(value)) {
        errors[path] = messages.invalidNumber;
        return empty;
      }
      return nairaToKobo(value);
    },
    whole(path: string, text: string, empty: number | null, range: [number, number]) {
      const value = text.trim();
      if (value === '') return empty;
      const number = Number(value);
      if (!/^\d+$/.test(value) || number < range[0] || number > range[1]) {
        errors[path] = `Please enter a whole number from ${range[0]} to ${range[1]}`;
        return empty;
      }
      return number;
    },
  };
}

/** Checks every field at once, so staff see all that is wrong, not one problem per save. */
export function fromDraft(
  draft: SettingsDraft,
): { ok: true; settings: Settings } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const read = reader(errors);
  const seen = new Set<string>();
  const areas = draft.areas.map((area, index) => {
    const key = area.name.trim().toLocaleLowerCase();
    if (key && seen.has(key)) errors[`areas.${index}.name`] = 'This area is listed twice';
    seen.add(key);
    return {
      name: area.name,
      feeKobo: read.naira(`areas.${index}.fee`, area.fee, 0) ?? 0,
      minimumKobo: read.naira(`areas.${index}.minimum`, area.minimum, null),
      freeFromKobo: read.naira(`areas.${index}.freeFrom`, area.freeFrom, null),
    };
  });
  const scheduling = {
    ...draft.scheduling,
    leadMinutes: read.whole('scheduling.leadMinutes', draft.scheduling.leadMinutes, 0, [0, 720]),
    maxPerSlot: read.whole('scheduling.maxPerSlot', draft.scheduling.maxPerSlot, null, [1, 1000]),
  };
  const specialDays = draft.specialDays.map((day) => ({
    date: day.date,
    hours: day.closed ? null : day.hours,
    note: day.note,
  }));
  const limit = (key: keyof OrderLimits) => {
    const [min, max] = orderLimitRanges[key];
    const path = `orderLimits.${key}`;
    const number = read.whole(path, draft.orderLimits[key], null, [min, max]);
    if (number === null) errors[path] ??= `Please enter a whole number from ${min} to ${max}`;
    return number;
  };
  const orderLimits = {
    maxPerDish: limit('maxPerDish'),
    maxPortions: limit('maxPortions'),
    answerWithinMinutes: limit('answerWithinMinutes'),
  };
  const parsed = settingsSchema.safeParse({
    ...draft,
    areas,
    scheduling,
    specialDays,
    orderLimits,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // A closing-before-opening issue sits on the day, not on one of its two times.
      const path = issue.path.filter((part) => part !== 'open' || issue.code !== 'custom');
      errors[path.join('.')] ??= wordsFor(issue);
    }
  }
  // Checkout shows pickup customers this address; the server takes an empty one (older shops
  // saved it so), but the form does not let staff leave them nowhere to go.
  if (draft.fulfilment.pickup && !draft.address.trim()) {
    errors.address ??= messages.pickupNeedsAddress;
  }
  for (const [index, day] of specialDays.entries()) {
    if (specialDays.findIndex((other) => other.date === day.date) !== index) {
      errors[`specialDays.${index}.date`] ??= messages.specialDayTwice;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, settings: parsed.data };
}

/** <input type="time"> cannot say 24:00; a day closing at 00:00 closes at midnight. */
export function closingFromInput(value: string): string {
  return value === '00:00' ? '24:00' : value;
}

export function closingToInput(value: string): string {
  return value === '24:00' ? '00:00' : value;
}
