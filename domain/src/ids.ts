import { z } from 'zod';

// PostgreSQL's 32-bit integer keys: a larger number is no such row (and never a database error).
export const MAX_ROW_ID = 2_147_483_647;

/**
 * An id the database numbers (users, orders, cart lines), read from an address, a query string
 * or a body field that may come as text.
 */
export const idSchema = z.coerce.number().int().positive().max(MAX_ROW_ID);

/** The same id where a JSON body must send it as a number. */
export const rowIdSchema = z.number().int().positive().max(MAX_ROW_ID);

/** A food's id: the spec's 101–110, or a new dish's creation time in milliseconds (docs/server-rules.md#data). */
export const foodIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
