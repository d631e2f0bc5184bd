import { describe, expect, it } from 'vitest';
import { shopDay } from './shop-day';

describe('shopDay (Africa/Lagos, UTC+1)', () => {
  it('starts the day at midnight in Lagos, an hour before midnight UTC', () => {
    expect(shopDay(new Date('2025-06-02T12:00:00Z'))).toEqual({
      date: '2025-06-02',
      start: Date.parse('2025-06-01T23:00:00Z'),
      end: Date.parse('2025-06-02T23:00:00Z'),
    });
  });

  it('counts 23:30 UTC as the next day in Lagos', () => {
    expect(shopDay(new Date('2025-06-01T23:30:00Z')).date).toBe('2025-06-02');
    expect(shopDay(new Date('2025-06-01T22:59:59.999Z')).date).toBe('2025-06-01');
  });

  it('crosses the year', () => {
    expect(shopDay(new Date('2024-12-31T23:00:00Z'))).toMatchObject({
      date: '2025-01-01',
      start: Date.parse('2024-12-31T23:00:00Z'),
    });
  });
});
