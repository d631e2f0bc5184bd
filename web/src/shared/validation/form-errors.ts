import type { z } from 'zod';
import { messages } from '@buka/domain/messages';
import type { PageMessageKey } from '@buka/domain/translations';
import { t } from '../i18n/i18n';

export type FieldErrors = Partial<Record<string, string>>;

// The domain's schemas word their refusals with the English table; a sentence of it is shown in
// the language on screen (docs/languages.md#sentences-made-in-english). Made on first use.
let keysOf: Map<string, PageMessageKey> | undefined;
function inLanguage(sentence: string): string {
  keysOf ??= new Map(
    Object.entries(messages).map(([key, english]) => [english, key as PageMessageKey]),
  );
  const key = keysOf.get(sentence);
  return key ? t(key) : sentence;
}

/** The first message for each field of a failed form parse, to show under the field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= inLanguage(issue.message);
  }
  return errors;
}
