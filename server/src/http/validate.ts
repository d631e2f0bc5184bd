import type { z } from 'zod';
import { firstIssueMessage } from '@buka/domain/validation';
import { HttpError } from './errors';

/**
 * Parses a body, query or params with a domain schema. Routes choose the status and the
 * fallback words because the spec gives them per call (422 'Incorrect inputs' for sign-in,
 * 422 'Invalid fields' for orders…).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  failure: { status?: number; message: string } = { message: 'Some fields are not valid' },
): z.infer<S> {
  // Issues without a message of ours get the route's words, never zod's ("Too small: …").
  const result = schema.safeParse(input ?? {}, { error: () => failure.message });
  if (result.success) return result.data;
  throw new HttpError(failure.status ?? 422, firstIssueMessage(result.error, failure.message));
}
