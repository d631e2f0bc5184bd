import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { productsResponseSchema } from '@buka/domain/products';
import { servedTimesMessages } from '@buka/domain/admin';
import {
  defaultSettings,
  hoursMessages,
  settingsSchema,
  type Settings,
} from '@buka/domain/settings';
import { settingsInStretches } from '../db/migrations/0039-hour-ranges';
import { readSettings, writeSettings } from '../settings/settings.repository';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { postOrder } from './orders.test-helpers';

// A day with lunch and dinner, and dishes served at some times only, as the API answers them.
// Wednesday 4 June 2025 in Lagos; the shop opens 11:00–15:00 and 17:30–22:00 every day.
const lagos = (time: string, date = '2025-06-04') => new Date(`${date}T${time}:00+01:00`);
const lunchAndDinner: Settings = {
  ...defaultSettings,
  timetable: defaultSettings.timetable.map(() => [
    { open: '11:00', close: '15:00' },
    { open: '17:30', close: '22:00' },
  ]),
  // No time for the kitchen before a slot: the first dinner slot is the reopening itself.
  scheduling: { ...defaultSettings.scheduling, leadMinutes: 0 },
};

describe.each(testDialects)('opening times and dishes served at some times on %s', (dialect) => {
  let t: TestApp;
  let clock = lagos('16:00');
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => clock });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = lagos('16:00');
    await writeSettings(t.db.kysely, lunchAndDinner);
    await t.db.kysely
      .updateTable('foods')
      .set({ availableFrom: null, availableUntil: null })
      .execute();
    await t.db.kysely
      .updateTable('categories')
      .set({ availableFrom: null, availableUntil: null })
      .execute();
  });

  const order = async (extra: Record<string, unknown>, products = [{ id: 101, qty: 1 }]) => {
    const user = await createTestUser(t.db);
    return postOrder(t, user, products, { extra: { paymentMethod: 'cash', ...extra } });
  };

  it('refuses an order for now at 16:00, saying when it opens again', async () => {
    const response = await order({});
    expect(response.statusCode).toBe(405);
    expect(response.json()).toMatchObject({
      message: "Sorry, we're closed now. We open again at 5:30 pm today",
    });
  });

  it('takes an order for 17:30, offers no time in the gap and offers 17:30 first', async () => {
    const slots = (await t.app.inject({ method: 'GET', url: '/api/orders/slots' })).json<{
      days: { date: string; slots: { time: string; startsAt: string }[] }[];
    }>();
    const today = slots.days.find((day) => day.date === '2025-06-04');
    expect(today?.slots[0]?.time).toBe('17:30');
    expect(today?.slots.some((slot) => slot.time >= '15:00' && slot.time < '17:30')).toBe(false);

    const later = await order({ scheduledFor: lagos('17:30').toISOString() });
    expect(later.statusCode).toBe(201);
    const gap = await order({ scheduledFor: lagos('16:30').toISOString() });
    expect(gap.statusCode).toBe(422);
    expect(gap.json()).toMatchObject({ message: messages.slotClosed });
  });

  it('keeps the stretches a staff member saves, and refuses two that overlap', async () => {
    const staff = await createTestUser(t.db, { role: 'owner' });
    const save = (timetable: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: bearer(staff),
        payload: { ...lunchAndDinner, timetable },
      });
    expect((await save(lunchAndDinner.timetable)).statusCode).toBe(200);
    expect((await readSettings(t.db.kysely)).timetable[3]).toEqual(lunchAndDinner.timetable[3]);
    const overlap = lunchAndDinner.timetable.map(() => [
      { open: '11:00', close: '18:00' },
      { open: '17:30', close: '22:00' },
    ]);
    const refused = await save(overlap);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: hoursMessages.overlap });
  });

  it('refuses a dish outside its times, in the cart and in an order, and takes it later', async () => {
    // Jollof Rice (101) for dinner only.
    await t.db.kysely
      .updateTable('foods')
      .set({ availableFrom: '17:30' })
      .where('id', '=', 101)
      .execute();
    clock = lagos('12:00');
    const user = await createTestUser(t.db);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(user),
      payload: { fid: 101 },
    });
    expect(added.statusCode).toBe(422);
    expect(added.json()).toMatchObject({
      message:
        'Jollof Rice is served from 5:30 pm to 12:00 am only. Please order it then, or order for later',
    });
    const now = await order({});
    expect(now.statusCode).toBe(422);
    const lunch = await order({ scheduledFor: lagos('13:00').toISOString() });
    expect(lunch.statusCode).toBe(422);
    expect(lunch.json()).toMatchObject({
      message: 'Jollof Rice is served from 5:30 pm to 12:00 am only. Please choose a time then',
    });
    const dinner = await order({ scheduledFor: lagos('18:00').toISOString() });
    expect(dinner.statusCode).toBe(201);
    // Another dish is served all day.
    expect((await order({}, [{ id: 102, qty: 1 }])).statusCode).toBe(201);

    const menu = productsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
    );
    expect(menu.products.find((food) => food.id === 101)).toMatchObject({
      availableFrom: '17:30',
      availableUntil: null,
    });
  });

  it("follows a category's times as well as the dish's own", async () => {
    // Fried Rice (102) is in category 7; breakfast there ends at 11:30.
    await t.db.kysely
      .updateTable('categories')
      .set({ availableUntil: '11:30' })
      .where('id', '=', 7)
      .execute();
    clock = lagos('12:00');
    const refused = await order({}, [{ id: 102, qty: 1 }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message:
        'Fried Rice is served from 12:00 am to 11:30 am only. Please order it then, or order for later',
    });
    clock = lagos('11:15');
    expect((await order({}, [{ id: 102, qty: 1 }])).statusCode).toBe(201);
  });

  it('lets staff give a dish its times and clear them', async () => {
    const staff = await createTestUser(t.db, { role: 'owner' });
    const body = {
      name: 'Akara and Pap',
      imageURL: '/dishes/akara.webp',
      categoryId: 7,
      price: 1500,
      stock: 5,
      availableFrom: '07:00',
      availableUntil: '11:00',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(staff),
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect(created.json()).toMatchObject({ availableFrom: '07:00', availableUntil: '11:00' });
    const backwards = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(staff),
      payload: { ...body, availableFrom: '11:00', availableUntil: '07:00' },
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({ message: servedTimesMessages.order });
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: bearer(staff),
      payload: { ...body, availableFrom: '', availableUntil: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ availableFrom: null, availableUntil: null });
  });
});

describe('the settings saved before a day could open more than once', () => {
  const before = {
    ...defaultSettings,
    timetable: [null, ...Array.from({ length: 6 }, () => ({ open: '09:00', close: '17:00' }))],
    specialDays: [
      { date: '2025-10-01', hours: null, note: 'Independence Day' },
      { date: '2025-12-24', hours: { open: '10:00', close: '14:00' }, note: '' },
    ],
  };

  it('become one stretch a day in the migration, and read the same either way', () => {
    const migrated = JSON.parse(settingsInStretches(JSON.stringify(before))) as Settings;
    expect(migrated.timetable[0]).toBeNull();
    expect(migrated.timetable[1]).toEqual([{ open: '09:00', close: '17:00' }]);
    expect(migrated.specialDays[1]?.hours).toEqual([{ open: '10:00', close: '14:00' }]);
    expect(migrated.specialDays[0]?.hours).toBeNull();
    expect(settingsSchema.parse(before)).toEqual(settingsSchema.parse(migrated));
  });
});
