import { z } from 'zod';
import { chosenChoiceSchema, lineNoteSchema, orderNoteSchema } from './dish-options';
import { messages } from './messages';
import type { SlotDay } from './order-slots';
import { refundSchema } from './refunds';
import { phoneSchema } from './validation';
import { orderSourceSchema } from './phone-orders';

/**
 * GET /api/notices/ways: how the shop can tell a customer of their order's steps besides a push
 * to a browser (which the browser itself knows): WhatsApp (checkout then offers "Send me updates
 * on WhatsApp") and SMS (to customers who did not ask for WhatsApp).
 */
export const noticeWaysSchema = z.object({ whatsapp: z.boolean(), sms: z.boolean() });
export type NoticeWays = z.infer<typeof noticeWaysSchema>;

export const paymentMethodSchema = z.enum(['online', 'cash']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
/** How the money actually came: a bank transfer is how some phone customers pay. */
export const paidBySchema = z.enum(['online', 'cash', 'transfer']);
export type PaidBy = z.infer<typeof paidBySchema>;

export {
  customerStatusLabel,
  orderStatuses,
  orderStatusLabels,
  type OrderStatus,
} from './order-status';
import { foodIdSchema, idSchema } from './ids';
import { orderStatuses } from './order-status';
export const orderStatusSchema = z.enum(orderStatuses);

const orderLineSchema = z.object({
  id: foodIdSchema,
  qty: z.coerce.number().int().min(1).max(99),
  /**
   * The choices as the customer saw them. `price` (naira), when sent, must be the shop's price
   * now: the customer never pays other than what their screen showed. Left out, the server's
   * price stands.
   */
  choices: z
    .array(z.object({ id: idSchema, price: z.union([z.string(), z.number()]).optional() }))
    .max(300)
    .default([]),
  note: lineNoteSchema,
});

/**
 * docs/api.md#storefront-calls POST /api/orders body. `products` is a list of { id, qty } (other
 * fields on a line are ignored); `total`, `userId` and `clientId` are read only to be ignored: the
 * server knows who is asking and computes the total itself (docs/orders.md#placing-an-order).
 */
export const fulfilmentSchema = z.enum(['delivery', 'pickup']);

export const placeOrderSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    // Stored as the rider dials it, however the customer wrote it (docs/server-rules.md#limits: 11
    // digits).
    phone: phoneSchema,
    /** Where the rider goes; a pickup order needs none. */
    address: z.string().trim().max(300).default(''),
    /** Collected at the shop or brought by a rider; delivery when not said. */
    fulfilment: fulfilmentSchema.default('delivery'),
    /** The slot's start (one of GET /api/orders/slots); null: as soon as possible. */
    scheduledFor: z.iso
      .datetime({ offset: true, error: messages.slotInvalid })
      .nullable()
      .default(null),
    /** The nearest landmark, for the rider ('opposite the mosque'). */
    landmark: z.string().trim().max(120).default(''),
    /** A number the rider can call for directions, when not the customer's own. */
    riderPhone: z.union([z.literal(''), phoneSchema]).default(''),
    userId: z.unknown().optional(),
    total: z.unknown().optional(),
    clientId: z.unknown().optional(),
    products: z.array(orderLineSchema).min(1).max(50),
    paymentMethod: paymentMethodSchema.default('online'),
    delivery: z.boolean().optional(),
    area: z.string().trim().max(60).optional(),
    /** For the kitchen, shown to staff on the board, the ticket and the order. */
    note: orderNoteSchema,
    /** "Send me updates on WhatsApp" ticked (docs/whatsapp.md): kept only when the shop sends there. */
    whatsappUpdates: z.boolean().default(false),
    /** A promotion code as typed ('' for none): the server prices it (docs/orders.md#promotions). */
    code: z.string().max(40).default(''),
  })
  .refine((order) => order.fulfilment === 'pickup' || order.address !== '', {
    message: messages.addressRequired,
    path: ['address'],
  });
export type PlaceOrderRequest = z.input<typeof placeOrderSchema>;

/** docs/api.md#storefront-calls: creation answer: id, total, paymentMethod. */
export const placeOrderResponseSchema = z.object({
  id: z.number(),
  total: z.number(),
  paymentMethod: paymentMethodSchema,
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** docs/api.md#shapes: an order as the customer's calls show it; totals in naira. */
export const orderSchema = z.object({
  id: z.number(),
  total: z.number(),
  deliveryFee: z.number(),
  /** What promotions took off, delivery waived included (total = dishes + fee − discount). */
  discount: z.number(),
  /** The promotions' names as the customer read them ('Code WELCOME'); '' when none. */
  discountLabel: z.string(),
  status: orderStatusSchema,
  /** Why it was canceled, in the customer's words; null when not canceled or no reason given. */
  cancelReason: z.string().nullable(),
  isPaid: z.boolean(),
  /**
   * How it was actually paid (docs/orders.md#payment): online when one of its payments succeeded,
   * else cash collected by staff; null while unpaid. A cash order later paid online is 'online'.
   */
  paidBy: paidBySchema.nullable(),
  /** Naira that reached the shop for this order and will be returned (0 when none). */
  refundDue: z.number(),
  /** Money given back, or on its way back (failed refunds are left out). */
  refunds: z.array(refundSchema),
  paymentMethod: paymentMethodSchema,
  delivery: z.boolean(),
  /** Brought by a rider, or collected at the shop. */
  fulfilment: fulfilmentSchema,
  /** The chosen slot's start; null: as soon as possible. */
  scheduledFor: z.string().nullable(),
  /** When the kitchen should start on a later order; null: as soon as possible. */
  prepareAt: z.string().nullable(),
  area: z.string().nullable(),
  createdAt: z.string(),
  userId: z.string().nullable(),
  /** When staff promised it ready (set when they accept it, docs/orders.md#statuses); null until then. */
  readyAt: z.string().nullable(),
  client: z.object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    /** The nearest landmark; '' when none given. */
    landmark: z.string(),
    /** A number the rider may call for directions; '' when none given. */
    riderPhone: z.string(),
  }),
  products: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      /** One portion with its choices as ordered, naira. */
      price: z.string(),
      OrderProduct: z.object({ quantity: z.number() }),
      /** The choices as they were at ordering, in the menu's order. */
      choices: z.array(chosenChoiceSchema),
      /** The customer's note on this line; '' when none. */
      note: z.string(),
    }),
  ),
  /** The customer's note for the kitchen; '' when none. */
  note: z.string(),
  /** 'phone': taken by staff for a phone or WhatsApp customer. */
  source: orderSourceSchema,
  /** A phone order the customer pays by bank transfer (paymentMethod stays 'cash'). */
  payByTransfer: z.boolean(),
  /** Staff took it while the shop was closed or paused. */
  hoursOverridden: z.boolean(),
  /** The customer asked for its steps on WhatsApp and has not replied STOP since. */
  whatsappUpdates: z.boolean(),
  /**
   * The rider it goes with (docs/orders.md#riders); their phone only while it is on the way and
   * when the shop lets customers call riders. null when no rider has it.
   */
  rider: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/orders/user/orders?userId&pageNumber (docs/api.md#storefront-calls: data.orders) */
export const userOrdersQuerySchema = z.object({
  userId: z.string().max(40).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const ORDERS_PAGE_SIZE = 20;

/** GET /api/orders/slots: the times a customer may order for now, with the full ones marked. */
export interface OrderSlotsResponse {
  days: SlotDay[];
}

/** GET /api/orders/user/last-delivery: where the customer's newest order went, for checkout. */
export const lastDeliverySchema = z.object({
  delivery: z.object({ address: z.string(), area: z.string().nullable() }).nullable(),
});
export type LastDelivery = z.infer<typeof lastDeliverySchema>;
