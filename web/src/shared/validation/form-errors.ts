import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each field of a failed form parse, to show under the field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
