import { z } from 'zod';
// The statuses without orders.ts's schemas; each kind of event is also named in event-types.ts.
import { orderStatuses, type OrderStatus } from './order-status';

/** What GET /api/events streams (Server-Sent Events): staff see every order; a customer, their own. */
export const shopEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('order.created'),
    orderId: z.number(),
    userId: z.string().nullable(),
    /** Naira; null to staff who take no money (the kitchen hears of the order, not its money). */
    total: z.number().nullable(),
    paymentMethod: z.enum(['online', 'cash']),
    /** 'phone': staff typed it in and accepted it, so no other staff device needs alerting. */
    source: z.enum(['online', 'phone']),
  }),
  z.object({
    type: z.literal('order.updated'),
    orderId: z.number(),
    userId: z.string().nullable(),
    status: z.enum(orderStatuses),
    isPaid: z.boolean(),
  }),
  z.object({ type: z.literal('menu.changed') }),
  z.object({ type: z.literal('settings.changed') }),
]);
export type ShopEvent = z.infer<typeof shopEventSchema>;

/** 'order.updated' for an order as a repository reads it: its customer and staff hear of it. */
export function orderUpdated(order: {
  id: number;
  userId: number | null;
  status: OrderStatus;
  isPaid: number | boolean;
}): ShopEvent {
  return {
    type: 'order.updated',
    orderId: order.id,
    userId: order.userId === null ? null : String(order.userId),
    status: order.status,
    isPaid: order.isPaid === true || order.isPaid === 1,
  };
}
