import type { TimetableWords } from '@buka/domain/shop-hours';
import { tl } from '../../shared/i18n/later';

/** The opening hours' words in the language shown; the times stay as the shop clock writes them. */
export const timetableWords = (): TimetableWords => ({
  days: [
    tl('daySun'),
    tl('dayMon'),
    tl('dayTue'),
    tl('dayWed'),
    tl('dayThu'),
    tl('dayFri'),
    tl('daySat'),
  ],
  everyDay: tl('hoursEveryDay'),
  closed: tl('hoursClosed'),
  allDay: tl('hoursAllDay'),
});
