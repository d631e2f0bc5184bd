import { describe, expect, it } from 'vitest';
import { networkOf } from './networks';

describe('networkOf (the simulator chooses the customer’s network)', () => {
  it.each([
    ['08031234567', 'MTN'],
    ['08021234567', 'Airtel'],
    ['08051234567', 'Glo'],
    ['09091234567', '9mobile'],
    ['0805 123 4567', 'Glo'],
  ])('reads %s as %s', (phone, network) => {
    expect(networkOf(phone)).toBe(network);
  });

  it('falls back to MTN for a number it does not know, or none', () => {
    expect(networkOf('')).toBe('MTN');
    expect(networkOf('09999999999')).toBe('MTN');
  });
});
