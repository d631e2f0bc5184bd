import {
  DAY_SUMMARY_MAX_PHONES,
  daySummarySettingsSchema,
  type DaySummarySettings,
} from '@buka/domain/day-summary';
import type { FieldErrors } from '../../../shared/validation/form-errors';
import { say } from '../../../shared/i18n/i18n';

/** The form's copy: the switch, and one field per number (empty fields are no number). */
export interface DaySummaryDraft {
  enabled: boolean;
  phones: string[];
}

export const phoneFieldName = (index: number) => `summaryPhone${index}`;

export function toDaySummaryDraft(saved: DaySummarySettings): DaySummaryDraft {
  return {
    enabled: saved.enabled,
    phones: Array.from({ length: DAY_SUMMARY_MAX_PHONES }, (_, index) => saved.phones[index] ?? ''),
  };
}

/**
 * The settings to send, or the errors under the fields they are about: checked with the
 * server's own schema, each number's error under the field it was typed in.
 */
export function fromDaySummaryDraft(
  draft: DaySummaryDraft,
): { ok: true; settings: DaySummarySettings } | { ok: false; errors: FieldErrors } {
  const typed = draft.phones
    .map((phone, field) => ({ phone: phone.trim(), field }))
    .filter(({ phone }) => phone !== '');
  const result = daySummarySettingsSchema.safeParse({
    enabled: draft.enabled,
    phones: typed.map(({ phone }) => phone),
  });
  if (result.success) return { ok: true, settings: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const index = typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
    const field = index === undefined ? 0 : (typed[index]?.field ?? 0);
    errors[phoneFieldName(field)] ??= say(issue.message);
  }
  return { ok: false, errors };
}
