import { z } from 'zod';
import { foodIdSchema, idSchema } from './ids';
import { fulfilmentSchema } from './orders';

// POST /api/promotions/quote (docs/orders.md#promotions): apart from promotions.ts, so the
// checkout on the customer's phone loads only these two schemas, not staff's.

/** The checkout asks what the server would take off the cart, with or without a code. */
export const promotionQuoteRequestSchema = z.object({
  code: z.string().max(40).default(''),
  products: z
    .array(
      z.object({
        id: foodIdSchema,
        qty: z.coerce.number().int().min(1).max(99),
        choices: z
          .array(z.object({ id: idSchema }))
          .max(300)
          .default([]),
      }),
    )
    .min(1)
    .max(50),
  fulfilment: fulfilmentSchema.default('delivery'),
  area: z.string().trim().max(60).optional(),
  /** The phone the order will carry: a first order is counted by account and by phone. */
  phone: z.string().max(40).default(''),
});
export type PromotionQuoteRequest = z.input<typeof promotionQuoteRequestSchema>;

/** Naira, as the server will charge them if the order is sent now. */
export const promotionQuoteSchema = z.object({
  items: z.number(),
  deliveryFee: z.number(),
  discounts: z.array(
    z.object({ kind: z.enum(['code', 'offer']), label: z.string(), amount: z.number() }),
  ),
  total: z.number(),
});
export type PromotionQuote = z.infer<typeof promotionQuoteSchema>;
