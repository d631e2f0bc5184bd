import { describe, expect, it } from 'vitest';
import { countOf } from './count';

describe('countOf', () => {
  it('says one thing in the singular and any other number in the plural', () => {
    expect(countOf(1, 'order')).toBe('1 order');
    expect(countOf(0, 'order')).toBe('0 orders');
    expect(countOf(2, 'user')).toBe('2 users');
    expect(countOf(3, 'dish', 'dishes')).toBe('3 dishes');
  });

  it('groups the thousands', () => {
    expect(countOf(1204, 'order')).toBe('1,204 orders');
  });
});
