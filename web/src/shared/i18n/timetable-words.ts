import type { TimetableWords } from '@buka/domain/shop-hours';
import { t } from './i18n';

/**
 * The opening hours' words in the language shown (the footer, the about page, the menu's closed
 * card); the times stay as the shop clock writes them.
 */
export const timetableWords = (): TimetableWords => ({
  days: [t('daySun'), t('dayMon'), t('dayTue'), t('dayWed'), t('dayThu'), t('dayFri'), t('daySat')],
  everyDay: t('hoursEveryDay'),
  closed: t('hoursClosed'),
  allDay: t('hoursAllDay'),
});
