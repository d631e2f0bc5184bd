import { z } from 'zod';

/**
 * An id the database numbers (users, orders, cart lines): PostgreSQL's 32-bit integer keys, so a
 * larger number is no such row (and never a database error).
 */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A food's id: the spec's 101–110, or a new dish's creation time in milliseconds (DESIGN §2). */
export const foodIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
