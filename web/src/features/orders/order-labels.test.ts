import { describe, expect, it } from 'vitest';
import {
  canPayNow,
  customerStatusWords,
  deliveryLabel,
  orderMoney,
  orderTitle,
  orderUpdatesSentence,
  paymentMethodLabel,
} from './order-labels';

describe('order labels (docs/screens.md#orders-pages, docs/orders.md#statuses)', () => {
  it("titles a card 'Order #' plus the id and writes totals with the naira sign", () => {
    expect(orderTitle(42)).toBe('Order #42');
    expect(orderMoney(12000)).toBe('₦12,000');
    expect(orderMoney('2500.5')).toBe('₦2,500.50');
  });

  it('names the rider of a delivery on its way, and only then', () => {
    const order = { id: 7, fulfilment: 'delivery' as const, cancelReason: null };
    const rider = { name: 'Rita', phone: null };
    expect(customerStatusWords({ ...order, status: '3', rider })).toBe('On the way with Rita');
    expect(customerStatusWords({ ...order, status: '3', rider: null })).toBe('On the way');
    expect(customerStatusWords({ ...order, status: '1', rider })).toBe('Delivered');
  });

  it('offers pay now only for an unpaid order that is not canceled', () => {
    expect(canPayNow({ isPaid: false, status: '0' })).toBe(true);
    expect(canPayNow({ isPaid: false, status: '-1' })).toBe(false);
    expect(canPayNow({ isPaid: true, status: '1' })).toBe(false);
  });

  it('says how an order was actually paid, and what was chosen when that differs', () => {
    const label = (order: Omit<Parameters<typeof paymentMethodLabel>[0], 'payByTransfer'>) =>
      paymentMethodLabel({ payByTransfer: false, ...order });
    expect(label({ paymentMethod: 'cash', paidBy: null })).toBe('Cash');
    expect(label({ paymentMethod: 'online', paidBy: 'online' })).toBe('Pay Online');
    expect(label({ paymentMethod: 'cash', paidBy: 'online' })).toBe('Pay Online (ordered as Cash)');
    // A phone customer paying by bank transfer.
    const transfer = { paymentMethod: 'cash', payByTransfer: true } as const;
    expect(paymentMethodLabel({ ...transfer, paidBy: null })).toBe('Bank transfer');
    expect(paymentMethodLabel({ ...transfer, paidBy: 'transfer' })).toBe('Bank transfer');
  });

  it('says where the delivery goes and when it was ordered, in Lagos time', () => {
    const label = deliveryLabel({ area: 'PZ', createdAt: '2025-03-01T23:30:00.000Z' });
    expect(label).toMatch(/^Delivery to PZ · ordered 2 Mar/);
    expect(deliveryLabel({ area: null, createdAt: '2025-03-01T10:00:00.000Z' })).toMatch(
      /^Delivery · ordered 1 Mar/,
    );
  });

  it('says a pickup is collected, and for when a later order is', () => {
    const createdAt = '2025-03-12T20:30:00.000Z';
    expect(deliveryLabel({ area: null, createdAt, fulfilment: 'pickup' })).toMatch(
      /^Pickup · ordered 12 Mar/,
    );
    const later = { area: 'PZ', createdAt, scheduledFor: '2025-03-13T09:00:00.000Z' };
    expect(deliveryLabel({ ...later, fulfilment: 'delivery' })).toBe(
      'Delivery to PZ for Thu 13 Mar, 10:00 am · ordered 12 Mar, 9:30 pm',
    );
  });

  it('names the ways the steps come, as the server sends them', () => {
    const delivery = { fulfilment: 'delivery' as const, whatsappUpdates: true };
    const all = { shopWhatsApp: true, shopSms: true, push: true };
    expect(orderUpdatesSentence(delivery, all)).toBe(
      'We will tell you when your order is accepted, on its way and delivered: by WhatsApp and a notification on this phone.',
    );
    // No WhatsApp asked for: the SMS goes instead.
    expect(orderUpdatesSentence({ ...delivery, whatsappUpdates: false }, all)).toBe(
      'We will tell you when your order is accepted, on its way and delivered: by SMS and a notification on this phone.',
    );
    // Asked for, but the shop no longer sends there.
    expect(
      orderUpdatesSentence(
        { fulfilment: 'pickup', whatsappUpdates: true },
        { shopWhatsApp: false, shopSms: false, push: true },
      ),
    ).toBe(
      'We will tell you when your order is accepted, ready for pickup and collected: by a notification on this phone.',
    );
    expect(
      orderUpdatesSentence(delivery, { shopWhatsApp: false, shopSms: false, push: false }),
    ).toBe('Turn on notifications below to hear when your order moves on.');
  });
});
