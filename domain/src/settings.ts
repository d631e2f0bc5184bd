import { z } from 'zod';
import { defaultTimetable, timetableSchema } from './shop-hours';

export const deliveryAreaSchema = z.object({
  name: z.string().trim().min(1).max(60),
  feeKobo: z.number().int().min(0).max(10_000_000),
});
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;

const text = (max: number) => z.string().trim().max(max);

/** The shop's settings, one JSON row in the database (DESIGN §2). */
export const settingsSchema = z.object({
  name: text(60).min(1),
  phone: text(30),
  whatsapp: text(30),
  instagram: text(60),
  email: text(120),
  address: text(200),
  mapUrl: text(500),
  timetable: timetableSchema,
  paused: z.boolean(),
  areas: z.array(deliveryAreaSchema).max(50),
});
export type Settings = z.infer<typeof settingsSchema>;

// spec §1: the delivery areas of the card; contact values are the restaurant's to fill in.
export const defaultSettings: Settings = {
  name: 'Buka',
  phone: '08000000000',
  whatsapp: '08000000000',
  instagram: 'buka.kitchen',
  email: 'hello@buka.example',
  address: 'Kubwa, Abuja, Nigeria',
  mapUrl: 'https://www.openstreetmap.org/search?query=Kubwa%2C%20Abuja',
  timetable: defaultTimetable,
  paused: false,
  areas: ['Samaru', 'Danmagaji', 'Inside Zaria', 'Tudun Wada', 'PZ', 'Sabon Gari'].map((name) => ({
    name,
    feeKobo: 0,
  })),
};

/** What GET /api/settings shows anyone (everything here is public today). */
export const publicSettingsSchema = settingsSchema;
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
