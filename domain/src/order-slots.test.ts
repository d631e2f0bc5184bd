import { describe, expect, it } from 'vitest';
import { defaultSettings } from './default-settings';
import {
  firstOrderSlot,
  orderSlots,
  orderTimeRefusal,
  preparationStart,
  slotLateness,
  type SlotSettings,
} from './order-slots';
import { defaultTimetable, type Timetable } from './shop-hours';

// Lagos is UTC+1 all year: a wall-clock time there written with its offset is one instant,
// whatever zone this machine runs in (shop-hours.property.test.ts runs these rules in others).
const lagos = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

// March 2025: Monday the 10th, Tuesday the 11th, Wednesday the 12th.
const MONDAY = '2025-03-10';
const TUESDAY = '2025-03-11';
const WEDNESDAY = '2025-03-12';

const shop = (change: Partial<SlotSettings> = {}): SlotSettings => ({
  timetable: defaultTimetable,
  specialDays: [],
  paused: false,
  pausedUntil: null,
  scheduling: { ...defaultSettings.scheduling },
  ...change,
});
const scheduling = (change: Partial<SlotSettings['scheduling']>) =>
  shop({ scheduling: { ...defaultSettings.scheduling, ...change } });

const times = (settings: SlotSettings, now: Date, date: string) =>
  orderSlots(now, settings)
    .find((day) => day.date === date)
    ?.slots.map((slot) => slot.time) ?? [];

const refusal = (settings: SlotSettings, now: Date, at: Date | null) =>
  orderTimeRefusal(now, settings, at);

describe('orderSlots', () => {
  it('offers tomorrow from 10:00 at 21:30 while closed: the kitchen starts 45 minutes before', () => {
    const days = orderSlots(lagos(MONDAY, '21:30'), shop());
    expect(days.map((day) => [day.date, day.daysAhead])).toEqual([
      [TUESDAY, 1],
      [WEDNESDAY, 2],
    ]);
    const tuesday = days[0]!.slots;
    expect(tuesday[0]).toEqual({
      startsAt: '2025-03-11T09:00:00.000Z',
      time: '10:00',
      ends: '10:30',
      full: false,
    });
    // The last slot ends as the shop closes, never after.
    expect(tuesday.at(-1)).toMatchObject({ time: '16:30', ends: '17:00' });
    expect(refusal(shop(), lagos(MONDAY, '21:30'), lagos(TUESDAY, '10:00'))).toBeNull();
  });

  it('offers nothing while closed when the shop takes orders for later only while open', () => {
    const settings = scheduling({ whileClosed: false });
    expect(orderSlots(lagos(MONDAY, '21:30'), settings)).toEqual([]);
    expect(refusal(settings, lagos(MONDAY, '21:30'), lagos(TUESDAY, '10:00'))).toEqual({
      status: 405,
      message: "Sorry, we're closed. Till tomorrow 9:00 am",
    });
    // Open again in the morning: tomorrow's slots are back.
    expect(times(settings, lagos(TUESDAY, '12:00'), WEDNESDAY)[0]).toBe('10:00');
  });

  it('gives the closed card the first time it may offer, or none when the shop says so', () => {
    expect(firstOrderSlot(lagos(MONDAY, '21:30'), shop())).toEqual({
      daysAhead: 1,
      date: TUESDAY,
      time: '10:00',
    });
    expect(firstOrderSlot(lagos(MONDAY, '21:30'), scheduling({ whileClosed: false }))).toBeNull();
    expect(firstOrderSlot(lagos(MONDAY, '21:30'), scheduling({ enabled: false }))).toBeNull();
    // Today only, and today is over: nothing to offer before tomorrow's opening.
    expect(firstOrderSlot(lagos(MONDAY, '21:30'), scheduling({ daysAhead: 0 }))).toBeNull();
  });

  it('starts today at the first slot the kitchen can still make', () => {
    expect(times(shop(), lagos(MONDAY, '12:00'), MONDAY)[0]).toBe('13:00');
    expect(times(shop(), lagos(MONDAY, '12:15'), MONDAY)[0]).toBe('13:00');
    expect(times(shop(), lagos(MONDAY, '12:16'), MONDAY)[0]).toBe('13:30');
    expect(times(shop(), lagos(MONDAY, '16:00'), MONDAY)).toEqual([]);
  });

  it('lays slots from the opening time in the chosen length', () => {
    const settings = scheduling({ slotMinutes: 45, leadMinutes: 0 });
    expect(times(settings, lagos(MONDAY, '20:00'), TUESDAY)).toEqual([
      '09:00',
      '09:45',
      '10:30',
      '11:15',
      '12:00',
      '12:45',
      '13:30',
      '14:15',
      '15:00',
      '15:45',
    ]);
  });

  it('keeps the last slot of a day open till midnight, and crosses midnight with the kitchen', () => {
    // Monday until midnight; Tuesday from midnight to 02:00, then again 09:00 to 17:00 is not
    // possible in one timetable, so Tuesday opens only 00:00 to 02:00.
    const timetable: Timetable = defaultTimetable.map((hours, day) =>
      day === 1
        ? [{ open: '18:00', close: '24:00' }]
        : day === 2
          ? [{ open: '00:00', close: '02:00' }]
          : hours,
    );
    const settings = shop({ timetable });
    expect(times(settings, lagos(MONDAY, '12:00'), MONDAY).at(-1)).toBe('23:30');
    // 00:00 and 00:30 are prepared from 23:15 and 23:45 on Monday, while the kitchen is open.
    expect(times(settings, lagos(MONDAY, '12:00'), TUESDAY)).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
    ]);
    const closedBefore = shop({
      timetable: timetable.map((hours, day) => (day === 1 ? null : hours)),
    });
    // Nobody cooks before midnight: the first slot leaves the kitchen its 45 minutes.
    expect(times(closedBefore, lagos(MONDAY, '12:00'), TUESDAY)).toEqual(['01:00', '01:30']);
  });

  it('reads special days: a holiday has no slots, changed hours have their own', () => {
    const settings = shop({
      specialDays: [
        { date: TUESDAY, hours: null, note: 'Holiday' },
        { date: WEDNESDAY, hours: [{ open: '12:00', close: '15:00' }], note: '' },
      ],
    });
    const days = orderSlots(lagos(MONDAY, '21:30'), settings);
    expect(days.map((day) => day.date)).toEqual([WEDNESDAY]);
    expect(days[0]!.slots.map((slot) => slot.time)).toEqual(['13:00', '13:30', '14:00', '14:30']);
    expect(refusal(settings, lagos(MONDAY, '21:30'), lagos(TUESDAY, '10:00'))).toEqual({
      status: 422,
      message: 'We are not open at that time. Please choose one of the times offered',
    });
  });

  it('waits for a pause to end, and offers nothing while paused until staff resume', () => {
    const until = shop({ paused: true, pausedUntil: lagos(MONDAY, '13:00').toISOString() });
    expect(times(until, lagos(MONDAY, '12:00'), MONDAY)[0]).toBe('14:00');
    expect(refusal(until, lagos(MONDAY, '12:00'), lagos(MONDAY, '13:30'))?.status).toBe(405);
    expect(refusal(until, lagos(MONDAY, '12:00'), lagos(MONDAY, '14:00'))).toBeNull();

    const noEnd = shop({ paused: true, pausedUntil: null });
    expect(orderSlots(lagos(MONDAY, '12:00'), noEnd)).toEqual([]);
    expect(refusal(noEnd, lagos(MONDAY, '12:00'), lagos(TUESDAY, '10:00'))).toEqual({
      status: 405,
      message: 'Sorry, we have paused ordering for now.',
    });
  });

  it('offers nothing when ordering for later is off, and marks the slots the server says are full', () => {
    expect(orderSlots(lagos(MONDAY, '12:00'), scheduling({ enabled: false }))).toEqual([]);
    const tenOClock = lagos(TUESDAY, '10:00').getTime();
    const days = orderSlots(lagos(MONDAY, '21:30'), shop(), (at) => at === tenOClock);
    expect(days[0]!.slots.slice(0, 2).map((slot) => slot.full)).toEqual([true, false]);
  });
});

describe('orderTimeRefusal', () => {
  const now = lagos(MONDAY, '12:00');

  it.each([
    ['a time already past', lagos(MONDAY, '11:30'), 'That time has already passed'],
    ['now itself', now, 'That time has already passed'],
    ['a slot the kitchen cannot make in time', lagos(MONDAY, '12:30'), 'too soon'],
    ['a time between two slots', lagos(TUESDAY, '10:15'), 'not open at that time'],
    ['a time after closing', lagos(MONDAY, '17:00'), 'not open at that time'],
    ['the last minutes before closing', lagos(MONDAY, '16:45'), 'not open at that time'],
    ['a time at night', lagos(TUESDAY, '03:00'), 'not open at that time'],
    ['a day too far ahead', lagos('2025-03-13', '10:00'), 'at most 2 days ahead'],
  ])('refuses %s with 422', (_label, at, words) => {
    const answer = refusal(shop(), now, at);
    expect(answer?.status).toBe(422);
    expect(answer?.message).toContain(words);
  });

  it('says the kitchen needs its lead time, and today only when no day ahead is allowed', () => {
    expect(refusal(shop(), now, lagos(MONDAY, '12:30'))?.message).toBe(
      'That time is too soon: the kitchen needs 45 minutes to prepare. Please choose a later time',
    );
    expect(refusal(scheduling({ daysAhead: 0 }), now, lagos(TUESDAY, '10:00'))?.message).toBe(
      'We take orders for later today only. Please choose a time today',
    );
  });

  it('answers as soon as possible by the timetable and the pause (405 while closed)', () => {
    expect(refusal(shop(), now, null)).toBeNull();
    expect(refusal(shop(), lagos(MONDAY, '21:30'), null)).toEqual({
      status: 405,
      message: "Sorry, we're closed. Till tomorrow 9:00 am",
    });
  });

  it('refuses any time at all while ordering for later is off', () => {
    expect(refusal(scheduling({ enabled: false }), now, lagos(TUESDAY, '10:00'))).toEqual({
      status: 422,
      message: 'We are not taking orders for later right now. Please order for as soon as possible',
    });
  });
});

describe('a slot starting exactly now: what is offered is what the server takes', () => {
  const MS = 1;
  // Offered by checkout and taken by the server, or neither, with the server's words.
  const answer = (settings: SlotSettings, now: Date, slot: Date) => {
    const offered = orderSlots(now, settings)
      .flatMap((day) => day.slots)
      .some((offer) => offer.startsAt === slot.toISOString());
    const refused = refusal(settings, now, slot);
    expect(offered).toBe(refused === null);
    return refused?.message ?? 'offered';
  };
  const past = 'That time has already passed. Please choose a later time';

  it('offers a slot up to the last millisecond before it starts, and never from its start on', () => {
    const settings = scheduling({ slotMinutes: 30, leadMinutes: 0 });
    const one = lagos(MONDAY, '13:00');
    expect(answer(settings, new Date(one.getTime() - MS), one)).toBe('offered');
    expect(answer(settings, one, one)).toBe(past);
    expect(answer(settings, new Date(one.getTime() + MS), one)).toBe(past);
    expect(times(settings, one, MONDAY)[0]).toBe('13:30');
    expect(slotLateness(one, 0, one.getTime())).toBe('begun');
  });

  it('lets the kitchen start on a slot exactly now, not a millisecond later', () => {
    const settings = scheduling({ slotMinutes: 30, leadMinutes: 30 });
    const one = lagos(MONDAY, '13:00');
    const halfPastTwelve = lagos(MONDAY, '12:30');
    expect(answer(settings, halfPastTwelve, one)).toBe('offered');
    expect(answer(settings, new Date(halfPastTwelve.getTime() + MS), one)).toBe(
      'That time is too soon: the kitchen needs 30 minutes to prepare. Please choose a later time',
    );
  });

  it('in a shop open from midnight, takes the midnight slot until midnight and not at it', () => {
    const settings = shop({
      timetable: defaultTimetable.map(() => [{ open: '00:00', close: '02:00' }]),
      scheduling: { ...defaultSettings.scheduling, slotMinutes: 30, leadMinutes: 0 },
    });
    const midnight = lagos(TUESDAY, '00:00');
    const justBefore = new Date(midnight.getTime() - MS);
    expect(answer(settings, justBefore, midnight)).toBe('offered');
    expect(times(settings, justBefore, TUESDAY)[0]).toBe('00:00');
    expect(answer(settings, midnight, midnight)).toBe(past);
    expect(times(settings, midnight, TUESDAY)).toEqual(['00:30', '01:00', '01:30']);
    // The last slot, 01:30 to 02:00, goes the same way at 01:30.
    const last = lagos(TUESDAY, '01:30');
    expect(answer(settings, last, last)).toBe(past);
    expect(times(settings, last, TUESDAY)).toEqual([]);
  });
});

it('starts preparing the lead time before the slot', () => {
  expect(preparationStart(lagos(TUESDAY, '10:00'), shop())).toEqual(lagos(TUESDAY, '09:15'));
});
