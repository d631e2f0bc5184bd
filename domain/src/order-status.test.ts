import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { customerStatusLabel, orderStatuses, stepLabel, type OrderStatus } from './order-status';

describe('order status words', () => {
  it('names the last two steps for a pickup as the customer lives them', () => {
    const steps = (fulfilment: 'delivery' | 'pickup') =>
      (['0', '2', '3', '1'] as const).map((status) => stepLabel(status, fulfilment));
    expect(steps('delivery')).toEqual(['Received', 'Preparing', 'On the way', 'Delivered']);
    expect(steps('pickup')).toEqual(['Received', 'Preparing', 'Ready for pickup', 'Collected']);
  });

  it("says the order's state in one line, and a cancel once, with its reason", () => {
    const label = (
      status: OrderStatus,
      cancelReason: string | null = null,
      fulfilment: 'delivery' | 'pickup' = 'delivery',
    ) => customerStatusLabel({ id: 42, status, fulfilment, cancelReason });
    expect(label(orderStatuses.preparing)).toBe('Preparing');
    expect(label(orderStatuses.onTheWay, null, 'pickup')).toBe('Ready for pickup');
    expect(label(orderStatuses.delivered, null, 'pickup')).toBe('Collected');
    expect(label(orderStatuses.canceled, 'Sold out of chips')).toBe('Canceled · Sold out of chips');
    expect(label(orderStatuses.canceled)).toBe('Canceled');
  });

  it('tells customers who canceled it themselves that they did, with no apology', () => {
    expect(
      customerStatusLabel({
        id: 42,
        status: orderStatuses.canceled,
        fulfilment: 'pickup',
        cancelReason: messages.canceledByCustomer,
      }),
    ).toBe(messages.youCanceled.replace('{id}', '42'));
  });
});
