import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import {
  defaultSettings,
  hoursMessages,
  settingsSchema,
  type Settings,
} from '@buka/domain/settings';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

const changed: Settings = {
  ...defaultSettings,
  name: 'Mama Nkechi Kitchen',
  phone: '08031234567',
  timetable: defaultSettings.timetable.map((hours, day) =>
    day === 0
      ? null
      : day === 6
        ? [{ open: '08:30', close: '24:00' }]
        : [
            { open: '08:30', close: '15:00' },
            { open: '17:30', close: '21:00' },
          ],
  ),
  paused: true,
  areas: [
    { name: 'Kubwa', feeKobo: 50_000, minimumKobo: 200_000, freeFromKobo: 1_000_000 },
    { name: 'Dutse', feeKobo: 100_000 },
  ],
  fulfilment: { delivery: true, pickup: false },
  scheduling: {
    enabled: true,
    slotMinutes: 15,
    daysAhead: 7,
    leadMinutes: 60,
    maxPerSlot: 4,
    whileClosed: false,
  },
  specialDays: [
    { date: '2025-10-01', hours: null, note: 'Independence Day' },
    { date: '2025-12-31', hours: [{ open: '12:00', close: '24:00' }], note: "New Year's Eve" },
  ],
};

const NOW = new Date('2025-06-04T11:00:00Z');

describe.each(testDialects)('/api/settings on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => NOW });
  });
  afterAll(() => t.close());

  const get = () => t.app.inject({ method: 'GET', url: '/api/settings' });
  const put = (payload: unknown, user?: { token: string }) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: user ? bearer(user) : {},
      payload: payload as object,
    });

  it('shows the default settings to anyone, signed in or not', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(settingsSchema.parse(response.json())).toEqual(defaultSettings);
  });

  it('refuses a visitor with 401 and a customer with 403, and keeps the settings', async () => {
    const visitor = await put(changed);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: messages.unauthorized });

    const customer = await createTestUser(t.db);
    const refused = await put(changed, customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: messages.forbidden });

    expect((await get()).json()).toEqual(defaultSettings);
  });

  it.each([
    [
      'a closing before opening',
      { timetable: [{ open: '17:00', close: '09:00' }, ...defaultSettings.timetable.slice(1)] },
      'Closing time must be after opening time',
    ],
    [
      'a time written 9:00',
      { timetable: [{ open: '9:00', close: '17:00' }, ...defaultSettings.timetable.slice(1)] },
      'Use a time like 09:00',
    ],
    [
      'two times of one day that overlap',
      {
        timetable: [
          [
            { open: '09:00', close: '15:00' },
            { open: '14:00', close: '22:00' },
          ],
          ...defaultSettings.timetable.slice(1),
        ],
      },
      hoursMessages.overlap,
    ],
    ['an empty shop name', { name: '' }, undefined],
    ['a negative delivery fee', { areas: [{ name: 'PZ', feeKobo: -100 }] }, undefined],
    ['a missing timetable', { timetable: undefined }, undefined],
    ['paused as a string', { paused: 'true' }, undefined],
    [
      'delivery and pickup both off',
      { fulfilment: { delivery: false, pickup: false } },
      messages.fulfilmentNoneOn,
    ],
    [
      'the same special day twice',
      {
        specialDays: [
          { date: '2025-10-01', hours: null, note: '' },
          { date: '2025-10-01', hours: null, note: 'again' },
        ],
      },
      messages.specialDayTwice,
    ],
    [
      'a special day that is no date',
      { specialDays: [{ date: '1 October', hours: null, note: '' }] },
      messages.specialDayDate,
    ],
    [
      'slots of one minute',
      { scheduling: { ...defaultSettings.scheduling, slotMinutes: 1 } },
      undefined,
    ],
    ['no scheduling at all', { scheduling: undefined }, undefined],
    [
      'a WhatsApp number that is no Nigerian mobile',
      { whatsapp: '09 461 2345' },
      messages.whatsappInvalid,
    ],
  ])('answers 422 to an admin for %s and keeps the settings', async (_label, change, message) => {
    const admin = await createTestUser(t.db, { role: 'owner' });
    const response = await put({ ...defaultSettings, ...change }, admin);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.message).not.toMatch(/^Invalid input|expected/);
    if (message) expect(body.message).toBe(message);
    expect((await get()).json()).toEqual(defaultSettings);
  });

  it("saves an admin's settings, and the next GET shows them", async () => {
    const admin = await createTestUser(t.db, { role: 'owner' });
    const response = await put({ ...changed, name: `  ${changed.name}  ` }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(changed);

    const after = await get();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(changed);
  });

  const pause = (payload: unknown, user?: { token: string }) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/settings/pause',
      headers: user ? bearer(user) : {},
      payload: payload as object,
    });

  it('pauses ordering for some minutes by the server clock, or until staff resume', async () => {
    const admin = await createTestUser(t.db, { role: 'owner' });
    const before = (await get()).json() as Settings;

    const forHalfAnHour = await pause({ paused: true, minutes: 30 }, admin);
    expect(forHalfAnHour.statusCode).toBe(200);
    const until = new Date(NOW.getTime() + 30 * 60_000).toISOString();
    expect(forHalfAnHour.json()).toEqual({ ...before, paused: true, pausedUntil: until });
    expect((await get()).json()).toMatchObject({ paused: true, pausedUntil: until });

    const noEnd = await pause({ paused: true }, admin);
    expect(noEnd.json()).toMatchObject({ paused: true, pausedUntil: null });

    const resumed = await pause({ paused: false, minutes: 15 }, admin);
    expect(resumed.json()).toEqual({ ...before, paused: false, pausedUntil: null });
  });

  it('lets only staff pause, and refuses minutes that are not a whole number', async () => {
    expect((await pause({ paused: true })).statusCode).toBe(401);
    const customer = await createTestUser(t.db);
    expect((await pause({ paused: true }, customer)).statusCode).toBe(403);
    const admin = await createTestUser(t.db, { role: 'owner' });
    for (const minutes of [0, -5, 1.5, '30', 24 * 60 + 1]) {
      expect((await pause({ paused: true, minutes }, admin)).statusCode).toBe(422);
    }
    expect((await get()).json()).toMatchObject({ paused: false });
  });

  it('forgets the end of a pause when the whole settings switch it off', async () => {
    const admin = await createTestUser(t.db, { role: 'owner' });
    const until = '2025-06-04T12:00:00.000Z';
    const saved = await put({ ...defaultSettings, paused: false, pausedUntil: until }, admin);
    expect(saved.json()).toMatchObject({ paused: false, pausedUntil: null });
  });
});
