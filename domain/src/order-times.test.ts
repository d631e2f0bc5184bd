import { describe, expect, it } from 'vitest';
import { readyCountdown, waitedFor } from './order-times';

const at = Date.parse('2025-06-04T11:00:00Z');

describe('order times', () => {
  it('counts down to the ready time to the nearest minute', () => {
    const readyAt = new Date(at + 30 * 60_000).toISOString();
    expect(readyCountdown(readyAt, at)).toBe('in 30 min');
    // A page whose clock last ticked 10 s before the order was accepted.
    expect(readyCountdown(readyAt, at - 10_000)).toBe('in 30 min');
    expect(readyCountdown(readyAt, at + 10 * 60_000 + 15_000)).toBe('in 20 min');
    expect(readyCountdown(readyAt, at + 29 * 60_000 + 1)).toBe('in 1 min');
    expect(readyCountdown(readyAt, at + 29 * 60_000 + 31_000)).toBe('any moment now');
    expect(readyCountdown(readyAt, at + 45 * 60_000)).toBe('any moment now');
  });

  it('says how long a new order has waited', () => {
    expect(waitedFor(at, at + 59_000)).toBe('just now');
    expect(waitedFor(at, at + 60_000)).toBe('1 min');
    expect(waitedFor(new Date(at).toISOString(), at + 4 * 60_000 + 30_000)).toBe('4 min');
  });
});
