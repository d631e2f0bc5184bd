import { SHOP_TIME_ZONE } from '@buka/domain/shop-hours';

const lagosDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const DAY = 86_400_000;

/** The restaurant's date (YYYY-MM-DD) at an instant, whatever the browser's zone. */
export function shopDate(at: Date): string {
  return lagosDate.format(at);
}

function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

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
  const today = shopDate(now);
  switch (name) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: shift(today, -1), to: shift(today, -1) };
    case 'week': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      return { from: shift(today, -weekday), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last30':
      return { from: shift(today, -29), to: today };
    case 'year':
      return { from: shift(today, -364), to: today };
  }
}
