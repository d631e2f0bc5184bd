import { z } from 'zod';
import { foodIdSchema, idSchema } from './ids';

// DESIGN §3: the spec's CartItems as our own API. Lines come newest first (spec §4).
export const cartLineSchema = z.object({
  id: z.number(),
  fid: z.number(),
  uid: z.string(),
  qty: z.number().int().min(1),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * A line as the server answers it: the spec's { id, fid, uid, qty } plus what the cart panel
 * needs to show it. A line whose food left the menu ('deleted') or sold out ('soldOut') is not
 * orderable: the panel shows it as unavailable and leaves it out of the order.
 */
export const cartItemSchema = cartLineSchema.extend({
  available: z.boolean(),
  unavailable: z.enum(['deleted', 'soldOut']).nullable(),
  name: z.string(),
  price: z.string(),
  imageURL: z.string(),
  stock: z.number(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartResponseSchema = z.object({ items: z.array(cartItemSchema) });
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** DELETE /api/cart: how many lines went; with none, the spec's 'Cart is already empty'. */
export const clearCartResponseSchema = z.object({
  removed: z.number(),
  message: z.string().optional(),
});
export type ClearCartResponse = z.infer<typeof clearCartResponseSchema>;

/** A cart holds at most this many lines (an order takes at most 50 products). */
export const MAX_CART_LINES = 50;

/** POST /api/cart */
export const addToCartSchema = z.object({ fid: foodIdSchema });
/** PATCH /api/cart/:id — the spec's minus stops at 1. */
export const updateCartLineSchema = z.object({ qty: z.number().int().min(1).max(99) });
/** Cart lines are the database's 32-bit keys: a larger id is no line (and no database error). */
export const cartLineParamsSchema = z.object({ id: idSchema });
