import type { Settings } from './settings';
import { defaultTimetable } from './shop-hours';

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
  pausedUntil: null,
  areas: ['Samaru', 'Danmagaji', 'Inside Zaria', 'Tudun Wada', 'PZ', 'Sabon Gari'].map((name) => ({
    name,
    feeKobo: 0,
    minimumKobo: null,
    freeFromKobo: null,
  })),
  fulfilment: { delivery: true, pickup: true },
  // Half-hour slots today and the next two days; the kitchen starts 45 minutes before.
  scheduling: {
    enabled: true,
    slotMinutes: 30,
    daysAhead: 2,
    leadMinutes: 45,
    maxPerSlot: null,
    whileClosed: true,
  },
  specialDays: [],
};
