import { describe, expect, it } from 'vitest';
import { laterMessages } from './later-messages';
import type { Catalog } from './translations';
import { catalogs } from './locales/index';
import { laterCatalogs } from './locales/later/index';
import { messages } from './messages';
import { orderRefusalMessage, pausedCardMessage } from './ordering-state';
import { describeSlot } from './order-slots';
import {
  dayWord,
  englishClockWords,
  formatShopFullDateTime,
  formatWeekdayDate,
  type ClockWords,
} from './shop-clock';
import {
  closedCardMessage,
  defaultTimetable,
  describeSpecialDays,
  englishShopStateWords,
  type ShopStateWords,
} from './shop-hours';

// The shop clock's words and the closed and paused sentences, made from a language's tables as
// the pages make them (web/src/shared/i18n/clock-words.ts), with their placeholders kept.
type First = Catalog;
type Later = Record<keyof typeof laterMessages, string>;
const keep = (sentence: string) => sentence;

function clockOf(first: First, later: Later): ClockWords {
  return {
    months: [
      later.monthJan,
      later.monthFeb,
      later.monthMar,
      later.monthApr,
      later.monthMay,
      later.monthJun,
      later.monthJul,
      later.monthAug,
      later.monthSep,
      later.monthOct,
      later.monthNov,
      later.monthDec,
    ],
    days: [
      first.daySun,
      first.dayMon,
      first.dayTue,
      first.dayWed,
      first.dayThu,
      first.dayFri,
      first.daySat,
    ],
    weekdays: [
      later.weekdaySunday,
      later.weekdayMonday,
      later.weekdayTuesday,
      later.weekdayWednesday,
      later.weekdayThursday,
      later.weekdayFriday,
      later.weekdaySaturday,
    ],
    today: later.dayToday,
    tomorrow: later.dayTomorrow,
  };
}

function stateOf(first: First, later: Later): ShopStateWords {
  return {
    clock: clockOf(first, later),
    closed: later.shopClosed,
    closedTill: keep(later.shopClosedTill),
    notOpenYet: later.shopNotOpenYet,
    opensAgain: first.closedOpensAgain,
    closedForDay: later.closedForDay,
    checkBack: later.closedCheckBack,
    notOpenYetCard: later.notOpenYetCard,
    paused: first.orderingPaused,
    pausedTill: later.pausedTill,
    pausedCard: first.orderingPausedCard,
    pausedCardNoEnd: first.orderingPausedNoEnd,
    pausedCardTill: later.pausedCardTill,
  };
}

const ha = stateOf(catalogs.ha, laterCatalogs.ha);
const shop = { timetable: defaultTimetable, specialDays: [] };
// Wednesday 12 March 2025 at the shop (UTC+1).
const lagos = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

describe("the shop clock's words and the closed and paused sentences", () => {
  it("are the domain's own English in the English tables", () => {
    expect(clockOf(messages, laterMessages)).toEqual(englishClockWords);
    expect(stateOf(messages, laterMessages)).toEqual(englishShopStateWords);
  });

  it('write dates with the Hausa day and month names, the times as the shop clock does', () => {
    expect(formatWeekdayDate('2026-11-27', ha.clock)).toBe('Jumma’a 27 Nuwamba');
    expect(formatShopFullDateTime(lagos('2026-11-27', '16:20'), ha.clock)).toBe(
      '27 Nuwamba 2026, 4:20 pm',
    );
    expect(describeSlot(lagos('2025-06-05', '10:00'), ha.clock)).toBe('Alhamis 5 Yuni, 10:00 am');
    expect(dayWord({ daysAhead: 0, date: '2025-10-01' }, ha.clock)).toBe('yau');
    expect(dayWord({ daysAhead: 1, date: '2025-10-01' }, ha.clock)).toBe('gobe');
    expect(dayWord({ daysAhead: 7, date: '2025-10-01' }, ha.clock)).toBe('Laraba');
    expect(dayWord({ daysAhead: 8, date: '2025-10-01' }, ha.clock)).toBe('Laraba 1 Oktoba');
  });

  it('say the shop closed or paused in Hausa, till when', () => {
    const evening = lagos('2025-03-12', '20:00');
    expect(closedCardMessage(evening, shop, ha)).toBe(
      'Mun rufe na yau. Za ka iya dawowa gobe, 9:00 am',
    );
    expect(closedCardMessage(lagos('2025-03-12', '08:00'), shop, ha)).toBe(
      'Ba mu buɗe ba tukuna. Za mu buɗe da 9:00 am yau',
    );
    expect(orderRefusalMessage(evening, { ...shop, paused: false, pausedUntil: null }, ha)).toBe(
      'Yi haƙuri, mun rufe. Sai gobe 9:00 am',
    );
    const paused = {
      ...shop,
      paused: true,
      pausedUntil: lagos('2025-03-12', '12:30').toISOString(),
    };
    expect(orderRefusalMessage(lagos('2025-03-12', '12:00'), paused, ha)).toBe(
      `${catalogs.ha.orderingPaused} Sai yau 12:30 pm`,
    );
    expect(pausedCardMessage({ daysAhead: 1, date: '2025-03-13', time: '09:00' }, ha)).toBe(
      `${catalogs.ha.orderingPausedCard} Za ka iya sake yin oda gobe, 9:00 am`,
    );
    expect(pausedCardMessage(null, ha)).toBe(
      `${catalogs.ha.orderingPausedCard} ${catalogs.ha.orderingPausedNoEnd}`,
    );
  });

  it.each(['ha', 'yo', 'ig'] as const)(
    'leave no English word in the %s closed card, special days or dates',
    (language) => {
      const words = stateOf(catalogs[language], laterCatalogs[language]);
      const holiday = {
        timetable: defaultTimetable,
        specialDays: [{ date: '2025-10-01', note: '', hours: null }],
      };
      const timetable = {
        days: words.clock.days,
        everyDay: catalogs[language].hoursEveryDay,
        closed: catalogs[language].hoursClosed,
        allDay: catalogs[language].hoursAllDay,
      };
      const said = [
        closedCardMessage(lagos('2025-03-12', '20:00'), shop, words),
        // Saturday evening, closed on Sundays: back on Monday, named.
        closedCardMessage(
          lagos('2025-03-15', '20:00'),
          { ...shop, timetable: [null, ...defaultTimetable.slice(1)] },
          words,
        ),
        ...describeSpecialDays(lagos('2025-09-20', '12:00'), holiday, {
          clock: words.clock,
          timetable,
        }),
        formatShopFullDateTime(lagos('2026-11-27', '16:20'), words.clock),
      ].join(' ');
      expect(said).not.toMatch(
        /\b(closed|tomorrow|today|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/i,
      );
      expect(said).not.toContain('{');
    },
  );
});
