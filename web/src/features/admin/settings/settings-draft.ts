import type { z } from 'zod';
import { nairaToKobo } from '@buka/domain/money';
import { messages } from '@buka/domain/messages';
import { settingsSchema, type Settings } from '@buka/domain/settings';
import type { OpeningHours } from '@buka/domain/shop-hours';

/** The form's copy of the settings: delivery fees as typed, in naira. */
export type SettingsDraft = Omit<Settings, 'areas'> & { areas: { name: string; fee: string }[] };

/** Errors by field path: 'name', 'timetable.2', 'areas.0.fee'… */
export type SettingsErrors = Record<string, string>;

export function toDraft(settings: Settings): SettingsDraft {
  return {
    ...settings,
    areas: settings.areas.map((area) => ({
      name: area.name,
      // What staff type back: 1500 or 1500.50, no sign, no grouping.
      fee: (area.feeKobo / 100).toFixed(2).replace(/\.00$/, ''),
    })),
  };
}

function wordsFor(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_small') return 'Please fill this in';
  if (issue.code === 'too_big') return `At most ${String(issue.maximum)} characters`;
  // Our own rules (times, closing after opening) speak plainly; zod's stock words do not.
  if (issue.code === 'custom' || issue.code === 'invalid_format') return issue.message;
  return 'Please check this field';
}

/** Checks every field at once, so staff see all that is wrong, not one problem per save. */
export function fromDraft(
  draft: SettingsDraft,
): { ok: true; settings: Settings } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const seen = new Set<string>();
  const areas = draft.areas.map((area, index) => {
    const key = area.name.trim().toLocaleLowerCase();
    if (key && seen.has(key)) errors[`areas.${index}.name`] = 'This area is listed twice';
    seen.add(key);
    const fee = area.fee.trim() === '' ? '0' : area.fee.trim();
    if (!/^\d+(\.\d{1,2})?$/.test(fee)) {
      errors[`areas.${index}.fee`] = messages.invalidNumber;
      return { name: area.name, feeKobo: 0 };
    }
    return { name: area.name, feeKobo: nairaToKobo(fee) };
  });
  const parsed = settingsSchema.safeParse({ ...draft, areas });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // A closing-before-opening issue sits on the day, not on one of its two times.
      const path = issue.path.filter((part) => part !== 'open' || issue.code !== 'custom');
      const key = path.join('.');
      errors[key] ??= wordsFor(issue);
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

export const defaultHours: OpeningHours = { open: '09:00', close: '17:00' };
