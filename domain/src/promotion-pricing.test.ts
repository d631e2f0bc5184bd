import { describe, expect, it } from 'vitest';
import {
  applyPromotions,
  dishDiscountKobo,
  normalizeCode,
  promotionRefusal,
  usesRefusal,
  type PromotionTerms,
} from './promotion-pricing';

const terms = (changes: Partial<PromotionTerms> = {}): PromotionTerms => ({
  id: 1,
  kind: 'code',
  code: 'WELCOME',
  name: '',
  benefit: 'amount',
  percent: null,
  amountKobo: 50_000,
  minimumKobo: 0,
  firstOrderOnly: false,
  startsOn: null,
  endsOn: null,
  fromTime: null,
  untilTime: null,
  days: [],
  maxUses: null,
  maxUsesPerCustomer: null,
  active: true,
  ...changes,
});

// Friday 28 November 2025, 23:30 UTC is Saturday 29 November 00:30 in Lagos.
const lateFridayUtc = new Date('2025-11-28T23:30:00Z');
const fridayNoon = new Date('2025-11-28T11:00:00Z');

describe('what a promotion takes off', () => {
  it('rounds a percent down to the whole kobo', () => {
    const tenPercent = terms({ benefit: 'percent', percent: 10, amountKobo: null });
    expect(dishDiscountKobo(tenPercent, 123_455)).toBe(12_345);
    expect(dishDiscountKobo(terms({ benefit: 'percent', percent: 15 }), 450_000)).toBe(67_500);
    expect(dishDiscountKobo(terms({ benefit: 'percent', percent: 100 }), 999)).toBe(999);
  });

  it('never takes more than the dishes cost', () => {
    expect(dishDiscountKobo(terms({ amountKobo: 50_000 }), 30_000)).toBe(30_000);
    expect(dishDiscountKobo(terms({ benefit: 'freeDelivery' }), 30_000)).toBe(0);
  });

  it('takes a code off the dishes and an offer’s free delivery beside it', () => {
    const freeDelivery = terms({
      id: 2,
      kind: 'offer',
      code: '',
      name: 'Free delivery on Fridays over ₦5,000',
      benefit: 'freeDelivery',
    });
    const price = applyPromotions(600_000, 50_000, [freeDelivery], terms());
    expect(price.discounts.map((each) => [each.label, each.kobo])).toEqual([
      ['Code WELCOME', 50_000],
      ['Free delivery on Fridays over ₦5,000', 50_000],
    ]);
    expect(price.totalKobo).toBe(550_000);
  });

  it('gives one discount on the dishes: the code’s over an offer’s, else the largest offer', () => {
    const offer = (id: number, percent: number) =>
      terms({ id, kind: 'offer', code: '', name: `${percent}% off`, benefit: 'percent', percent });
    const offers = [offer(2, 5), offer(3, 10)];
    expect(applyPromotions(100_000, 0, offers, undefined).discounts).toEqual([
      { promotionId: 3, kind: 'offer', label: '10% off', kobo: 10_000 },
    ]);
    expect(applyPromotions(100_000, 0, offers, terms({ amountKobo: 2_000 })).discountKobo).toBe(
      2_000,
    );
  });

  it('waives no fee that is not charged, unless a code for it was asked for', () => {
    const offer = terms({ kind: 'offer', code: '', name: 'Free', benefit: 'freeDelivery' });
    expect(applyPromotions(100_000, 0, [offer], undefined).discounts).toEqual([]);
    const code = terms({ benefit: 'freeDelivery' });
    expect(applyPromotions(100_000, 0, [], code).discounts).toHaveLength(1);
  });
});

describe('when a promotion applies', () => {
  it('reads codes in any case, without stray spaces', () => {
    expect(normalizeCode('  welcome500 ')).toBe('WELCOME500');
  });

  it('counts dates and days at the shop, in Lagos', () => {
    // Still Friday in UTC, already Saturday at the shop.
    expect(promotionRefusal(terms({ days: [5] }), lateFridayUtc, 1)).toBe(
      'The code WELCOME works only on Friday',
    );
    expect(promotionRefusal(terms({ days: [5, 6] }), lateFridayUtc, 1)).toBeNull();
    expect(promotionRefusal(terms({ endsOn: '2025-11-28' }), lateFridayUtc, 1)).toBe(
      'The code WELCOME has ended',
    );
    expect(promotionRefusal(terms({ startsOn: '2025-11-29' }), lateFridayUtc, 1)).toBeNull();
    expect(promotionRefusal(terms({ startsOn: '2025-11-29' }), fridayNoon, 1)).toBe(
      'The code WELCOME starts on 29 Nov',
    );
    expect(promotionRefusal(terms({ active: false }), fridayNoon, 1)).toBe(
      'The code WELCOME has ended',
    );
  });

  it('keeps to the hours of day in Lagos, including a window past midnight', () => {
    const lunch = terms({ fromTime: '11:00', untilTime: '15:00' });
    // 11:00 UTC is 12:00 in Lagos.
    expect(promotionRefusal(lunch, fridayNoon, 1)).toBeNull();
    expect(promotionRefusal(lunch, new Date('2025-11-28T14:00:00Z'), 1)).toBe(
      'The code WELCOME works from 11:00 am to 3:00 pm',
    );
    const lateNight = terms({ fromTime: '22:00', untilTime: '02:00' });
    expect(promotionRefusal(lateNight, lateFridayUtc, 1)).toBeNull();
    expect(promotionRefusal(lateNight, fridayNoon, 1)).not.toBeNull();
  });

  it('says how much food the minimum still needs', () => {
    expect(promotionRefusal(terms({ minimumKobo: 500_000 }), fridayNoon, 420_000)).toBe(
      'The code WELCOME needs at least ₦5,000 of food: add ₦800 more',
    );
    expect(promotionRefusal(terms({ minimumKobo: 500_000 }), fridayNoon, 500_000)).toBeNull();
  });

  it('refuses a first order code, a second use and a used-up code in that order', () => {
    const uses = { total: 0, byCustomer: 0, earlierOrders: 0 };
    const strict = terms({ firstOrderOnly: true, maxUses: 5, maxUsesPerCustomer: 1 });
    expect(usesRefusal(strict, uses)).toBeNull();
    expect(usesRefusal(strict, { ...uses, earlierOrders: 1 })).toBe(
      'The code WELCOME is for a first order only',
    );
    expect(usesRefusal(strict, { ...uses, byCustomer: 1, total: 1 })).toBe(
      'You have already used the code WELCOME',
    );
    expect(usesRefusal(strict, { ...uses, total: 5 })).toBe(
      'The code WELCOME has been used up: send your order again without it',
    );
  });
});
