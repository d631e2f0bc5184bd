import { z } from 'zod';

/** What GET /api/events streams (Server-Sent Events): staff see every order; a customer, their own. */
export const shopEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('order.created'),
    orderId: z.number(),
    userId: z.string().nullable(),
    total: z.number(),
    paymentMethod: z.enum(['online', 'cash']),
  }),
  z.object({
    type: z.literal('order.updated'),
    orderId: z.number(),
    userId: z.string().nullable(),
    status: z.string(),
    isPaid: z.boolean(),
  }),
  z.object({ type: z.literal('menu.changed') }),
  z.object({ type: z.literal('settings.changed') }),
]);
export type ShopEvent = z.infer<typeof shopEventSchema>;
