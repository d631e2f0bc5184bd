import type { ClockWords } from '@buka/domain/shop-clock';
import type { ShopStateWords } from '@buka/domain/shop-hours';
import { t } from './i18n';
import { tl } from './later';
import { timetableWords } from './timetable-words';

// The shop clock's words and the shop's closed and paused sentences in the language shown, for
// the pages and cards loaded with the later table (docs/languages.md); the times themselves are
// written the same in every language.

export const clockWords = (): ClockWords => ({
  months: [
    tl('monthJan'),
    tl('monthFeb'),
    tl('monthMar'),
    tl('monthApr'),
    tl('monthMay'),
    tl('monthJun'),
    tl('monthJul'),
    tl('monthAug'),
    tl('monthSep'),
    tl('monthOct'),
    tl('monthNov'),
    tl('monthDec'),
  ],
  days: timetableWords().days,
  weekdays: [
    tl('weekdaySunday'),
    tl('weekdayMonday'),
    tl('weekdayTuesday'),
    tl('weekdayWednesday'),
    tl('weekdayThursday'),
    tl('weekdayFriday'),
    tl('weekdaySaturday'),
  ],
  today: tl('dayToday'),
  tomorrow: tl('dayTomorrow'),
});

// The sentences keep their placeholders, for the domain to fill with the moment it speaks of.
const when = { day: '{day}', time: '{time}' };

export const shopStateWords = (): ShopStateWords => ({
  clock: clockWords(),
  closed: tl('shopClosed'),
  closedTill: tl('shopClosedTill', when),
  notOpenYet: tl('shopNotOpenYet', when),
  opensAgain: t('closedOpensAgain', when),
  closedForDay: tl('closedForDay'),
  checkBack: tl('closedCheckBack', when),
  notOpenYetCard: tl('notOpenYetCard', when),
  paused: t('orderingPaused'),
  pausedTill: tl('pausedTill', when),
  pausedCard: t('orderingPausedCard'),
  pausedCardNoEnd: t('orderingPausedNoEnd'),
  pausedCardTill: tl('pausedCardTill', when),
});
