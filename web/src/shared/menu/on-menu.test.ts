import { describe, expect, it } from 'vitest';
import { isOnMenuNow } from './on-menu';

describe('isOnMenuNow', () => {
  it('shows a dish in stock and not sold out today', () => {
    expect(isOnMenuNow({ stock: 3, soldOutToday: false })).toBe(true);
  });

  it('hides a dish with no stock, or marked sold out today whatever its stock', () => {
    expect(isOnMenuNow({ stock: 0, soldOutToday: false })).toBe(false);
    expect(isOnMenuNow({ stock: 12, soldOutToday: true })).toBe(false);
  });
});
