import { describe, expect, it } from 'vitest';
import { presetRange } from './report-dates';

describe('report ranges in Lagos days', () => {
  it('names ranges ending today, weeks from Monday', () => {
    // Sunday 8 June 2025, 00:30 in Lagos.
    const now = new Date('2025-06-07T23:30:00Z');
    expect(presetRange('today', now)).toEqual({ from: '2025-06-08', to: '2025-06-08' });
    expect(presetRange('yesterday', now)).toEqual({ from: '2025-06-07', to: '2025-06-07' });
    expect(presetRange('week', now)).toEqual({ from: '2025-06-02', to: '2025-06-08' });
    expect(presetRange('month', now)).toEqual({ from: '2025-06-01', to: '2025-06-08' });
    expect(presetRange('last30', now)).toEqual({ from: '2025-05-10', to: '2025-06-08' });
    expect(presetRange('year', now)).toEqual({ from: '2024-06-09', to: '2025-06-08' });
  });
});
