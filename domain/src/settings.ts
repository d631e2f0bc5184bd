import { z } from 'zod';
import { messages } from './messages';
import { isNigerianMobile } from './phone-numbers';
import { defaultOrderLimits, orderLimitRanges } from './order-limits';

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00');
// '24:00' closes at midnight, so a day can be open around the clock.
const closingTime = z.union([clockTime, z.literal('24:00')]);

/** One stretch of a day the shop is open ('11:00'–'15:00'). */
export const openingHoursSchema = z
  .object({ open: clockTime, close: closingTime })
  .refine((hours) => hours.open < hours.close, 'Closing time must be after opening time');
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/**
 * The hours form's own words, beside their rules: only staff and the server read them, so the
 * customers' pages do not carry them (docs/messages.md).
 */
export const hoursMessages = {
  overlap: 'The times of one day must not overlap or touch: each must close before the next opens',
  tooMany: 'A day can have at most {count} opening times',
} as const;

/** A day may open more than once (lunch, then dinner), in at most this many stretches. */
export const MAX_DAY_RANGES = 3;

// Each stretch ends before the next begins, with a gap: stretches that touch are one stretch,
// and the next opening is then always a moment the shop opens (docs/orders.md#hours).
const dayRangesSchema = z
  .array(openingHoursSchema)
  .min(1)
  .max(MAX_DAY_RANGES, hoursMessages.tooMany.replace('{count}', String(MAX_DAY_RANGES)))
  .transform((ranges) => [...ranges].sort((a, b) => a.open.localeCompare(b.open)))
  .refine(
    (ranges) => ranges.every((range, i) => i === 0 || ranges[i - 1]!.close < range.open),
    hoursMessages.overlap,
  );

/**
 * The hours of one day: its stretches, earliest first; null: closed all day. A single
 * { open, close } (how hours were saved before a day could have several) reads as one stretch.
 */
export const dayHoursSchema = z
  .preprocess(
    (value) =>
      value !== null && typeof value === 'object' && !Array.isArray(value) ? [value] : value,
    dayRangesSchema,
  )
  .nullable();
export type DayHours = OpeningHours[] | null;

/** Seven entries, Sunday first (as Date#getDay counts); null is a day the shop stays closed. */
export const timetableSchema = z.array(dayHoursSchema).length(7);
export type Timetable = DayHours[];

const kobo = z.number().int().min(0).max(10_000_000);

export const deliveryAreaSchema = z.object({
  name: z.string().trim().min(1).max(60),
  feeKobo: kobo,
  // Optional, so areas saved before these rules (and callers that know none) stay valid.
  /** The least the dishes must come to for delivery to this area; null or absent: any amount. */
  minimumKobo: kobo.nullable().optional(),
  /** From this much in dishes, delivery to this area is free; null or absent: never free. */
  freeFromKobo: kobo.nullable().optional(),
});
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

/** How orders leave the kitchen; staff may turn either off, never both. */
export const fulfilmentSettingsSchema = z
  .object({ delivery: z.boolean(), pickup: z.boolean() })
  .refine((ways) => ways.delivery || ways.pickup, messages.fulfilmentNoneOn);
export type FulfilmentSettings = z.infer<typeof fulfilmentSettingsSchema>;

/** Ordering for a time later today or on the coming days (docs/orders.md#pickup-and-later). */
export const schedulingSchema = z.object({
  /** Customers may choose a time instead of 'As soon as possible'. */
  enabled: z.boolean(),
  /** Length of one time slot: the customer chooses 10:00–10:30, 10:30–11:00… */
  slotMinutes: z.number().int().min(10).max(240),
  /** Days after today a slot may be on (0: today only). */
  daysAhead: z.number().int().min(0).max(14),
  /** How long before a slot the kitchen starts on it; no slot sooner than this from now. */
  leadMinutes: z
    .number()
    .int()
    .min(0)
    .max(12 * 60),
  /** Orders one slot may take; null: no limit. */
  maxPerSlot: z.number().int().min(1).max(1000).nullable(),
  /** While closed, customers may still order for a time after the next opening. */
  whileClosed: z.boolean(),
});
export type SchedulingSettings = z.infer<typeof schedulingSchema>;

/** A date with hours of its own (a holiday, a late night), over the weekly timetable. */
export const specialDaySchema = z.object({
  /** The restaurant's calendar date, YYYY-MM-DD. */
  date: z.iso.date(messages.specialDayDate),
  /** Its stretches, as a weekday's; null: closed all day. */
  hours: dayHoursSchema,
  /** What customers read beside it ('Independence Day'); may be empty. */
  note: z.string().trim().max(60),
});
export type SpecialDay = z.infer<typeof specialDaySchema>;

export const specialDaysSchema = z
  .array(specialDaySchema)
  .max(100)
  .refine(
    (days) => new Set(days.map((day) => day.date)).size === days.length,
    messages.specialDayTwice,
  );

const within = ([min, max]: readonly [number, number]) =>
  z
    .number()
    .int(`Please enter a whole number from ${min} to ${max}`)
    .min(min, `Please enter a whole number from ${min} to ${max}`)
    .max(max, `Please enter a whole number from ${min} to ${max}`);

/** How much one customer's order may take, and how long it may wait for staff (docs/orders.md#order-limits). */
export const orderLimitsSchema = z.object({
  maxPerDish: within(orderLimitRanges.maxPerDish),
  maxPortions: within(orderLimitRanges.maxPortions),
  answerWithinMinutes: within(orderLimitRanges.answerWithinMinutes),
});

const text = (max: number) => z.string().trim().max(max);

/** Empty, or an https address with a host and no user name or password in it. */
function isMapLink(value: string): boolean {
  return value === '' || /^https:\/\/[a-z0-9.-]+(:\d{1,5})?([/?#][^\s]*)?$/i.test(value);
}

/** The shop's settings, one JSON row in the database (docs/server-rules.md#data). */
export const settingsSchema = z.object({
  name: text(60).min(1),
  phone: text(30),
  /** Customers' chats go here (docs/whatsapp.md); empty: no WhatsApp links anywhere. */
  whatsapp: text(30).refine((value) => value === '' || isNigerianMobile(value), {
    error: messages.whatsappInvalid,
  }),
  instagram: text(60),
  email: text(120),
  address: text(200),
  // Opened in a new tab from the footer and contact page: a web address, never javascript:.
  mapUrl: text(500).refine(isMapLink, messages.invalidMapUrl),
  timetable: timetableSchema,
  paused: z.boolean(),
  /** When a pause ends by itself (an instant); null while paused until staff resume. */
  pausedUntil: z.iso.datetime({ offset: true }).nullable().default(null),
  areas: z.array(deliveryAreaSchema).max(50),
  fulfilment: fulfilmentSettingsSchema,
  scheduling: schedulingSchema,
  specialDays: specialDaysSchema,
  // Absent from shops saved before the limits: they get the defaults.
  orderLimits: orderLimitsSchema.default(defaultOrderLimits),
  /**
   * The customer's order page offers a call link to the rider on the way (docs/orders.md#riders).
   * Absent means off: the default is left out of the customer's download.
   */
  riderCallLink: z.boolean().optional(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** PUT /api/settings/pause: pause for some minutes, or until staff resume (no minutes). */
export const pauseRequestSchema = z.object({
  paused: z.boolean(),
  minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable()
    .default(null),
});
export type PauseRequest = z.input<typeof pauseRequestSchema>;

// Kept in a module of its own, without zod, for the web app's first download.
export { defaultSettings } from './default-settings';

/** What GET /api/settings shows anyone (everything here is public today). */
export const publicSettingsSchema = settingsSchema;
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
