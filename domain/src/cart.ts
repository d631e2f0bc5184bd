import { z } from 'zod';

// DESIGN §3: the spec's CartItems as our own API. Lines come newest first (spec §4).
export const cartLineSchema = z.object({
  id: z.number(),
  fid: z.number(),
  uid: z.string(),
  qty: z.number().int().min(1),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartResponseSchema = z.object({ items: z.array(cartLineSchema) });
export type CartResponse = z.infer<typeof cartResponseSchema>;

const foodId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /api/cart */
export const addToCartSchema = z.object({ fid: foodId });
/** PATCH /api/cart/:id — the spec's minus stops at 1. */
export const updateCartLineSchema = z.object({ qty: z.number().int().min(1).max(99) });
export const cartLineParamsSchema = z.object({ id: z.coerce.number().int().positive() });
