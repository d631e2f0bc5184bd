import { z } from 'zod';
import { messages } from './messages';
import { normalizePhone } from './phone-numbers';

/**
 * A search typed as the start of a phone number ('0803 11', '+234 803'), as the digits it is
 * stored with ('080311', '0803'); anything else as typed.
 */
export function phoneSearch(typed: string): string {
  const compact = typed.replace(/[\s().-]/g, '');
  if (!/^\+?\d{3,}$/.test(compact)) return typed;
  const international = /^\+?234(?:0)?(\d+)$/.exec(compact);
  return international ? `0${international[1]}` : compact;
}

// docs/server-rules.md#validation and docs/server-rules.md#limits: phone exactly 11 digits,
// password at least 3, name at least 3 letters/spaces.
export const phoneSchema = z
  .string()
  .max(40, messages.phoneInvalid)
  .transform(normalizePhone)
  .pipe(z.string().regex(/^\d{11}$/, messages.phoneInvalid));
export const passwordSchema = z.string().min(3, messages.passwordInvalid).max(200);
// Real names also carry hyphens, apostrophes and initials' dots ('Okonkwo-Eze', "O'Neil",
// 'Ngozi A.') and Yoruba or Igbo tone marks ('Ọlá'); they still start with a letter and keep the
// spec's words for whatever else is wrong.
export const nameSchema = z
  .string()
  .trim()
  .regex(/^\p{L}[\p{L}\p{M} .'’-]{2,}$/u, messages.nameInvalid)
  .max(80, messages.nameInvalid);

/** First message of a failed zod parse, for a toast or an `{ message }` answer. */
export function firstIssueMessage(error: z.ZodError, fallback: string): string {
  const issue = error.issues[0];
  // zod's own wording (e.g. "Invalid input: expected string") is not in the user's words.
  return issue && !issue.message.startsWith('Invalid input') ? issue.message : fallback;
}
