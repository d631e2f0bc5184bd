import { z } from 'zod';
import { idSchema } from './ids';

/** docs/api.md#shapes, docs/api.md#storefront-calls payment request: phoneNumber, userId, orderId,
 * amount. Only orderId is used: the amount comes from the order, never from the request (docs/orders.md#payment). */
export const payRequestSchema = z.object({
  phoneNumber: z.unknown().optional(),
  userId: z.unknown().optional(),
  orderId: idSchema,
  amount: z.unknown().optional(),
});
export type PayRequest = z.input<typeof payRequestSchema>;

/** docs/api.md#storefront-calls: 200 with data.data as the redirect URL. */
export const payResponseSchema = z.object({ data: z.string() });
export type PayResponse = z.infer<typeof payResponseSchema>;

export const paymentProviders = ['simulator', 'paystack', 'flutterwave'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** The simulator's hosted page (docs/screens.md#payment-pages 'Secured Payment') reads its payment from here. */
export const simulatedPaymentSchema = z.object({
  reference: z.string(),
  orderId: z.number(),
  amount: z.number(),
  currency: z.literal('NGN'),
  status: z.enum(['pending', 'success', 'failed']),
  shopName: z.string(),
});
export type SimulatedPayment = z.infer<typeof simulatedPaymentSchema>;

/** POST /api/payment/simulator/:reference: the simulator page's Pay or Fail. */
export const simulatorDecisionSchema = z.object({
  outcome: z.enum(['success', 'failed']),
  channel: z.enum(['mobile_money', 'bank']),
});
export type SimulatorDecision = z.infer<typeof simulatorDecisionSchema>;

/** Where the browser goes next: the same page a real provider's return would land on. */
export const simulatorDecisionResponseSchema = z.object({ redirect: z.string() });
export type SimulatorDecisionResponse = z.infer<typeof simulatorDecisionResponseSchema>;
