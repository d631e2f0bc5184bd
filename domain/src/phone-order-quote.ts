import type { z } from 'zod';
import { placeOrderSchema } from './orders';
import { promotionQuoteRequestSchema } from './promotion-quote';

// POST /api/admin/orders/quote (docs/orders.md#phone-orders): apart from phone-orders.ts, which
// orders.ts reads, so that neither waits on the other to load.

/**
 * The checkout's quote request, for the order staff are typing, with its time: a dish served at
 * some times is read at the chosen slot, as taking the order will read it.
 */
export const phoneOrderQuoteRequestSchema = promotionQuoteRequestSchema.extend({
  scheduledFor: placeOrderSchema.shape.scheduledFor,
});
export type PhoneOrderQuoteRequest = z.input<typeof phoneOrderQuoteRequestSchema>;
