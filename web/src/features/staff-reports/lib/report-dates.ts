import {
  addDays,
  dateOfDayNumber,
  dayNumberOf,
  mondayOf,
  shopToday,
} from '@buka/domain/shop-clock';

export type PresetName = 'today' | 'yesterday' | 'week' | 'month' | 'last30' | 'year';

export const presetLabels: Record<PresetName, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  week: 'This week',
  month: 'This month',
  last30: 'Last 30 days',
  year: 'Last 12 months',
};

/** A named range of the restaurant's days, ending today (weeks begin on Monday). */
export function presetRange(name: PresetName, now: Date): { from: string; to: string } {
  const today = shopToday(now);
  switch (name) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'week':
      return { from: dateOfDayNumber(mondayOf(dayNumberOf(today))), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'year':
      return { from: addDays(today, -364), to: today };
  }
}
