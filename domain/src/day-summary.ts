import { z } from 'zod';
import { messages } from './messages';
import { isNigerianMobile, normalizePhone } from './phone-numbers';
import { hoursOn, type ShopHours } from './shop-hours';
import { addDays, dayEnd, shopInstant, shopToday, toMinutes } from './shop-clock';

// The owner's evening (docs/operations.md#the-day-summary): the shop day's figures, sent at
// closing time to the numbers staff choose, and shown on the staff dashboard.

/** At most this many numbers get the summary. */
export const DAY_SUMMARY_MAX_PHONES = 3;

/** Who gets the day summary at closing time, and whether it is sent at all. */
export const daySummarySettingsSchema = z
  .object({
    enabled: z.boolean(),
    phones: z
      .array(
        z
          .string()
          .trim()
          .max(30, messages.daySummaryPhoneInvalid)
          .refine(isNigerianMobile, messages.daySummaryPhoneInvalid)
          .transform(normalizePhone),
      )
      .max(DAY_SUMMARY_MAX_PHONES, messages.daySummaryPhonesTooMany),
  })
  .superRefine((settings, context) => {
    settings.phones.forEach((phone, index) => {
      if (settings.phones.indexOf(phone) !== index) {
        context.addIssue({
          code: 'custom',
          path: ['phones', index],
          message: messages.daySummaryPhoneTwice,
        });
      }
    });
    if (settings.enabled && settings.phones.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['phones'],
        message: messages.daySummaryNeedsPhone,
      });
    }
  });
export type DaySummarySettings = z.infer<typeof daySummarySettingsSchema>;
export type DaySummarySettingsInput = z.input<typeof daySummarySettingsSchema>;

/** GET /api/admin/day-summary/settings: the settings, and the staff whose mobiles may be picked. */
export const daySummarySettingsAnswerSchema = z.object({
  enabled: z.boolean(),
  phones: z.array(z.string()),
  staff: z.array(z.object({ name: z.string(), phone: z.string() })),
});
export type DaySummarySettingsAnswer = z.infer<typeof daySummarySettingsAnswerSchema>;

export const defaultDaySummarySettings: DaySummarySettings = { enabled: false, phones: [] };

/**
 * The ways a summary can go, in the order they are tried: WhatsApp, else SMS, else only the
 * dashboard's card (which every day has, whichever way it went).
 */
export const daySummaryWays = ['whatsapp', 'sms', 'dashboard'] as const;
export type DaySummaryWay = (typeof daySummaryWays)[number];

const naira = z.number();

/** One shop day's figures, each the reports' own for that day (naira). */
export const daySummarySchema = z.object({
  /** The shop's date, YYYY-MM-DD. */
  date: z.string(),
  /** Orders placed that day and not canceled (the reports' "Orders"). */
  orders: z.number(),
  canceled: z.number(),
  /** What those orders cost, delivery included (the reports' "Sales"). */
  sales: naira,
  /** Of the sales, what has been paid: online, in cash or by transfer. */
  paidSales: naira,
  /** Refunds given that day, and what they gave back. */
  refunds: z.number(),
  refunded: naira,
  /** Sales less refunded (the reports' "Net sales"). */
  net: naira,
  /** What the drawer should hold: delivered cash orders less cash handed back (the cash-up's). */
  cashInDrawer: naira,
  /** The best-selling dishes, at most three. */
  bestDishes: z.array(z.object({ name: z.string(), quantity: z.number() })),
  /** The longest an order accepted that day waited for staff, in seconds; null: none accepted. */
  slowestAcceptSeconds: z.number().nullable(),
});
export type DaySummary = z.infer<typeof daySummarySchema>;

/** GET /api/admin/day-summary: the last closed day (and how it was sent), and today so far. */
export const daySummaryCardSchema = z.object({
  lastClosed: daySummarySchema
    .extend({
      /** How it went out, when the shop sent it; null: it was not sent (turned off, or too late). */
      sent: z
        .object({
          way: z.enum(daySummaryWays),
          at: z.string(),
          /** The numbers it went to, as staff wrote them. */
          to: z.array(z.string()),
        })
        .nullable(),
    })
    .nullable(),
  today: daySummarySchema,
  /** Whether the summary is sent at closing time (Settings). */
  summaryOn: z.boolean(),
  /** When today's summary is due: the closing time of today's hours; null: closed today. */
  todayClosesAt: z.string().nullable(),
});
export type DaySummaryCard = z.infer<typeof daySummaryCardSchema>;

/** '45 s', '3 min', '3 min 10 s': how long an order waited to be accepted. */
export function waitLength(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/**
 * When a shop date's summary is due: the last closing time of that date's hours (its special
 * day's, else its weekday's; after dinner, not between lunch and dinner); a date the shop stays
 * closed, its midnight.
 */
export function summaryDueAt(date: string, hours: ShopHours): number {
  const last = hoursOn(date, hours)?.at(-1);
  return last ? shopInstant(date, toMinutes(last.close)).getTime() : dayEnd(date);
}

/** The newest shop date whose summary is due at `now`: today once it has closed, else yesterday. */
export function lastClosedDay(now: Date, hours: ShopHours): string {
  const today = shopToday(now);
  return now.getTime() >= summaryDueAt(today, hours) ? today : addDays(today, -1);
}
