import { describe, expect, it } from 'vitest';
import { itemsTotalKobo, lineTotalKobo, orderTotal } from './order-total';

const samaru = { feeKobo: 50_000, minimumKobo: 300_000, freeFromKobo: 1_000_000 };
// Jollof with chicken (₦5,000 + ₦1,500) twice, and chips once.
const lines = [
  { unitKobo: 650_000, quantity: 2 },
  { unitKobo: 150_000, quantity: 1 },
];

describe('the order total', () => {
  it('prices a line as its unit price, choices included, times how many', () => {
    expect(lineTotalKobo({ unitKobo: 650_000, quantity: 3 })).toBe(1_950_000);
    expect(itemsTotalKobo(lines)).toBe(1_450_000);
    expect(itemsTotalKobo([])).toBe(0);
  });

  it("adds the area's delivery fee to the dishes", () => {
    const small = [{ unitKobo: 150_000, quantity: 2 }];
    expect(orderTotal(small, 'delivery', samaru)).toEqual({
      itemsKobo: 300_000,
      quote: { feeKobo: 50_000, shortOfMinimumKobo: 0, shortOfFreeKobo: 700_000 },
      totalKobo: 350_000,
    });
  });

  it('charges no delivery once the free amount is reached, nor for pickup', () => {
    expect(orderTotal(lines, 'delivery', samaru).totalKobo).toBe(1_450_000);
    const small = [{ unitKobo: 150_000, quantity: 1 }];
    expect(orderTotal(small, 'pickup', samaru)).toMatchObject({
      itemsKobo: 150_000,
      totalKobo: 150_000,
    });
    expect(orderTotal(small, 'delivery', undefined).totalKobo).toBe(150_000);
  });

  it('keeps kobo exact on prices with half naira', () => {
    expect(orderTotal([{ unitKobo: 70_050, quantity: 3 }], 'pickup', undefined).totalKobo).toBe(
      210_150,
    );
  });
});
