import { z } from 'zod';
import { messages } from './messages';

// The staff area's reports: dates are the restaurant's (Africa/Lagos), money naira.

const date = z
  .string({ error: messages.reportDatesInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.reportDatesInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), messages.reportDatesInvalid);

/** At most this many days in one report (three years). */
export const MAX_REPORT_DAYS = 1100;

const DAY_MS = 86_400_000;
export const reportGroupings = ['day', 'week', 'month'] as const;

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD (both included) &by=day|week|month */
export const reportQuerySchema = z
  .object({ from: date, to: date, by: z.enum(reportGroupings).default('day') })
  .refine((query) => query.from <= query.to, messages.reportDatesInvalid)
  .refine(
    (query) => (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS < MAX_REPORT_DAYS,
    messages.reportRangeTooLong,
  );
export type ReportQuery = z.input<typeof reportQuerySchema>;

const naira = z.number();
const figures = { orders: z.number(), sales: naira };

export const paidByValues = ['online', 'cash', 'transfer', 'unpaid'] as const;
export const fulfilmentValues = ['delivery', 'pickup'] as const;
/** Where an order came from: the customer's checkout, or staff taking it by phone. */
export const sourceValues = ['online', 'phone'] as const;

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(reportGroupings),
  summary: z.object({
    /** Orders placed and not canceled, and what they cost (delivery included). */
    ...figures,
    averageOrder: naira,
    canceled: z.number(),
    /** Money given back (or on its way) by refunds asked for in the range. */
    refunded: naira,
    refunds: z.number(),
    /** Sales less refunded: what the range's orders leave with the shop. */
    netSales: naira,
    /** What promotions took off the range's orders (sales are already after it). */
    discounts: naira,
  }),
  /** One row per day, week (from Monday) or month; `period` is its first day. */
  sales: z.array(z.object({ period: z.string(), ...figures })),
  /** How orders were paid: online (a provider confirmed it), cash (collected), or not yet. */
  paidBy: z.array(z.object({ paidBy: z.enum(paidByValues), ...figures })),
  /** Brought by a rider or collected at the shop. */
  fulfilment: z.array(z.object({ fulfilment: z.enum(fulfilmentValues), ...figures })),
  /** Placed by the customer online, or taken by staff on the phone. */
  source: z.array(z.object({ source: z.enum(sourceValues), ...figures })),
  dishes: z.array(
    z.object({ foodId: z.number(), name: z.string(), quantity: z.number(), revenue: naira }),
  ),
  /** Choices sold (Protein: Chicken…), best-selling first; revenue is what the choices added. */
  choices: z.array(
    z.object({ group: z.string(), name: z.string(), quantity: z.number(), revenue: naira }),
  ),
  /**
   * What each member of staff did in the range (docs/operations.md#reports-by-person): orders
   * accepted, phone orders taken, orders marked paid (less marks taken back) and what they
   * cost, refunds given and their money. Busiest first.
   */
  people: z.array(
    z.object({
      name: z.string(),
      accepted: z.number(),
      phoneOrders: z.number(),
      markedPaid: z.number(),
      markedPaidAmount: naira,
      refunds: z.number(),
      refunded: naira,
    }),
  ),
  /** Orders per promotion (code or offer) placed in the range, and what it took off them. */
  promotions: z.array(
    z.object({ promotionId: z.number(), label: z.string(), orders: z.number(), discount: naira }),
  ),
  refunds: z.array(
    z.object({
      id: z.number(),
      orderId: z.number(),
      createdAt: z.string(),
      amount: naira,
      method: z.enum(['cash', 'online']),
      provider: z.string(),
      status: z.enum(['pending', 'processed', 'failed']),
      reason: z.string(),
    }),
  ),
});
export type Report = z.infer<typeof reportSchema>;

/** The day's cash-up: what cash should be in the drawer, against what came in online. */
export const cashUpDaySchema = z.object({
  date: z.string(),
  /** Delivered cash orders: their number and what they cost. */
  cashOrders: z.number(),
  cashExpected: naira,
  /** Of those, what staff have not yet marked as collected. */
  cashNotMarked: naira,
  /** Cash handed back by staff that day. */
  cashRefunded: naira,
  /** cashExpected − cashRefunded: what the drawer should hold. */
  cashInHand: naira,
  onlineOrders: z.number(),
  /** Phone orders paid by bank transfer: delivered, or confirmed paid before (the bank's, not the drawer's). */
  transferOrders: z.number(),
  transferExpected: naira,
  /** Of those, what staff have not yet confirmed as received. */
  transferNotConfirmed: naira,
  /** Orders of the day paid through the provider (canceled ones too: the money came in). */
  onlineSettled: naira,
  onlineRefunded: naira,
  /** Orders of the day not yet delivered or canceled. */
  stillOpen: z.number(),
});
export const cashUpSchema = z.object({ days: z.array(cashUpDaySchema) });
export type CashUp = z.infer<typeof cashUpSchema>;
export type CashUpDay = z.infer<typeof cashUpDaySchema>;

/** The tables a report offers as CSV, and every order of the range. */
export const reportCsvTables = [
  'sales',
  'paid-by',
  'fulfilment',
  'source',
  'dishes',
  'choices',
  'promotions',
  'refunds',
  'people',
  'drawer',
  'cash-up',
  'orders',
] as const;
export const reportCsvParamsSchema = z.object({ table: z.enum(reportCsvTables) });
export type ReportCsvTable = (typeof reportCsvTables)[number];
