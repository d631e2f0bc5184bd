import { z } from 'zod';
import { messages } from './messages';
import { readyInMinutesSchema } from './ready-time';

/**
 * Orders staff take on the phone or WhatsApp: POST /api/admin/orders takes the
 * checkout's own body (placeOrderSchema: name, phone, address or pickup, slot, dishes with
 * choices) plus these fields. The customer never pays online: cash at the door or a bank
 * transfer to the shop, both confirmed by staff.
 */
/** The ready time the phone-order form starts with, in minutes. */
export const PHONE_ORDER_READY_IN = 30;

export const staffPaymentSchema = z.enum(['cash', 'transfer'], {
  error: messages.phonePaymentInvalid,
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;

export const phoneOrderExtrasSchema = z.object({
  payment: staffPaymentSchema.default('cash'),
  /** Staff may take an order while the shop is closed or paused; the order says they did. */
  overrideHours: z.boolean().default(false),
  /**
   * Staff took it themselves, so it is accepted as it is placed, ready this many minutes from
   * now (an order for later is ready at its chosen time instead).
   */
  readyInMinutes: readyInMinutesSchema.default(PHONE_ORDER_READY_IN),
});
export type PhoneOrderExtras = z.input<typeof phoneOrderExtrasSchema>;

export const orderSources = ['online', 'phone'] as const;
export const orderSourceSchema = z.enum(orderSources);
export type OrderSource = z.infer<typeof orderSourceSchema>;

/** The answer: the checkout's, plus who the order was linked to (null: nobody has that phone). */
export const phoneOrderResponseSchema = z.object({
  id: z.number(),
  total: z.number(),
  customer: z.object({ id: z.string(), name: z.string() }).nullable(),
  hoursOverridden: z.boolean(),
  /** When it will be ready, as promised on the phone (ISO 8601). */
  readyAt: z.string(),
});
export type PhoneOrderResponse = z.infer<typeof phoneOrderResponseSchema>;
