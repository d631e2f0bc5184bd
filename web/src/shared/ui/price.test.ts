import { describe, expect, it } from 'vitest';
import { nairaPrice } from './price';

describe('nairaPrice', () => {
  it('puts the naira sign before a grouped amount', () => {
    expect(nairaPrice('5000')).toBe('₦5,000');
    expect(nairaPrice('1500.5')).toBe('₦1,500.50');
    expect(nairaPrice(250)).toBe('₦250');
  });

  it('still shows something readable for a price that is not a number', () => {
    expect(nairaPrice('ask us')).toBe('₦ask us');
  });
});
