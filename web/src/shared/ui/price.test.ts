import { describe, expect, it } from 'vitest';
import { nairaMoney } from './price';

describe('nairaMoney', () => {
  it('puts the naira sign before a grouped amount', () => {
    expect(nairaMoney('5000')).toBe('₦5,000');
    expect(nairaMoney('1500.5')).toBe('₦1,500.50');
    expect(nairaMoney(250)).toBe('₦250');
  });

  it("writes an order's amounts with N", () => {
    expect(nairaMoney(18000, 'N')).toBe('N18,000');
  });

  it('still shows something readable for a price that is not a number', () => {
    expect(nairaMoney('ask us')).toBe('₦ask us');
  });
});
