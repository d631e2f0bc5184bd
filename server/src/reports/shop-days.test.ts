import { describe, expect, it } from 'vitest';
import { shopDay } from '../admin/shop-day';
import { dateOfDay, dayOf, dayOfDate, dayStart, monthOf, weekOf } from './shop-days';

describe('the restaurant days of reports', () => {
  it('agree with the time-zone database for every hour of a year', () => {
    const from = Date.parse('2025-01-01T00:00:00Z');
    for (let at = from; at < from + 366 * 86_400_000; at += 3_600_000 + 17_000) {
      const day = shopDay(new Date(at));
      expect(dateOfDay(dayOf(at))).toBe(day.date);
      expect(dayStart(dayOf(at))).toBe(day.start);
    }
  });

  it('turns at midnight in Lagos, 23:00 UTC', () => {
    expect(dateOfDay(dayOf(Date.parse('2025-06-01T22:59:59.999Z')))).toBe('2025-06-01');
    expect(dateOfDay(dayOf(Date.parse('2025-06-01T23:00:00Z')))).toBe('2025-06-02');
    expect(dayOfDate('2025-06-02')).toBe(dayOf(Date.parse('2025-06-01T23:00:00Z')));
  });

  it('groups days into Monday weeks and calendar months', () => {
    // Sunday 8 June 2025 belongs to the week of Monday 2 June; Monday 9 June starts the next.
    expect(dateOfDay(weekOf(dayOfDate('2025-06-08')))).toBe('2025-06-02');
    expect(dateOfDay(weekOf(dayOfDate('2025-06-09')))).toBe('2025-06-09');
    expect(dateOfDay(monthOf(dayOfDate('2025-02-28')))).toBe('2025-02-01');
  });
});
