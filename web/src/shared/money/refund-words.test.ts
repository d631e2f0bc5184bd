import { describe, expect, it } from 'vitest';
import { canceledMoneyWords, refundWords } from './refund-words';

const base = { amount: 5000, createdAt: '2025-11-22T22:30:00Z' };

describe('refundWords', () => {
  it('says when the money went back, in Lagos days', () => {
    // 23:30 in Lagos on 22 Nov is asked; processed at 00:30 on 23 Nov in Lagos.
    expect(
      refundWords({
        ...base,
        status: 'processed',
        method: 'online',
        processedAt: '2025-11-22T23:30:00Z',
      }),
    ).toBe('₦5,000 refunded on 23 Nov');
    expect(
      refundWords({ ...base, status: 'processed', method: 'cash', processedAt: base.createdAt }),
    ).toBe('₦5,000 given back in cash on 22 Nov');
  });

  it('says a refund the provider has not finished is on its way', () => {
    expect(
      refundWords({
        ...base,
        amount: 2500.5,
        status: 'pending',
        method: 'online',
        processedAt: null,
      }),
    ).toBe('₦2,500.50 refund on its way (asked 22 Nov)');
  });
});

describe('canceledMoneyWords', () => {
  const refunded = {
    id: 1,
    ...base,
    amount: 6500,
    status: 'processed',
    method: 'online',
    reason: 'Order canceled',
    processedAt: '2025-11-28T10:00:00Z',
  } as const;

  it('says what happens to the money of a canceled order, and nothing when none came in', () => {
    const canceled = { status: '-1', refundDue: 0, refunds: [] } as const;
    const none = { ...canceled, refunds: [] };
    expect(canceledMoneyWords({ ...none, refundDue: 6500 })).toBe(
      'Canceled · your ₦6,500 will be refunded',
    );
    expect(canceledMoneyWords({ ...canceled, refunds: [refunded] })).toBe(
      'Canceled · ₦6,500 refunded on 28 Nov',
    );
    expect(canceledMoneyWords(none)).toBeNull();
  });

  it('leaves an order that stands to its paid or unpaid badge', () => {
    expect(canceledMoneyWords({ status: '1', refundDue: 6500, refunds: [refunded] })).toBeNull();
  });
});
