import type { z } from 'zod';
import { messages } from '@buka/domain/messages';
import { sentenceMatcher, type MatchedSentence } from '@buka/domain/sentence-match';
import type { PageMessageKey } from '@buka/domain/translations';
import { t } from '../i18n/i18n';

export type FieldErrors = Partial<Record<string, string>>;

// The domain's schemas word their refusals with the English table; a sentence of it, its
// placeholders' values included ('at most 40 characters'), is matched back to its key and shown
// in the language on screen (docs/languages.md#sentences-made-in-english). Made on first use.
let match: ((sentence: string) => MatchedSentence | null) | undefined;
function inLanguage(sentence: string): string {
  match ??= sentenceMatcher(messages);
  const found = match(sentence);
  return found ? t(found.key as PageMessageKey, found.values) : sentence;
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
