import { z } from 'zod';
import { messages } from './messages';

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00');
// '24:00' closes at midnight, so a day can be open around the clock.
const closingTime = z.union([clockTime, z.literal('24:00')]);

export const openingHoursSchema = z
  .object({ open: clockTime, close: closingTime })
  .refine((hours) => hours.open < hours.close, 'Closing time must be after opening time');
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Seven entries, Sunday first (as Date#getDay counts); null is a day the shop stays closed. */
export const timetableSchema = z.array(openingHoursSchema.nullable()).length(7);
export type Timetable = z.infer<typeof timetableSchema>;

export const deliveryAreaSchema = z.object({
  name: z.string().trim().min(1).max(60),
  feeKobo: z.number().int().min(0).max(10_000_000),
});
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

const text = (max: number) => z.string().trim().max(max);

/** Empty, or an https address with a host and no user name or password in it. */
function isMapLink(value: string): boolean {
  return value === '' || /^https:\/\/[a-z0-9.-]+(:\d{1,5})?([/?#][^\s]*)?$/i.test(value);
}

/** The shop's settings, one JSON row in the database (DESIGN §2). */
export const settingsSchema = z.object({
  name: text(60).min(1),
  phone: text(30),
  whatsapp: text(30),
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
