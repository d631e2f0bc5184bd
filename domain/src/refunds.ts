import { z } from 'zod';
import { messages } from './messages';
import { idSchema } from './ids';

// Money given back (docs/orders.md#refunds). The customer's order shows its refunds; staff ask for
// them.

/** A refund as the customer sees it on the order (failed ones are not shown to the customer). */
export const refundSchema = z.object({
  id: z.number(),
  /** Naira. */
  amount: z.number(),
  /** pending: asked of the provider, not yet back with the customer. */
  status: z.enum(['pending', 'processed', 'failed']),
  /** cash: given back by hand; online: through the payment provider that took it. */
  method: z.enum(['cash', 'online']),
  reason: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A payment that brought money in, with what of it went back (staff's refund dialog). */
export const receivedPaymentSchema = z.object({
  id: z.number(),
  provider: z.string(),
  /** success: paid the order; duplicate: paid it a second time; refund_due: came after it was canceled. */
  status: z.enum(['success', 'duplicate', 'refund_due']),
  amount: z.number(),
  refunded: z.number(),
  createdAt: z.string(),
});
export type ReceivedPayment = z.infer<typeof receivedPaymentSchema>;

const isWholeKobo = (naira: number) => Math.abs(naira * 100 - Math.round(naira * 100)) < 1e-6;

/**
 * POST /api/admin/orders/:id/refunds with an Idempotency-Key header: `paymentId` gives it back
 * through that payment's provider; without it, it is cash given back by hand. Amount in naira.
 */
export const refundRequestSchema = z.object({
  paymentId: idSchema.optional(),
  amount: z.coerce
    .number({ error: messages.refundAmountInvalid })
    .positive(messages.refundAmountInvalid)
    .max(100_000_000, messages.refundAmountInvalid)
    .refine(isWholeKobo, messages.refundAmountInvalid),
  reason: z
    .string({ error: messages.refundReasonRequired })
    .trim()
    .min(1, messages.refundReasonRequired)
    .max(200, messages.refundReasonTooLong),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;
