import { describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { orderStatuses } from '@buka/domain/order-status';
import type { OrderWithItems } from '../orders/orders.repository';
import { customerPush, customerSms } from './notice-texts';

// Only what the sentences read; the rest of an order does not change them.
function order(fields: Partial<OrderWithItems>): OrderWithItems {
  return {
    id: 42,
    status: orderStatuses.onTheWay,
    fulfilment: 'delivery',
    isPaid: 1,
    totalKobo: 650_000,
    cancelReason: null,
    ...fields,
  } as OrderWithItems;
}

describe('texts to the customer', () => {
  it('tells a pickup customer their order is ready to collect, then collected', () => {
    const pickup = order({ fulfilment: 'pickup', isPaid: 0 });
    expect(customerPush(pickup, 'on_the_way')).toMatchObject({
      title: 'Order #42 is ready for pickup',
      body: 'Come and collect it. Please have N6,500 ready.',
    });
    expect(customerSms('Buka', pickup, 'delivered')).toBe(
      'Buka: your order #42 collected. Enjoy your meal!',
    );
  });

  it('keeps the rider words for a delivery', () => {
    expect(customerPush(order({}), 'on_the_way').title).toBe('Order #42 is on the way');
  });

  it('does not apologise to customers for their own cancel', () => {
    const own = order({
      status: orderStatuses.canceled,
      cancelReason: messages.canceledByCustomer,
    });
    const push = customerPush(own, 'canceled');
    expect(push.body).toBe('You canceled it yourself. Your payment will be refunded.');
    expect(push.body).not.toMatch(/sorry/i);
    // Said once: the text names the order in its opening words only.
    const sms = customerSms('Mama Put', own, 'canceled');
    expect(sms).toBe(
      'Mama Put: your order #42 canceled. You canceled it yourself. Your payment will be refunded.',
    );
  });
});
