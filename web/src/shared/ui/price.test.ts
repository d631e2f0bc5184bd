import { describe, expect, it } from 'vitest';
import { nairaMoney, wholeNairaMoney } from './price';

describe('nairaMoney', () => {
  it('puts the naira sign before a grouped amount', () => {
    expect(nairaMoney('5000')).toBe('₦5,000');
    expect(nairaMoney('1500.5')).toBe('₦1,500.50');
    expect(nairaMoney(250)).toBe('₦250');
  });

  it('rounds a worked-out figure to the whole naira', () => {
    expect(wholeNairaMoney(8433.33)).toBe('₦8,433');
    expect(wholeNairaMoney(8433.5)).toBe('₦8,434');
  });

  it('still shows something readable for a price that is not a number', () => {
    expect(nairaMoney('ask us')).toBe('₦ask us');
  });
});
