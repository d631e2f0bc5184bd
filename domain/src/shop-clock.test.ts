import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  dateOfDayNumber,
  dayEnd,
  dayNumberOf,
  dayStart,
  daysBetween,
  dayWord,
  firstOfMonth,
  formatCsvDateTime,
  formatDate,
  formatFullDate,
  formatShopDate,
  formatShopDateTime,
  formatShopFullDateTime,
  formatShopTime,
  formatShopWeekdayDateTime,
  formatTime,
  formatTimeRange,
  formatWeekdayDate,
  mondayOf,
  SHOP_TIME_ZONE,
  shopClock,
  shopDayNumber,
  shopInstant,
  shopToday,
  weekdayOf,
} from './shop-clock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An instant given as Lagos wall-clock time (UTC+1). */
const lagos = (isoLocal: string) => Date.parse(`${isoLocal}:00+01:00`);

// Instants from 1970 to 2100, and the dates they fall on.
const instant = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) });
const date = instant.map((at) => shopToday(at));

describe("the shop's clock against the zone's own rules", () => {
  // The clock adds one hour instead of asking the zone: checked here against the IANA rules Node
  // carries, every 37 hours and 11 minutes for a century, so every hour and weekday comes up.
  const zone = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  function zoneClock(at: number) {
    const part = Object.fromEntries(zone.formatToParts(at).map((p) => [p.type, p.value]));
    return {
      date: `${part.year}-${part.month}-${part.day}`,
      weekday: weekdays.indexOf(part.weekday ?? ''),
      minutes: Number(part.hour) * 60 + Number(part.minute),
    };
  }
  const from = Date.UTC(1970, 0, 1);
  const to = Date.UTC(2070, 0, 1);
  const step = (37 * 60 + 11) * 60_000;

  it('reads the same date, weekday and minute as the zone at every instant checked', () => {
    const differing: string[] = [];
    for (let at = from; at < to; at += step) {
      const { date, weekday, minutes } = shopClock(at);
      const expected = zoneClock(at);
      if (date !== expected.date || weekday !== expected.weekday || minutes !== expected.minutes) {
        differing.push(new Date(at).toISOString());
      }
    }
    expect(differing).toEqual([]);
  });

  it("finds each day's midnight and last minute where the zone has them", () => {
    for (let at = from; at < to; at += 97 * step) {
      const { date } = zoneClock(at);
      expect(zoneClock(dayStart(date)).minutes).toBe(0);
      expect(zoneClock(dayStart(date)).date).toBe(date);
      expect(zoneClock(dayEnd(date) - 60_000)).toMatchObject({ date, minutes: 1439 });
    }
  });
});

describe("the shop's days", () => {
  it('puts every instant in exactly one day: from its midnight up to the next', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const today = shopToday(at);
        expect(dayStart(today)).toBeLessThanOrEqual(at);
        expect(at).toBeLessThan(dayEnd(today));
        expect(shopToday(dayStart(today))).toBe(today);
        expect(shopToday(dayStart(today) - 1)).toBe(addDays(today, -1));
        expect(shopToday(dayEnd(today))).toBe(addDays(today, 1));
      }),
    );
  });

  it('gives every day 24 hours, each ending where the next begins', () => {
    fc.assert(
      fc.property(date, (day) => {
        expect(dayEnd(day) - dayStart(day)).toBe(DAY);
        expect(dayEnd(day)).toBe(dayStart(addDays(day, 1)));
        expect(shopInstant(day, 1440).getTime()).toBe(dayEnd(day));
      }),
    );
  });

  it('reads back the date, hour and minute an instant was made from', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 1439 }), (day, minutes) => {
        expect(shopClock(shopInstant(day, minutes))).toMatchObject({
          date: day,
          minutes,
          hour: Math.floor(minutes / 60),
          minute: minutes % 60,
        });
      }),
    );
  });

  it('adds days and counts them back, the weekday moving along', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -800, max: 800 }), (day, days) => {
        const moved = addDays(day, days);
        expect(daysBetween(day, moved)).toBe(days);
        expect(addDays(moved, -days)).toBe(day);
        expect(weekdayOf(moved)).toBe((((weekdayOf(day) + days) % 7) + 7) % 7);
        expect(dateOfDayNumber(dayNumberOf(moved))).toBe(moved);
      }),
    );
  });

  it('turns at midnight in Lagos, 23:00 UTC, across months and years', () => {
    expect(shopToday(Date.parse('2025-06-01T22:59:59.999Z'))).toBe('2025-06-01');
    expect(shopToday(Date.parse('2025-06-01T23:00:00Z'))).toBe('2025-06-02');
    expect(shopToday(Date.parse('2025-01-31T23:30:00Z'))).toBe('2025-02-01');
    expect(shopToday(Date.parse('2024-12-31T23:00:00Z'))).toBe('2025-01-01');
    expect(dayStart('2025-01-01')).toBe(Date.parse('2024-12-31T23:00:00Z'));
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('groups days into Monday weeks and calendar months', () => {
    // Sunday 8 June 2025 belongs to the week of Monday 2 June; Monday 9 June starts the next.
    expect(dateOfDayNumber(mondayOf(dayNumberOf('2025-06-08')))).toBe('2025-06-02');
    expect(dateOfDayNumber(mondayOf(dayNumberOf('2025-06-09')))).toBe('2025-06-09');
    expect(dateOfDayNumber(firstOfMonth(dayNumberOf('2025-02-28')))).toBe('2025-02-01');
    fc.assert(
      fc.property(instant, (at) => {
        const day = shopDayNumber(at);
        expect(weekdayOf(dateOfDayNumber(mondayOf(day)))).toBe(1);
        expect(day - mondayOf(day)).toBeLessThan(7);
        expect(dateOfDayNumber(firstOfMonth(day))).toBe(`${shopToday(at).slice(0, 8)}01`);
      }),
    );
  });
});

describe('the words customers and staff read', () => {
  it.each([
    ['00:00', '12:00 am'],
    ['00:05', '12:05 am'],
    ['09:00', '9:00 am'],
    ['11:59', '11:59 am'],
    ['12:00', '12:00 pm'],
    ['12:30', '12:30 pm'],
    ['17:00', '5:00 pm'],
    ['23:45', '11:45 pm'],
    ['24:00', '12:00 am'],
  ])('writes %s as %s', (time, text) => {
    expect(formatTime(time)).toBe(text);
  });

  it('writes an opening as a range of two times', () => {
    expect(formatTimeRange('09:00', '22:00')).toBe('9:00 am – 10:00 pm');
  });

  it('writes midnight and noon of an instant on the shop clock', () => {
    expect(formatShopTime(lagos('2026-11-27T00:00'))).toBe('12:00 am');
    expect(formatShopTime(lagos('2026-11-27T12:00'))).toBe('12:00 pm');
    expect(formatShopTime(Date.UTC(2026, 10, 27, 0, 5))).toBe('1:05 am');
    expect(formatShopTime(Date.UTC(2026, 10, 27, 15, 20))).toBe('4:20 pm');
  });

  it('writes dates with three-letter months, September too', () => {
    expect(formatDate('2026-09-10')).toBe('10 Sep');
    expect(formatWeekdayDate('2026-11-28')).toBe('Sat 28 Nov');
    expect(formatFullDate('2026-11-27')).toBe('27 Nov 2026');
    expect(formatShopDate(Date.UTC(2026, 8, 9, 23, 30))).toBe('10 Sep');
    const months = Array.from({ length: 12 }, (_, m) => formatDate(`2026-${m + 1}-01`).slice(2));
    expect(months.join(' ')).toBe('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec');
  });

  it("writes an order's time on the shop's day, across the year's end", () => {
    const newYear = Date.parse('2025-12-31T23:10:00Z');
    expect(formatShopDateTime(newYear)).toBe('1 Jan, 12:10 am');
    expect(formatShopWeekdayDateTime(newYear)).toBe('Thu 1 Jan, 12:10 am');
    expect(formatShopFullDateTime(newYear)).toBe('1 Jan 2026, 12:10 am');
    expect(formatCsvDateTime(newYear)).toBe('2026-01-01 00:10');
    expect(formatCsvDateTime(Date.UTC(2026, 10, 27, 15, 20))).toBe('2026-11-27 16:20');
  });

  it('always writes a time with am or pm, and the date of the same day', () => {
    fc.assert(
      fc.property(instant, (at) => {
        expect(formatShopTime(at)).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (am|pm)$/);
        expect(formatShopDate(at)).toBe(formatDate(shopToday(at)));
        expect(formatCsvDateTime(at)).toMatch(/^\d{4}-\d\d-\d\d ([01]\d|2[0-3]):[0-5]\d$/);
      }),
    );
  });

  it('names the day of an opening: today, tomorrow, a weekday, else a date', () => {
    expect(dayWord({ daysAhead: 0, date: '2025-10-01' })).toBe('today');
    expect(dayWord({ daysAhead: 1, date: '2025-10-01' })).toBe('tomorrow');
    expect(dayWord({ daysAhead: 7, date: '2025-10-01' })).toBe('Wednesday');
    expect(dayWord({ daysAhead: 8, date: '2025-10-01' })).toBe('Wed 1 Oct');
  });
});

describe('whatever the machine’s own zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each(['Pacific/Kiritimati', 'America/Los_Angeles'])('reads Lagos time in %s', (tz) => {
    process.env.TZ = tz;
    const at = lagos('2026-03-29T01:30');
    expect(shopClock(at)).toMatchObject({ date: '2026-03-29', minutes: 90 });
    expect(formatShopDateTime(at)).toBe('29 Mar, 1:30 am');
    expect(dayStart('2026-03-29')).toBe(lagos('2026-03-29T00:00'));
  });
});
