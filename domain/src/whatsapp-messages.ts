import { z } from 'zod';

// WhatsApp messages the shop sends and receives (docs/whatsapp.md#messages-the-shop-sends), as the
// pages see them: what customers wrote to the shop about an order. Which ways the shop tells
// customers of their order's steps is the orders' (orders.ts), loaded with them.

/** One message a customer wrote to the shop's WhatsApp number, as staff read it on the order. */
export const whatsappMessageSchema = z.object({
  id: z.number(),
  /** The sender's WhatsApp name, '' when not given. */
  name: z.string(),
  /** The text, or what else it was ('[image]'). */
  body: z.string(),
  receivedAt: z.string(),
  /** Read by staff, or answered by the shop itself. */
  read: z.boolean(),
});
export type WhatsAppMessage = z.infer<typeof whatsappMessageSchema>;
