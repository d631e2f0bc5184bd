import { z } from 'zod';
import { choiceIdsSchema, chosenChoiceSchema, lineNoteSchema } from './dish-options';
import { foodIdSchema, idSchema } from './ids';

// docs/api.md#cart: the spec's CartItems as our own API. Lines come newest first
// (docs/orders.md#cart).
export const cartLineSchema = z.object({
  id: z.number(),
  fid: z.number(),
  uid: z.string(),
  qty: z.number().int().min(1),
  /** The chosen choices' ids, in the menu's order; [] for a dish without choices. */
  choiceIds: z.array(z.number()),
  note: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * A line as the server answers it: the spec's { id, fid, uid, qty } plus what the cart panel
 * needs to show it. A line whose food left the menu ('deleted'), sold out ('soldOut', also when
 * marked finished today) or whose choices no longer hold ('choicesChanged': a choice removed or
 * unavailable today, a group added or changed) is not orderable: the panel shows it as
 * unavailable and leaves it out of the order.
 */
export const cartItemSchema = cartLineSchema.extend({
  available: z.boolean(),
  unavailable: z.enum(['deleted', 'soldOut', 'choicesChanged']).nullable(),
  name: z.string(),
  /** The dish alone, naira. */
  price: z.string(),
  /** The chosen choices as priced now (the order prices them again). */
  choices: z.array(chosenChoiceSchema),
  /** One portion with its choices, naira: what the line costs per quantity. */
  unitPrice: z.string(),
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

/**
 * POST /api/cart. `{ fid }` alone still adds a dish without required choices (docs/api.md#cart);
 * the same dish with other choices or another note is another line, with the same ones 'Item
 * already in cart'.
 */
export const addToCartSchema = z.object({
  fid: foodIdSchema,
  choiceIds: choiceIdsSchema.default([]),
  note: lineNoteSchema,
});
/** PATCH /api/cart/:id — the spec's minus stops at 1. */
export const updateCartLineSchema = z.object({ qty: z.number().int().min(1).max(99) });
/** Cart lines are the database's 32-bit keys: a larger id is no line (and no database error). */
export const cartLineParamsSchema = z.object({ id: idSchema });
