import { describe, expect, it } from 'vitest';
import { belowMinimumMessage, deliveryNote, deliveryQuote } from './delivery-rules';

const samaru = { name: 'Samaru', feeKobo: 50_000, minimumKobo: 300_000, freeFromKobo: 1_000_000 };

describe('the delivery areas’ rules', () => {
  it('charges the fee below the free amount and says what the minimum still needs', () => {
    const quote = deliveryQuote('delivery', samaru, 150_000);
    expect(quote).toEqual({
      feeKobo: 50_000,
      shortOfMinimumKobo: 150_000,
      shortOfFreeKobo: 850_000,
    });
    expect(deliveryNote(samaru, quote)).toBe('₦1,500 more for delivery to Samaru');
    expect(belowMinimumMessage(samaru, quote)).toBe(
      'Delivery to Samaru needs at least ₦3,000 of food: add ₦1,500 more',
    );
  });

  it('tells how far free delivery is once the minimum is reached, and when it is free', () => {
    const short = deliveryQuote('delivery', samaru, 300_000);
    expect(short.shortOfMinimumKobo).toBe(0);
    expect(deliveryNote(samaru, short)).toBe('₦7,000 more for free delivery to Samaru');
    const free = deliveryQuote('delivery', samaru, 1_000_000);
    expect(free).toEqual({ feeKobo: 0, shortOfMinimumKobo: 0, shortOfFreeKobo: null });
    expect(deliveryNote(samaru, free)).toBe('Free delivery to Samaru');
  });

  it('says nothing of an area without rules, and charges pickup nothing', () => {
    const plain = { name: 'PZ', feeKobo: 20_000, minimumKobo: null, freeFromKobo: null };
    const quote = deliveryQuote('delivery', plain, 100);
    expect(quote).toEqual({ feeKobo: 20_000, shortOfMinimumKobo: 0, shortOfFreeKobo: null });
    expect(deliveryNote(plain, quote)).toBeNull();
    expect(deliveryQuote('pickup', samaru, 100)).toEqual({
      feeKobo: 0,
      shortOfMinimumKobo: 0,
      shortOfFreeKobo: null,
    });
  });

  it('writes kobo only when there are some', () => {
    const quote = deliveryQuote('delivery', samaru, 299_950);
    expect(deliveryNote(samaru, quote)).toBe('₦0.50 more for delivery to Samaru');
  });
});
