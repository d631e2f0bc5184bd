import { z } from 'zod';

// WhatsApp messages the shop sends and receives (docs/whatsapp.md#messages-the-shop-sends), as the
// pages see them: which ways the shop tells customers of their order's steps, and what
// customers wrote to the shop about an order.

/**
 * GET /api/notices/ways: how the shop can tell a customer of their order's steps besides a push
 * to a browser (which the browser itself knows): WhatsApp (checkout then offers "Send me updates
 * on WhatsApp") and SMS (to customers who did not ask for WhatsApp).
 */
export const noticeWaysSchema = z.object({ whatsapp: z.boolean(), sms: z.boolean() });
export type NoticeWays = z.infer<typeof noticeWaysSchema>;

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
