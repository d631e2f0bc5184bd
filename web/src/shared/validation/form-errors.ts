import type { z } from 'zod';
import { say } from '../i18n/i18n';

export type FieldErrors = Partial<Record<string, string>>;

// The domain's schemas hand out their refusals as the table's ids (with their values), shown
// in the language on screen (docs/languages.md#sentences-the-rules-hand-out).

/** The first message for each field of a failed form parse, to show under the field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= say(issue.message);
  }
  return errors;
}
