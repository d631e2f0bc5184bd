import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@buka/domain/admin';
import { refundSources } from './refund-sources';

const payment = (id: number, status: AdminOrder['payments'][number]['status'], refunded = 0) => ({
  id,
  provider: 'paystack',
  status,
  amount: 10_000,
  refunded,
  createdAt: '2025-06-04T11:00:00Z',
});

describe('refundSources', () => {
  it('puts a second payment first and leaves out what is fully refunded', () => {
    const sources = refundSources({
      isPaid: true,
      total: 10_000,
      payments: [
        payment(1, 'success', 2500.5),
        payment(2, 'duplicate'),
        payment(3, 'refund_due', 10_000),
      ],
      refunds: [],
    });
    expect(sources).toEqual([
      {
        value: '2',
        paymentId: 2,
        label: 'Paystack payment of ₦10,000 (paid twice)',
        paid: 10_000,
        left: 10_000,
      },
      {
        value: '1',
        paymentId: 1,
        label: 'Paystack payment of ₦10,000 (paid the order)',
        paid: 10_000,
        left: 7499.5,
      },
    ]);
  });

  it('offers cash only for an order paid at the door, less the cash already given back', () => {
    const cash = refundSources({
      isPaid: true,
      total: 3000,
      payments: [],
      refunds: [
        {
          id: 1,
          amount: 1000,
          status: 'processed',
          method: 'cash',
          reason: 'cold',
          provider: 'cash',
          createdAt: '',
          processedAt: '',
        },
      ],
    });
    expect(cash).toEqual([
      { value: 'cash', label: 'Cash paid at the door (₦3,000)', paid: 3000, left: 2000 },
    ]);
    expect(refundSources({ isPaid: false, total: 3000, payments: [], refunds: [] })).toEqual([]);
  });
});
