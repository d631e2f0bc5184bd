import { LANGUAGES } from './languages';
import { z } from 'zod';
import { MAX_ROW_ID } from './ids';
import { orderRiderSchema, undeliveredSchema } from './riders';
import { phoneSearch } from './validation';
import { roleSchema, userSchema } from './auth';
import { chosenChoiceSchema } from './dish-options';
import { messages } from './messages';
import { orderSchema, orderStatusSchema } from './orders';
import { readyInMinutesSchema } from './ready-time';
import { foodIdSchema, idSchema } from './ids';
import { receivedPaymentSchema, refundSchema } from './refunds';
import { whatsappMessageSchema } from './whatsapp-messages';

// The staff area's calls (docs/api.md#staff): requests and answers, shared by the server and the
// web app.

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

// docs/server-rules.md#validation: a form sends numbers as text; "5000" and 5000 are the same
// price.
const toNumber = (value: unknown) => {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
};
const toText = (value: unknown) => {
  if (isBlank(value)) return undefined;
  return typeof value === 'number' ? String(value) : value;
};
const missingOrInvalid = (issue: { input: unknown }) =>
  issue.input === undefined ? messages.fillAllFields : messages.invalidNumber;

/** docs/server-rules.md#validation: required, else 'Please fill all fields before saving product'. */
const requiredText = (max: number, tooLong: string) =>
  z.preprocess(toText, z.string({ error: messages.fillAllFields }).trim().max(max, tooLong));

const isWholeKobo = (naira: number) => Math.abs(naira * 100 - Math.round(naira * 100)) < 1e-6;

// A picture this shop serves itself: an upload or a sample dish. Pages only load same-origin
// images (content security policy), and no javascript: or other schemes get in.
const imageUrlSchema = z.preprocess(
  toText,
  z
    .string({ error: messages.fillAllFields })
    .trim()
    .max(300, messages.invalidImageUrl)
    .regex(/^\/(uploads|dishes)\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/, messages.invalidImageUrl),
);

/** The dish form's words for its serving times: staff's only, so kept beside the rule. */
export const servedTimesMessages = {
  order: 'The dish must be served until a time after it is served from',
} as const;

const servedTimeSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00')
    .nullable()
    .optional(),
);

/**
 * POST /api/products and PUT /api/products/:id. Keys are in the order the checks run: the
 * required fields first (docs/server-rules.md#validation), then the numbers. Quantity (stock),
 * description and calories are optional: a new food without them starts at 0, '' and ''; an edit
 * without them keeps its own.
 */
export const foodInputSchema = z
  .object({
    name: requiredText(80, messages.foodNameTooLong),
    imageURL: imageUrlSchema,
    categoryId: z.preprocess(
      toNumber,
      z
        .number({ error: missingOrInvalid })
        // Which categories exist is the shop's own list: the server checks it (unknownCategory).
        .int(messages.unknownCategory)
        .positive(messages.unknownCategory)
        .max(MAX_ROW_ID, messages.unknownCategory),
    ),
    price: z.preprocess(
      toNumber,
      z
        .number({ error: missingOrInvalid })
        .positive(messages.invalidNumber)
        .max(10_000_000, messages.invalidNumber)
        .refine(isWholeKobo, messages.invalidNumber),
    ),
    stock: z.preprocess(
      toNumber,
      z
        .number({ error: messages.invalidNumber })
        .int(messages.invalidNumber)
        .min(0, messages.invalidNumber)
        .max(100_000, messages.invalidNumber)
        .optional(),
    ),
    description: z.preprocess(
      (value) => (value === null ? undefined : value),
      z.string().trim().max(1000, messages.descriptionTooLong).optional(),
    ),
    // Optional: few bukas know a dish's calories, and a required box only gets filled with '0'.
    calories: z.preprocess(
      (value) => (value === null ? undefined : value),
      z.string().trim().max(40, messages.caloriesTooLong).optional(),
    ),
    // Served at some times of day only (docs/orders.md#dishes-served-at-some-times): a time, or
    // empty / null for no limit; left out, an edit keeps the dish's own.
    availableFrom: servedTimeSchema,
    availableUntil: servedTimeSchema,
  })
  .refine(
    (food) =>
      !food.availableFrom || !food.availableUntil || food.availableFrom < food.availableUntil,
    { message: servedTimesMessages.order, path: ['availableUntil'] },
  );
export type FoodInput = z.infer<typeof foodInputSchema>;

/** :id of a food (timestamps in milliseconds). */
export const foodIdParamsSchema = z.object({ id: foodIdSchema });
/** :id of a user or an order (the database's 32-bit keys). */
export const idParamsSchema = z.object({ id: idSchema });

/** PUT /api/users/:id/role: the role the account holds from now on (the owner's call). */
export const roleChangeSchema = z.object({ role: roleSchema });
export type RoleChange = z.infer<typeof roleChangeSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

const page = z.coerce.number().int().min(1).max(100_000).default(1);

/** GET /api/users?search=&page= — by display name, any case, anywhere in the name; or digits: the beginning of a phone. */
export const usersQuerySchema = z.object({
  // A phone is searched however it is written ('+234 803…', '0803 111…').
  search: z.string().trim().max(80).default('').transform(phoneSearch),
  page,
});
export type UsersQuery = z.input<typeof usersQuerySchema>;

/** docs/screens.md#staff-area Admin Users: the user's fields, whether they are disabled, and when they joined. */
export const adminUserSchema = userSchema.extend({
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const USERS_PAGE_SIZE = 50;
export const usersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type UsersResponse = z.infer<typeof usersResponseSchema>;

const booleanText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * GET /api/admin/orders?status=&paid=&before=|after=|oldest= — orders newest first, 30 at a time.
 * status is one of the order statuses, 'open' for those still waiting (not delivered, not
 * canceled), or 'new' for those waiting for staff to accept or reject them. A page is found from
 * an order (keyset paging), never by counting past the orders before it, so the last page of a
 * year costs what the first does: `before` an order's id gives the older ones, `after` the newer
 * ones, `oldest=true` the last page; none of them, the newest.
 */
export const adminOrdersQuerySchema = z.object({
  status: z.union([orderStatusSchema, z.enum(['open', 'new'])]).optional(),
  paid: booleanText.optional(),
  before: idSchema.optional(),
  after: idSchema.optional(),
  oldest: booleanText.optional(),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

const orderLineSchema = orderSchema.shape.products.element;

/**
 * An order as the board shows it (docs/server-rules.md#roles). Its prices (total, delivery fee,
 * what is due back, each line's and choice's price) are null for a role that takes no money
 * (`orders.cash`); its payments and refunds are empty without `money.view`. The kitchen
 * cooks from the lines and gets neither.
 */
export const adminOrderSchema = orderSchema.extend({
  total: orderSchema.shape.total.nullable(),
  deliveryFee: orderSchema.shape.deliveryFee.nullable(),
  refundDue: orderSchema.shape.refundDue.nullable(),
  products: z.array(
    orderLineSchema.extend({
      price: orderLineSchema.shape.price.nullable(),
      choices: z.array(
        chosenChoiceSchema.extend({ price: chosenChoiceSchema.shape.price.nullable() }),
      ),
    }),
  ),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  /**
   * When it was put before staff to accept: at once for cash, when paid for online orders
   * (the kitchen does not cook an order nobody paid for). null while it is not.
   */
  announcedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** The language the customer reads (docs/languages.md), shown on the board. */
  customerLanguage: z.enum(LANGUAGES),
  /** Payments that brought money in, with what of each went back. */
  payments: z.array(receivedPaymentSchema),
  /** Every refund, failed ones too, with who gave it and through what. */
  refunds: z.array(refundSchema.extend({ provider: z.string() })),
  /** What the customer wrote to the shop's WhatsApp about it, oldest first. */
  whatsappMessages: z.array(whatsappMessageSchema),
  /** The rider it is given to (docs/orders.md#riders); null when none. */
  assignedRider: orderRiderSchema.nullable(),
  /** The rider could not deliver it: why, shown until it goes out again. */
  undelivered: undeliveredSchema.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const ADMIN_ORDERS_PAGE_SIZE = 30;
export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderSchema),
  /** Every order the filter matches, on all pages. */
  total: z.number(),
  pageSize: z.number(),
  /** Ask `before` this id for the next, older page; null on the last page. */
  older: z.number().nullable(),
  /** Ask `after` this id for the previous, newer page; null on the first page. */
  newer: z.number().nullable(),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

/** The most orders for later the board lists at once (a day's slots many times over). */
export const LATER_ORDERS_LIMIT = 100;
/** GET /api/admin/orders/later: orders for a time later still to deliver, soonest first. */
export const adminLaterOrdersResponseSchema = z.object({ orders: z.array(adminOrderSchema) });
export type AdminLaterOrdersResponse = z.infer<typeof adminLaterOrdersResponseSchema>;

/** The ready times staff choose from when they accept an order, in minutes. */
export const READY_IN_CHOICES = [20, 30, 45, 60] as const;

/** Reasons staff pick from when they reject or cancel; they may also type their own. */
export const CANCEL_REASON_CHOICES = [
  'Sold out',
  'Too busy right now',
  'We do not deliver to this address',
  'The kitchen is closing',
  'Could not reach the customer',
] as const;

/**
 * PATCH /api/orders/:id/status. Accepting a new order ('0' → '2') needs `readyInMinutes`;
 * rejecting or cancelling ('-1') needs a `reason`, which the customer is told
 * (docs/orders.md#statuses).
 */
export const orderStatusUpdateSchema = z.object({
  status: z.enum(orderStatusSchema.options, { error: messages.invalidOrderStatus }),
  readyInMinutes: readyInMinutesSchema.optional(),
  reason: z
    .string({ error: messages.cancelReasonRequired })
    .trim()
    .min(1, messages.cancelReasonRequired)
    .max(200, messages.cancelReasonTooLong)
    .optional(),
});
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

/**
 * POST /api/admin/orders/:id/paid: how the customer paid staff. Without it the order keeps the
 * way it was ordered to be paid (older callers send no body).
 */
export const markPaidSchema = z.object({ by: z.enum(['cash', 'transfer']).optional() });
export type MarkPaid = z.infer<typeof markPaidSchema>;

/** How long after Mark paid staff can still take it back (a mis-tap, the wrong order). */
export const UNDO_PAID_MS = 60_000;

/** A dish at or under this many portions shows as low on stock. */
export const LOW_STOCK = 3;

const naira = z.number();

/** GET /api/admin/dashboard — money in naira; "today" is the restaurant's day (Africa/Lagos). */
export const dashboardSchema = z.object({
  today: z.object({
    /** YYYY-MM-DD at the restaurant. */
    date: z.string(),
    /** Orders placed today, canceled ones excluded. */
    orders: z.number(),
    canceled: z.number(),
    /**
     * cash and online: paid, by how it was actually paid; unpaid apart. refunded: given back
     * today (whatever day the order was placed); net: paid less refunded.
     */
    revenue: z.object({
      total: naira,
      cash: naira,
      online: naira,
      paid: naira,
      unpaid: naira,
      refunded: naira,
      net: naira,
    }),
  }),
  /** Orders not yet delivered nor canceled, whatever the day. */
  waiting: z.number(),
  /** Orders put before staff and not yet accepted or rejected, whatever the day. */
  toAccept: z.number(),
  /** How long orders accepted today waited for it, in seconds (null: none accepted yet). */
  acceptance: z.object({
    accepted: z.number(),
    medianSeconds: z.number().nullable(),
    longestSeconds: z.number().nullable(),
  }),
  lowStock: z.array(z.object({ id: z.number(), name: z.string(), stock: z.number() })),
  /** Out of stock, or marked sold out for today by staff (today: true; stock kept). */
  soldOut: z.array(z.object({ id: z.number(), name: z.string(), today: z.boolean() })),
  counts: z.object({ foods: z.number(), users: z.number() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// Uploads are customers' too (profile photos): their schemas live in uploads.ts, kept out of
// the staff module so a customer's page never loads it. Here for the staff API's callers.
export {
  deleteUploadSchema,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  uploadPurposeSchema,
  uploadResponseSchema,
  type UploadPurpose,
  type UploadResponse,
} from './uploads';
