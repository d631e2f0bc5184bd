import { z } from 'zod';
import { messages } from './messages';
import { refundSchema } from './refunds';

export const paymentMethodSchema = z.enum(['online', 'cash']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export {
  customerStatusLabel,
  orderStatuses,
  orderStatusLabels,
  type OrderStatus,
} from './order-status';
import { foodIdSchema } from './ids';
import { orderStatuses } from './order-status';
export const orderStatusSchema = z.enum(orderStatuses);

const orderLineSchema = z.object({
  id: foodIdSchema,
  qty: z.coerce.number().int().min(1).max(99),
});

/**
 * spec §7 POST /api/orders body. `products` is a list of { id, qty } (other fields on a line are
 * ignored); `total`, `userId` and `clientId` are read only to be ignored: the server knows who
 * is asking and computes the total itself (DESIGN §3).
 */
export const placeOrderSchema = z.object({
  name: z.string().trim().min(1).max(80),
  phone: z.string().trim().min(1).max(30),
  address: z.string().trim().min(1, messages.addressRequired).max(300),
  userId: z.unknown().optional(),
  total: z.unknown().optional(),
  clientId: z.unknown().optional(),
  products: z.array(orderLineSchema).min(1).max(50),
  paymentMethod: paymentMethodSchema.default('online'),
  delivery: z.boolean().optional(),
  area: z.string().trim().max(60).optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderSchema>;

/** spec §7: creation answer: id, total, paymentMethod. */
export const placeOrderResponseSchema = z.object({
  id: z.number(),
  total: z.number(),
  paymentMethod: paymentMethodSchema,
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** spec §3: an order as the customer's calls show it; totals in naira. */
export const orderSchema = z.object({
  id: z.number(),
  total: z.number(),
  deliveryFee: z.number(),
  status: orderStatusSchema,
  /** Why it was canceled, in the customer's words; null when not canceled or no reason given. */
  cancelReason: z.string().nullable(),
  isPaid: z.boolean(),
  /**
   * How it was actually paid (DESIGN §4b): online when one of its payments succeeded, else cash
   * collected by staff; null while unpaid. A cash order later paid online is 'online'.
   */
  paidBy: paymentMethodSchema.nullable(),
  /** Naira that reached the shop for this order and will be returned (0 when none). */
  refundDue: z.number(),
  /** Money given back, or on its way back (failed refunds are left out). */
  refunds: z.array(refundSchema),
  paymentMethod: paymentMethodSchema,
  delivery: z.boolean(),
  area: z.string().nullable(),
  createdAt: z.string(),
  userId: z.string().nullable(),
  /** When staff promised it ready (set when they accept it, DESIGN §4b); null until then. */
  readyAt: z.string().nullable(),
  client: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  products: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      price: z.string(),
      OrderProduct: z.object({ quantity: z.number() }),
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/orders/user/orders?userId&pageNumber (spec §7: data.orders) */
export const userOrdersQuerySchema = z.object({
  userId: z.string().max(40).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const ORDERS_PAGE_SIZE = 20;

/** GET /api/orders/user/last-delivery: where the customer's newest order went, for checkout. */
export const lastDeliverySchema = z.object({
  delivery: z.object({ address: z.string(), area: z.string().nullable() }).nullable(),
});
export type LastDelivery = z.infer<typeof lastDeliverySchema>;
