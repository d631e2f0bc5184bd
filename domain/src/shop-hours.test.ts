import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closedCardMessage,
  closedOrderMessage,
  defaultTimetable,
  describeSpecialDays,
  describeTimetable,
  isShopOpen,
  nextOpening,
  type ShopHours,
  type Timetable,
} from './shop-hours';
import { openingHoursSchema, timetableSchema } from './settings';
import { SHOP_TIME_ZONE } from './shop-clock';

/** A moment on the restaurant's wall clock: Africa/Lagos is UTC+1 all year (no summer time). */
function lagos(isoLocal: string): Date {
  return new Date(`${isoLocal}:00+01:00`);
}

// January 2025: Saturday the 4th, Sunday the 5th, Monday the 6th.
const MONDAY = '2025-01-06';
const SATURDAY = '2025-01-04';
const SUNDAY = '2025-01-05';

const closedOnSunday: Timetable = defaultTimetable.map((hours, day) => (day === 0 ? null : hours));
const nightOwl: Timetable = defaultTimetable.map((hours, day) =>
  day === 1 ? [{ open: '09:00', close: '24:00' }] : hours,
);
const allDay: Timetable = defaultTimetable.map(() => [{ open: '00:00', close: '24:00' }]);
const neverOpen: Timetable = defaultTimetable.map(() => null);
/** The weekly timetable alone, no special days. */
const weekly = (timetable: Timetable): ShopHours => ({ timetable, specialDays: [] });

// The machine's zone must not matter: run every answer under zones far from Lagos on both sides.
const zones = [
  { tz: SHOP_TIME_ZONE, januaryOffset: -60 },
  { tz: 'Pacific/Kiritimati', januaryOffset: -14 * 60 },
  { tz: 'America/Los_Angeles', januaryOffset: 8 * 60 },
];

describe.each(zones)('shop hours when the machine runs in $tz', ({ tz, januaryOffset }) => {
  const original = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = tz;
  });
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('really runs in that zone (so the answers below prove something)', () => {
    expect(lagos(`${MONDAY}T09:00`).getTimezoneOffset()).toBe(januaryOffset);
  });

  it.each([
    ['00:00', false],
    ['08:59', false],
    ['09:00', true],
    ['12:00', true],
    ['16:59', true],
    ['17:00', false],
    ['20:00', false],
    ['23:59', false],
  ])('default timetable on Monday at %s Lagos time: open is %s', (time, open) => {
    expect(isShopOpen(lagos(`${MONDAY}T${time}`), weekly(defaultTimetable))).toBe(open);
  });

  it('reads the weekday in Lagos, where it is already Sunday at 00:30', () => {
    const sundayJustAfterMidnight = lagos(`${SUNDAY}T00:30`);
    expect(nextOpening(sundayJustAfterMidnight, weekly(closedOnSunday))).toMatchObject({
      daysAhead: 1,
      weekday: 1,
      time: '09:00',
    });
    expect(nextOpening(sundayJustAfterMidnight, weekly(defaultTimetable))).toMatchObject({
      daysAhead: 0,
      weekday: 0,
      time: '09:00',
    });
  });

  it('stays closed all Sunday when Sunday has no hours', () => {
    expect(isShopOpen(lagos(`${SUNDAY}T12:00`), weekly(closedOnSunday))).toBe(false);
    expect(isShopOpen(lagos(`${SATURDAY}T12:00`), weekly(closedOnSunday))).toBe(true);
  });

  it("says 'Till tomorrow 9:00 am' for the default timetable at 20:00", () => {
    const evening = lagos(`${MONDAY}T20:00`);
    expect(closedOrderMessage(evening, weekly(defaultTimetable))).toBe(
      "Sorry, we're closed. Till tomorrow 9:00 am",
    );
    expect(closedCardMessage(evening, weekly(defaultTimetable))).toBe(
      'We are closed for the day. You can check back tomorrow, 9:00 am',
    );
  });

  it("says 'today' before opening, midnight included", () => {
    for (const time of ['00:00', '07:00', '08:59']) {
      const early = lagos(`${MONDAY}T${time}`);
      expect(closedOrderMessage(early, weekly(defaultTimetable))).toBe(
        "Sorry, we're not open yet. We open at 9:00 am today",
      );
      expect(closedCardMessage(early, weekly(defaultTimetable))).toBe(
        'We are not open yet. We open at 9:00 am today',
      );
    }
  });

  it('skips a closed Sunday and names the day it opens', () => {
    expect(closedOrderMessage(lagos(`${SATURDAY}T20:00`), weekly(closedOnSunday))).toBe(
      "Sorry, we're closed. Till Monday 9:00 am",
    );
    expect(closedOrderMessage(lagos(`${SUNDAY}T10:00`), weekly(closedOnSunday))).toBe(
      "Sorry, we're closed. Till tomorrow 9:00 am",
    );
    expect(closedCardMessage(lagos(`${SATURDAY}T20:00`), weekly(closedOnSunday))).toBe(
      'We are closed for the day. You can check back Monday, 9:00 am',
    );
  });

  it('keeps a day closing at 24:00 open until midnight', () => {
    expect(isShopOpen(lagos(`${MONDAY}T23:59`), weekly(nightOwl))).toBe(true);
    expect(isShopOpen(lagos('2025-01-07T00:00'), weekly(nightOwl))).toBe(false);
    expect(closedOrderMessage(lagos('2025-01-07T00:00'), weekly(nightOwl))).toBe(
      "Sorry, we're not open yet. We open at 9:00 am today",
    );
  });

  it('is open around the clock with 00:00 to 24:00 every day', () => {
    for (const time of ['00:00', '00:01', '12:00', '23:59']) {
      expect(isShopOpen(lagos(`${MONDAY}T${time}`), weekly(allDay))).toBe(true);
    }
  });

  it('waits a whole week when the only open day has just closed', () => {
    const mondayOnly: Timetable = neverOpen.map((_, day) =>
      day === 1 ? [{ open: '11:30', close: '15:00' }] : null,
    );
    expect(nextOpening(lagos(`${MONDAY}T16:00`), weekly(mondayOnly))).toMatchObject({
      daysAhead: 7,
      weekday: 1,
      time: '11:30',
    });
    expect(closedOrderMessage(lagos(`${MONDAY}T16:00`), weekly(mondayOnly))).toBe(
      "Sorry, we're closed. Till Monday 11:30 am",
    );
    expect(closedOrderMessage(lagos(`${MONDAY}T08:00`), weekly(mondayOnly))).toBe(
      "Sorry, we're not open yet. We open at 11:30 am today",
    );
  });

  it('has no next opening when every day is closed', () => {
    const at = lagos(`${MONDAY}T12:00`);
    expect(isShopOpen(at, weekly(neverOpen))).toBe(false);
    expect(nextOpening(at, weekly(neverOpen))).toBeNull();
    expect(closedOrderMessage(at, weekly(neverOpen))).toBe("Sorry, we're closed.");
    expect(closedCardMessage(at, weekly(neverOpen))).toBe('We are closed for the day.');
  });
});

describe('describeTimetable', () => {
  it('groups the default timetable into one line', () => {
    expect(describeTimetable(defaultTimetable)).toEqual(['Every day: 9:00 am – 5:00 pm']);
  });

  it("groups the footer's week: Monday to Saturday, then Sunday", () => {
    const footer: Timetable = defaultTimetable.map((_, day) =>
      day === 0 ? [{ open: '12:00', close: '19:00' }] : [{ open: '09:00', close: '21:00' }],
    );
    expect(describeTimetable(footer)).toEqual([
      'Mon – Sat: 9:00 am – 9:00 pm',
      'Sun: 12:00 pm – 7:00 pm',
    ]);
  });

  it('shows closed days and splits runs that are not next to each other', () => {
    const week: Timetable = defaultTimetable.map((hours, day) => (day === 2 ? null : hours));
    expect(describeTimetable(week)).toEqual([
      'Mon: 9:00 am – 5:00 pm',
      'Tue: Closed',
      'Wed – Sun: 9:00 am – 5:00 pm',
    ]);
    expect(describeTimetable(closedOnSunday)).toEqual([
      'Mon – Sat: 9:00 am – 5:00 pm',
      'Sun: Closed',
    ]);
    expect(describeTimetable(neverOpen)).toEqual(['Every day: Closed']);
  });

  it('says midnight, not noon, for a day closing at 24:00', () => {
    expect(describeTimetable(nightOwl)).toEqual([
      'Mon: 9:00 am – 12:00 am',
      'Tue – Sun: 9:00 am – 5:00 pm',
    ]);
    expect(describeTimetable(allDay)).toEqual(['Every day: Open 24 hours']);
  });

  it("says a language's day names and words, and writes the times as in English", () => {
    const hausa = {
      days: ['Lahadi', 'Litinin', 'Talata', 'Laraba', 'Alhamis', 'Jumma’a', 'Asabar'],
      everyDay: 'Kullum',
      closed: 'A rufe',
      allDay: 'A buɗe awa 24',
    };
    const week: Timetable = defaultTimetable.map((hours, day) => (day === 2 ? null : hours));
    expect(describeTimetable(week, hausa)).toEqual([
      'Litinin: 9:00 am – 5:00 pm',
      'Talata: A rufe',
      'Laraba – Lahadi: 9:00 am – 5:00 pm',
    ]);
    expect(describeTimetable(neverOpen, hausa)).toEqual(['Kullum: A rufe']);
    expect(describeTimetable(allDay, hausa)).toEqual(['Kullum: A buɗe awa 24']);
  });
});

describe('timetableSchema', () => {
  it('accepts the default timetable, closed days and a 24:00 closing', () => {
    expect(timetableSchema.safeParse(defaultTimetable).success).toBe(true);
    expect(timetableSchema.safeParse(closedOnSunday).success).toBe(true);
    expect(timetableSchema.safeParse(allDay).success).toBe(true);
  });

  it('needs exactly seven days', () => {
    expect(timetableSchema.safeParse(defaultTimetable.slice(0, 6)).success).toBe(false);
    expect(timetableSchema.safeParse([...defaultTimetable, null]).success).toBe(false);
  });

  it.each([
    [{ open: '9:00', close: '17:00' }, 'Use a time like 09:00'],
    [{ open: '09:00', close: '25:00' }, 'Use a time like 09:00'],
    [{ open: '24:00', close: '24:00' }, 'Use a time like 09:00'],
    [{ open: '09:60', close: '17:00' }, 'Use a time like 09:00'],
    [{ open: '17:00', close: '09:00' }, 'Closing time must be after opening time'],
    [{ open: '09:00', close: '09:00' }, 'Closing time must be after opening time'],
  ])('refuses %j with %j', (hours, message) => {
    const result = openingHoursSchema.safeParse(hours);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(message);
  });
});

describe('special days over the weekly timetable', () => {
  // Wednesday 1 October 2025 is Independence Day; the 2nd is a Thursday.
  const holiday: ShopHours = {
    timetable: defaultTimetable,
    specialDays: [
      { date: '2025-10-01', hours: null, note: 'Independence Day' },
      { date: '2025-10-02', hours: [{ open: '12:00', close: '22:00' }], note: 'Late night' },
    ],
  };

  it('is closed all day on a holiday and keeps the changed hours of the next day', () => {
    expect(isShopOpen(lagos('2025-10-01T12:00'), holiday)).toBe(false);
    expect(isShopOpen(lagos('2025-10-02T10:00'), holiday)).toBe(false);
    expect(isShopOpen(lagos('2025-10-02T21:30'), holiday)).toBe(true);
    expect(isShopOpen(lagos('2025-10-03T10:00'), holiday)).toBe(true);
  });

  it('names the next opening after the holiday in the 405 answer and the closed card', () => {
    const eve = lagos('2025-09-30T20:00');
    expect(closedOrderMessage(eve, holiday)).toBe("Sorry, we're closed. Till Thursday 12:00 pm");
    expect(closedCardMessage(lagos('2025-10-01T08:00'), holiday)).toBe(
      'We are closed for the day. You can check back tomorrow, 12:00 pm',
    );
  });

  it('names a date, not a weekday, for an opening more than a week away', () => {
    const away: ShopHours = {
      timetable: defaultTimetable,
      specialDays: Array.from({ length: 10 }, (_, day) => ({
        date: `2025-12-${String(20 + day).padStart(2, '0')}`,
        hours: null,
        note: 'Christmas break',
      })),
    };
    expect(closedOrderMessage(lagos('2025-12-19T18:00'), away)).toBe(
      "Sorry, we're closed. Till Tue 30 Dec 9:00 am",
    );
  });

  it('lists the special days still to come for the footer, soonest first', () => {
    expect(describeSpecialDays(lagos('2025-09-20T12:00'), holiday)).toEqual([
      'Wed 1 Oct (Independence Day): Closed',
      'Thu 2 Oct (Late night): 12:00 pm – 10:00 pm',
    ]);
    expect(describeSpecialDays(lagos('2025-10-02T08:00'), holiday)).toEqual([
      'Thu 2 Oct (Late night): 12:00 pm – 10:00 pm',
    ]);
    expect(describeSpecialDays(lagos('2025-10-03T08:00'), holiday)).toEqual([]);
  });
});

describe('a day with lunch and dinner', () => {
  const lunch = { open: '11:00', close: '15:00' };
  const dinner = { open: '17:30', close: '22:00' };
  const twoShifts: ShopHours = weekly(
    defaultTimetable.map((_, day) => (day === 0 ? null : [lunch, dinner])),
  );

  it('is open in either stretch and closed in the gap between them', () => {
    expect(isShopOpen(lagos(`${MONDAY}T12:00`), twoShifts)).toBe(true);
    expect(isShopOpen(lagos(`${MONDAY}T16:00`), twoShifts)).toBe(false);
    expect(isShopOpen(lagos(`${MONDAY}T17:30`), twoShifts)).toBe(true);
    expect(isShopOpen(lagos(`${MONDAY}T22:00`), twoShifts)).toBe(false);
  });

  it('says it opens again at 17:30 in the gap, not that it is closed for the day', () => {
    const gap = lagos(`${MONDAY}T16:00`);
    expect(nextOpening(gap, twoShifts)).toMatchObject({ daysAhead: 0, time: '17:30' });
    expect(closedCardMessage(gap, twoShifts)).toBe(
      "Sorry, we're closed now. We open again at 5:30 pm today",
    );
    expect(closedOrderMessage(gap, twoShifts)).toBe(
      "Sorry, we're closed now. We open again at 5:30 pm today",
    );
    // Before lunch it has not opened yet; after dinner it is closed for the day.
    expect(closedCardMessage(lagos(`${MONDAY}T08:00`), twoShifts)).toBe(
      'We are not open yet. We open at 11:00 am today',
    );
    expect(closedCardMessage(lagos(`${MONDAY}T23:00`), twoShifts)).toBe(
      'We are closed for the day. You can check back tomorrow, 11:00 am',
    );
  });

  it('shows both stretches in the footer', () => {
    expect(describeTimetable(twoShifts.timetable)).toEqual([
      'Mon – Sat: 11:00 am – 3:00 pm, 5:30 pm – 10:00 pm',
      'Sun: Closed',
    ]);
  });

  it('follows a special day with stretches of its own', () => {
    const hours: ShopHours = {
      ...twoShifts,
      specialDays: [{ date: MONDAY, hours: [{ open: '18:00', close: '23:00' }], note: 'Party' }],
    };
    expect(isShopOpen(lagos(`${MONDAY}T12:00`), hours)).toBe(false);
    expect(closedCardMessage(lagos(`${MONDAY}T12:00`), hours)).toBe(
      'We are not open yet. We open at 6:00 pm today',
    );
  });
});

describe('dayHoursSchema through the timetable', () => {
  const withMonday = (monday: unknown) => [null, monday, null, null, null, null, null];

  it('sorts the stretches and reads a single { open, close } saved before as one stretch', () => {
    const parsed = timetableSchema.parse(
      withMonday([
        { open: '17:30', close: '22:00' },
        { open: '11:00', close: '15:00' },
      ]),
    );
    expect(parsed[1]).toEqual([
      { open: '11:00', close: '15:00' },
      { open: '17:30', close: '22:00' },
    ]);
    expect(timetableSchema.parse(withMonday({ open: '09:00', close: '17:00' }))[1]).toEqual([
      { open: '09:00', close: '17:00' },
    ]);
  });

  it.each([
    [
      'overlapping',
      [
        { open: '11:00', close: '15:00' },
        { open: '14:00', close: '22:00' },
      ],
      'The times of one day must not overlap or touch: each must close before the next opens',
    ],
    [
      'touching',
      [
        { open: '11:00', close: '15:00' },
        { open: '15:00', close: '22:00' },
      ],
      'The times of one day must not overlap or touch: each must close before the next opens',
    ],
    [
      'four',
      ['06:00', '09:00', '12:00', '18:00'].map((open) => ({
        open,
        close: open.replace(/^0?(\d+)/, (h) => String(Number(h) + 2).padStart(2, '0')),
      })),
      'A day can have at most 3 opening times',
    ],
  ])('refuses %s stretches in words', (_label, monday, message) => {
    const result = timetableSchema.safeParse(withMonday(monday));
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(message);
  });
});
