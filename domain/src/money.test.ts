import { describe, expect, it } from 'vitest';
import { formatMoney, koboToNaira, koboToNairaString, nairaToKobo } from './money';

describe('nairaToKobo', () => {
  it.each([
    [5000, 500_000],
    ['5000', 500_000],
    ['5000.5', 500_050],
    [0.29, 29],
    ['19.99', 1999],
    [1500.1, 150_010],
    [0, 0],
    ['  2500 ', 250_000],
  ])('%j naira is %i kobo', (naira, kobo) => {
    expect(nairaToKobo(naira)).toBe(kobo);
  });

  it('gives whole kobo even where floating point does not', () => {
    // 0.1 + 0.2 is 0.30000000000000004 naira in floating point.
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
    expect(Number.isInteger(nairaToKobo('4.35'))).toBe(true);
  });

  it.each(['abc', '', '   ', '5,000', '0x10', '1e3', Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %j instead of inventing an amount',
    (naira) => {
      expect(() => nairaToKobo(naira)).toThrow(RangeError);
    },
  );
});

describe('kobo to naira', () => {
  it("shows a food's price as the spec's naira string", () => {
    expect(koboToNairaString(500_000)).toBe('5000');
    expect(koboToNairaString(500_050)).toBe('5000.5');
    expect(koboToNairaString(1)).toBe('0.01');
    expect(koboToNairaString(0)).toBe('0');
  });

  it('round-trips every price the spec shows', () => {
    for (const price of ['5000', '4500', '7000', '1500', '2500.5', '0.01']) {
      expect(koboToNairaString(nairaToKobo(price))).toBe(price);
    }
  });

  it('gives a number of naira', () => {
    expect(koboToNaira(450_000)).toBe(4500);
    expect(koboToNaira(150)).toBe(1.5);
  });
});

describe('formatMoney', () => {
  it.each([
    [500_000, '₦5,000'],
    [150_000, '₦1,500'],
    [2_000_000_00, '₦2,000,000'],
    [500_050, '₦5,000.50'],
    [1_234_567_89, '₦1,234,567.89'],
    [99, '₦0.99'],
    [1, '₦0.01'],
    [0, '₦0'],
    [-50_000, '-₦500'],
  ])('%i kobo shows %s', (kobo, text) => {
    expect(formatMoney(kobo)).toBe(text);
  });

  it("writes an order's amounts with N, the same way otherwise (docs/screens.md#orders-pages, docs/orders.md#money)", () => {
    expect(formatMoney(1_800_000, 'N')).toBe('N18,000');
    expect(formatMoney(250_050, 'N')).toBe('N2,500.50');
  });
});
