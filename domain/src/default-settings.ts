import type { Settings } from './settings';
import { defaultOrderLimits } from './order-limits';
import { defaultTimetable } from './shop-hours';

// docs/orders.md#pickup-and-later: the delivery areas of the card; contact values are the
// restaurant's to fill in.
export const defaultSettings: Settings = {
  name: 'Buka',
  phone: '08000000000',
  whatsapp: '08000000000',
  instagram: 'buka.kitchen',
  email: 'hello@buka.example',
  // The sample shop is where its delivery areas are (all in Zaria); the map follows the address.
  address: 'Samaru, Zaria, Kaduna State',
  mapUrl: '',
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
  orderLimits: defaultOrderLimits,
};

/**
 * Where the map link goes: the owner's own link when they set one, else a map search for the
 * shop's address, so the link follows the address when it changes.
 */
export function mapLinkOf(settings: { address: string; mapUrl: string }): string {
  if (settings.mapUrl) return settings.mapUrl;
  const address = settings.address.trim();
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : '';
}

/**
 * The link earlier versions stored with their sample address: not the owner's choice, so a shop
 * that still holds it gets the link that follows its own address.
 */
export const SAMPLE_MAP_URL_BEFORE = 'https://www.openstreetmap.org/search?query=Kubwa%2C%20Abuja';
