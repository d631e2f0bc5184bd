import { describe, expect, it } from 'vitest';
import { defaultSettings, settingsSchema } from './settings';
import { defaultTimetable } from './shop-hours';
import { mapLinkOf } from './default-settings';

describe('settingsSchema', () => {
  it("holds the spec's defaults: 9 to 17 every day and the six delivery areas", () => {
    expect(settingsSchema.parse(defaultSettings)).toEqual(defaultSettings);
    expect(defaultSettings.timetable).toEqual(defaultTimetable);
    expect(defaultSettings.paused).toBe(false);
    expect(defaultSettings.areas.map((area) => area.name)).toEqual([
      'Samaru',
      'Danmagaji',
      'Inside Zaria',
      'Tudun Wada',
      'PZ',
      'Sabon Gari',
    ]);
    expect(defaultSettings.areas.every((area) => area.feeKobo === 0)).toBe(true);
  });

  it('keeps an area saved before minimums and free delivery valid', () => {
    const parsed = settingsSchema.parse({
      ...defaultSettings,
      areas: [{ name: 'PZ', feeKobo: 0 }],
    });
    expect(parsed.areas).toEqual([{ name: 'PZ', feeKobo: 0 }]);
  });

  it('trims text fields', () => {
    const parsed = settingsSchema.parse({ ...defaultSettings, name: '  Mama Put  ' });
    expect(parsed.name).toBe('Mama Put');
  });

  it.each([
    ['an empty shop name', { name: '   ' }],
    ['a shop name over 60 characters', { name: 'x'.repeat(61) }],
    ['a timetable of six days', { timetable: defaultTimetable.slice(1) }],
    [
      'a day closing before it opens',
      { timetable: [{ open: '17:00', close: '09:00' }, ...defaultTimetable.slice(1)] },
    ],
    ['paused as text', { paused: 'yes' }],
    ['a negative delivery fee', { areas: [{ name: 'PZ', feeKobo: -1 }] }],
    ['a fee in fractions of kobo', { areas: [{ name: 'PZ', feeKobo: 10.5 }] }],
    ['an area without a name', { areas: [{ name: ' ', feeKobo: 0 }] }],
    [
      'more than 50 areas',
      { areas: Array.from({ length: 51 }, (_, i) => ({ name: `A${i}`, feeKobo: 0 })) },
    ],
    ['delivery and pickup both off', { fulfilment: { delivery: false, pickup: false } }],
    ['a slot of 5 minutes', { scheduling: { ...defaultSettings.scheduling, slotMinutes: 5 } }],
    ['a month ahead', { scheduling: { ...defaultSettings.scheduling, daysAhead: 31 } }],
    [
      'a lead time over 12 hours',
      { scheduling: { ...defaultSettings.scheduling, leadMinutes: 721 } },
    ],
    ['no room at all in a slot', { scheduling: { ...defaultSettings.scheduling, maxPerSlot: 0 } }],
    [
      'a special day on 31 February',
      { specialDays: [{ date: '2025-02-31', hours: null, note: '' }] },
    ],
    [
      'the same special day twice',
      {
        specialDays: [
          { date: '2025-10-01', hours: null, note: '' },
          { date: '2025-10-01', hours: { open: '10:00', close: '12:00' }, note: '' },
        ],
      },
    ],
    ['a negative minimum order', { areas: [{ name: 'PZ', feeKobo: 0, minimumKobo: -1 }] }],
  ])('refuses %s', (_label, change) => {
    expect(settingsSchema.safeParse({ ...defaultSettings, ...change }).success).toBe(false);
  });

  it('needs every field, so a save never drops one by accident', () => {
    const { timetable: _timetable, ...withoutTimetable } = defaultSettings;
    expect(settingsSchema.safeParse(withoutTimetable).success).toBe(false);
  });
});

describe('the map link', () => {
  it("follows the shop's address unless the owner set a link of their own", () => {
    expect(mapLinkOf({ address: 'Samaru, Zaria', mapUrl: '' })).toBe(
      'https://www.openstreetmap.org/search?query=Samaru%2C%20Zaria',
    );
    expect(mapLinkOf({ address: 'Samaru, Zaria', mapUrl: 'https://maps.example/buka' })).toBe(
      'https://maps.example/buka',
    );
    expect(mapLinkOf({ address: '  ', mapUrl: '' })).toBe('');
  });

  it('starts the sample shop where its delivery areas are', () => {
    expect(defaultSettings.address).toMatch(/Zaria/);
    expect(defaultSettings.mapUrl).toBe('');
  });
});
