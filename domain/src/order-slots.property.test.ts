import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSlots, orderTimeRefusal, type SlotSettings } from './order-slots';
import { timetableSchema, type DayHours, type SpecialDay } from './settings';
import { SHOP_TIME_ZONE } from './shop-clock';
import { closedCardMessage, isShopOpen, nextOpening, type ShopHours } from './shop-hours';

// Property tests of the time rules over random timetables, special days, settings and moments,
// against a model of the restaurant's clock written without Intl: Lagos is UTC+1 all year, so
// its wall clock is the UTC clock of the instant one hour later. Run in zones far from Lagos on
// both sides, so the machine's own zone can be seen to play no part.

// A failure prints its seed and path: FC_SEED=<seed> (and FC_PATH=<path>) replays it.
const replay = process.env.FC_SEED
  ? { seed: Number(process.env.FC_SEED), path: process.env.FC_PATH }
  : {};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function modelClock(at: number) {
  const wall = new Date(at + HOUR);
  return {
    date: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}
const modelMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`) - HOUR;
const modelAddDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

function modelHours(date: string, hours: ShopHours): DayHours {
  const special = hours.specialDays.find((day) => day.date === date);
  if (special) return special.hours;
  return hours.timetable[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? null;
}
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

function modelOpen(at: number, hours: ShopHours): boolean {
  const { date, minutes } = modelClock(at);
  return (modelHours(date, hours) ?? []).some(
    (range) => minutesOf(range.open) <= minutes && minutes < minutesOf(range.close),
  );
}

/** Open at every moment of [from, to): hours change only on the quarter hour. */
function modelOpenThroughout(from: number, to: number, hours: ShopHours): boolean {
  const quarter = 15 * MINUTE;
  const points = [from, to - 1];
  for (let at = Math.ceil(from / quarter) * quarter; at < to; at += quarter) points.push(at);
  return points.every((at) => modelOpen(at, hours));
}

/** The slots a careful person would list by hand from the rules, one by one. */
function modelSlots(now: number, settings: SlotSettings): string[] {
  const { slotMinutes, leadMinutes, daysAhead } = settings.scheduling;
  const pauseEnd =
    settings.paused && settings.pausedUntil ? Date.parse(settings.pausedUntil) : -Infinity;
  const starts: string[] = [];
  const today = modelClock(now).date;
  for (let ahead = 0; ahead <= daysAhead; ahead++) {
    const date = modelAddDays(today, ahead);
    for (const range of modelHours(date, settings) ?? []) {
      for (let start = minutesOf(range.open); start + slotMinutes <= minutesOf(range.close);) {
        const startsAt = modelMidnight(date) + start * MINUTE;
        const prepareAt = startsAt - leadMinutes * MINUTE;
        const open = modelOpenThroughout(prepareAt, startsAt + slotMinutes * MINUTE, settings);
        if (open && startsAt > now && prepareAt >= now && prepareAt >= pauseEnd) {
          starts.push(new Date(startsAt).toISOString());
        }
        start += slotMinutes;
      }
    }
  }
  return starts;
}

// Times on the quarter hour, as staff set them; '24:00' closes at midnight. A day has one to
// three stretches, earliest first, each closing before the next opens (lunch, then dinner).
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const dayRanges: fc.Arbitrary<NonNullable<DayHours>> = fc
  .integer({ min: 1, max: 3 })
  .chain((count) =>
    fc.uniqueArray(fc.integer({ min: 0, max: 96 }), {
      minLength: count * 2,
      maxLength: count * 2,
    }),
  )
  .map((quarters) => {
    const times = [...quarters].sort((a, b) => a - b).map((q) => hhmm(q * 15));
    return Array.from({ length: times.length / 2 }, (_, i) => ({
      open: times[2 * i]!,
      close: times[2 * i + 1]!,
    }));
  });
const dayHours = fc.option(dayRanges, { nil: null, freq: 4 });
// Any moment from 2024 to 2027, to the millisecond, or on the quarter hour, where a slot may
// start exactly now (a shop open 00:00 to 02:00 at midnight): the edge a moment drawn to the
// millisecond almost never meets.
const QUARTER = 15 * MINUTE;
const [first, last] = [Date.UTC(2024, 0, 1), Date.UTC(2027, 11, 31)];
const moment = fc.oneof(
  fc.integer({ min: first, max: last }),
  fc.integer({ min: first / QUARTER, max: last / QUARTER }).map((quarter) => quarter * QUARTER),
);

const shopAround = (now: number) =>
  fc.record({
    timetable: fc.array(dayHours, { minLength: 7, maxLength: 7 }),
    specialDays: fc
      .uniqueArray(fc.integer({ min: -2, max: 9 }), { maxLength: 5 })
      .chain((offsets) =>
        fc.tuple(
          ...offsets.map((offset) =>
            fc.record({
              date: fc.constant(modelAddDays(modelClock(now).date, offset)),
              hours: dayHours,
              note: fc.constant(''),
            }),
          ),
        ),
      )
      .map((days): SpecialDay[] => days),
    scheduling: fc.record({
      enabled: fc.constant(true),
      slotMinutes: fc.oneof(fc.constantFrom(15, 30, 60), fc.integer({ min: 10, max: 240 })),
      daysAhead: fc.integer({ min: 0, max: 4 }),
      leadMinutes: fc.oneof(fc.constantFrom(0, 30, 45), fc.integer({ min: 0, max: 720 })),
      maxPerSlot: fc.constant(null),
      whileClosed: fc.constant(true),
    }),
    paused: fc.boolean(),
    pausedUntil: fc
      .option(fc.integer({ min: -60, max: 24 * 60 }), { nil: null, freq: 3 })
      .map((minutes) => (minutes === null ? null : new Date(now + minutes * MINUTE).toISOString())),
  });
const nowAndShop = moment.chain((now) => fc.tuple(fc.constant(now), shopAround(now)));

const zones = [SHOP_TIME_ZONE, 'America/New_York', 'Pacific/Kiritimati', 'Asia/Kolkata'];

describe.each(zones)('time rules with the machine in %s', (zone) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('draws only timetables staff could save', () => {
    fc.assert(
      fc.property(nowAndShop, ([, shop]) => {
        expect(timetableSchema.safeParse(shop.timetable).success).toBe(true);
      }),
      replay,
    );
  });

  it('reads opening hours at any moment as the restaurant does', () => {
    fc.assert(
      fc.property(nowAndShop, fc.integer({ min: -2 * DAY, max: 10 * DAY }), ([now, shop], by) => {
        expect(isShopOpen(new Date(now + by), shop)).toBe(modelOpen(now + by, shop));
      }),
      replay,
    );
  });

  it('offers exactly the slots the rules allow, each whole within hours from its preparation', () => {
    fc.assert(
      fc.property(nowAndShop, ([now, shop]) => {
        // Paused until staff resume: nothing is offered (its own test below).
        fc.pre(!(shop.paused && shop.pausedUntil === null));
        const days = orderSlots(new Date(now), shop);
        const offered = days.flatMap((day) => day.slots.map((slot) => slot.startsAt));
        expect(offered).toEqual(modelSlots(now, shop));
        for (const day of days) {
          for (const slot of day.slots) {
            const wall = modelClock(Date.parse(slot.startsAt));
            expect([wall.date, wall.minutes]).toEqual([day.date, minutesOf(slot.time)]);
            expect(minutesOf(slot.ends) - minutesOf(slot.time)).toBe(shop.scheduling.slotMinutes);
          }
        }
      }),
      replay,
    );
  });

  it('lets the server take exactly the offered times, whatever time is asked for', () => {
    fc.assert(
      fc.property(
        nowAndShop,
        fc.integer({ min: -DAY, max: 6 * DAY }),
        fc.nat(),
        ([now, shop], by, pick) => {
          const offered = orderSlots(new Date(now), shop).flatMap((day) =>
            day.slots.map((slot) => Date.parse(slot.startsAt)),
          );
          // Any minute near now, and one of the offered slots (when there is one).
          const minute = Math.floor((now + by) / MINUTE) * MINUTE;
          const asked = offered.length > 0 ? [minute, offered[pick % offered.length]!] : [minute];
          for (const at of asked) {
            const refusal = orderTimeRefusal(new Date(now), shop, new Date(at));
            expect(refusal === null).toBe(offered.includes(at));
          }
        },
      ),
      replay,
    );
  });

  it('offers a slot exactly while the server takes it, up to the instant it starts', () => {
    fc.assert(
      fc.property(nowAndShop, fc.nat(), ([now, shop], pick) => {
        const starts = orderSlots(new Date(now), shop).flatMap((day) =>
          day.slots.map((slot) => slot.startsAt),
        );
        fc.pre(starts.length > 0);
        const slot = starts[pick % starts.length]!;
        const startsAt = Date.parse(slot);
        const prepareAt = startsAt - shop.scheduling.leadMinutes * MINUTE;
        // Each side of the moment the kitchen must start, and of the slot's own start.
        for (const at of [prepareAt - 1, prepareAt, startsAt - 1, startsAt]) {
          const offered = orderSlots(new Date(at), shop).some((day) =>
            day.slots.some((offer) => offer.startsAt === slot),
          );
          expect(orderTimeRefusal(new Date(at), shop, new Date(startsAt)) === null).toBe(offered);
          // From the instant it starts a slot has begun, whatever the kitchen's lead time.
          if (at === startsAt) expect(offered).toBe(false);
        }
      }),
      replay,
    );
  });

  it('offers no slot outside one of its day stretches, none in the gap between them', () => {
    fc.assert(
      fc.property(nowAndShop, ([now, shop]) => {
        for (const day of orderSlots(new Date(now), shop)) {
          const ranges = modelHours(day.date, shop) ?? [];
          for (const slot of day.slots) {
            const start = minutesOf(slot.time);
            const end = start + shop.scheduling.slotMinutes;
            const within = ranges.some(
              (range) => minutesOf(range.open) <= start && end <= minutesOf(range.close),
            );
            expect(within).toBe(true);
          }
        }
      }),
      replay,
    );
  });

  it('says "opens again" only between two stretches of the same day', () => {
    fc.assert(
      fc.property(nowAndShop, ([now, shop]) => {
        fc.pre(!modelOpen(now, shop));
        const { date, minutes } = modelClock(now);
        const ranges = modelHours(date, shop) ?? [];
        const between =
          ranges.some((range) => minutesOf(range.close) <= minutes) &&
          ranges.some((range) => minutesOf(range.open) > minutes);
        const card = closedCardMessage(new Date(now), shop);
        expect(card.startsWith("Sorry, we're closed now. We open again at")).toBe(between);
      }),
      replay,
    );
  });

  it('never offers a slot while paused until staff resume', () => {
    fc.assert(
      fc.property(nowAndShop, ([now, shop]) => {
        const paused = { ...shop, paused: true, pausedUntil: null };
        expect(orderSlots(new Date(now), paused)).toEqual([]);
      }),
      replay,
    );
  });

  it('names as the next opening the first moment the shop opens after a closed one', () => {
    fc.assert(
      fc.property(nowAndShop, ([now, shop]) => {
        fc.pre(!modelOpen(now, shop));
        const opening = nextOpening(new Date(now), shop);
        if (!opening) return;
        const at = modelMidnight(opening.date) + minutesOf(opening.time) * MINUTE;
        expect(at).toBeGreaterThan(now);
        expect(modelOpen(at, shop)).toBe(true);
        // Closed all the way there (checked on the quarter hours, where hours change).
        const last = Math.min(at, now + 15 * DAY);
        for (let t = Math.ceil(now / (15 * MINUTE)) * 15 * MINUTE; t < last; t += 15 * MINUTE) {
          expect(modelOpen(t, shop)).toBe(false);
        }
      }),
      replay,
    );
  });
});
