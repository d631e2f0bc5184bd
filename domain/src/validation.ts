import { z } from 'zod';
import { messages } from './messages';

// spec §5 and §9: phone exactly 11 digits, password at least 3, name at least 3 letters/spaces.
export const phoneSchema = z.string().regex(/^\d{11}$/, messages.phoneInvalid);
export const passwordSchema = z.string().min(3, messages.passwordInvalid).max(200);
export const nameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z ]{3,}$/, messages.nameInvalid)
  .max(80, messages.nameInvalid);

/** First message of a failed zod parse, for a toast or an `{ message }` answer. */
export function firstIssueMessage(error: z.ZodError, fallback: string): string {
  const issue = error.issues[0];
  // zod's own wording (e.g. "Invalid input: expected string") is not in the user's words.
  return issue && !issue.message.startsWith('Invalid input') ? issue.message : fallback;
}
