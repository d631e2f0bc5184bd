import { describe, expect, it } from 'vitest';
import { orderStatuses } from './order-status';
import { isNigerianMobile } from './phone-numbers';
import { chatLink, whatsappNumber } from './whatsapp-link';
import {
  askAboutOrderText,
  messageCustomerText,
  messageRiderText,
  orderOnWhatsAppText,
  type ChatOrder,
} from './whatsapp-texts';

const order = (change: Partial<ChatOrder> = {}): ChatOrder => ({
  id: 42,
  total: 14_500,
  status: orderStatuses.received,
  isPaid: false,
  paymentMethod: 'cash',
  fulfilment: 'delivery',
  area: 'Samaru',
  readyAt: null,
  cancelReason: null,
  client: {
    name: 'Ada Obi',
    phone: '08031234567',
    address: '12 Market Road',
    landmark: 'the mosque',
    riderPhone: '',
  },
  products: [
    { name: 'Jollof Rice', OrderProduct: { quantity: 2 }, choices: [{ name: 'Chicken' }] },
    { name: 'Chips', OrderProduct: { quantity: 1 }, choices: [] },
  ],
  ...change,
});

/** The words a link carries, as WhatsApp will type them. */
const wordsOf = (link: string | null) => new URL(link ?? '').searchParams.get('text');

describe('numbers for wa.me', () => {
  it('writes a Nigerian mobile however typed as digits in international form', () => {
    for (const typed of ['0803 123 4567', '0803-123-4567', '+234 803 123 4567', '2348031234567']) {
      expect(whatsappNumber(typed)).toBe('2348031234567');
    }
    expect(isNigerianMobile('0803 123 4567')).toBe(true);
  });

  it('refuses what is not a Nigerian mobile: a landline, too short, a foreign number, empty', () => {
    for (const typed of ['09 461 2345', '0803123456', '+44 7700 900123', '', 'whatsapp']) {
      expect(whatsappNumber(typed)).toBeNull();
      expect(isNigerianMobile(typed)).toBe(false);
      expect(chatLink(typed, 'hello')).toBeNull();
    }
  });

  it('links to the number with the words typed in, or lets the person pick whom', () => {
    const link = chatLink('0803 123 4567', 'Hello & welcome #1');
    expect(link).toBe('https://wa.me/2348031234567?text=Hello%20%26%20welcome%20%231');
    expect(wordsOf(link)).toBe('Hello & welcome #1');
    expect(chatLink('08031234567')).toBe('https://wa.me/2348031234567');
    expect(chatLink(null, 'Order #42')).toBe('https://wa.me/?text=Order%20%2342');
  });
});

describe('the words', () => {
  it("carry the order number, dishes with choices, total and address for the customer's question", () => {
    expect(askAboutOrderText('Buka', order())).toBe(
      [
        'Hello Buka, I have a question about my order #42.',
        '',
        '2 × Jollof Rice (Chicken)',
        '1 × Chips',
        'Total: ₦14,500',
        'Delivery to 12 Market Road, Samaru (near the mosque)',
      ].join('\n'),
    );
    const pickup = askAboutOrderText('Buka', order({ fulfilment: 'pickup' }), {
      paymentFailed: true,
    });
    expect(pickup).toMatch(/^Hello Buka, my payment for order #42 failed\./);
    expect(pickup).toContain('Pickup at the shop');
    expect(pickup).not.toContain('Market Road');
  });

  it('say how an order sent on WhatsApp is paid, with the link to pay online', () => {
    const online = orderOnWhatsAppText('Buka', order({ paymentMethod: 'online' }), 'https://x/pay');
    expect(online).toMatch(/^Hello Buka, I just placed order #42\./);
    expect(online).toContain('I will pay online here: https://x/pay');
    expect(orderOnWhatsAppText('Buka', order(), 'https://x/pay')).toContain(
      'I will pay cash on delivery.',
    );
    expect(orderOnWhatsAppText('Buka', order({ fulfilment: 'pickup' }), 'https://x/pay')).toContain(
      'I will pay cash when I collect it.',
    );
  });

  it("tell the customer the order's step in the shop's words", () => {
    const accepted = order({
      status: orderStatuses.preparing,
      readyAt: '2026-11-28T12:05:00.000Z',
    });
    expect(messageCustomerText('Buka', accepted)).toBe(
      'Hello Ada, this is Buka. Your order #42 is accepted and will be ready about 1:05 pm.',
    );
    expect(messageCustomerText('Buka', order({ status: orderStatuses.onTheWay }))).toContain(
      'Your order #42 is on the way.',
    );
    expect(
      messageCustomerText('Buka', order({ status: orderStatuses.onTheWay, fulfilment: 'pickup' })),
    ).toContain('Your order #42 is ready for pickup.');
    expect(
      messageCustomerText(
        'Buka',
        order({ status: orderStatuses.canceled, cancelReason: 'Sold out.' }),
      ),
    ).toContain('Sorry, your order #42 is canceled. Reason: Sold out.');
  });

  it('give the rider who, where, what to collect and what to bring', () => {
    const text = messageRiderText(
      'Buka',
      order({ client: { ...order().client, riderPhone: '07011112222' } }),
    );
    expect(text.split('\n')).toEqual([
      'Buka: delivery of order #42',
      'Ada Obi, 08031234567, or 07011112222 for directions',
      'Delivery to 12 Market Road, Samaru (near the mosque)',
      'Collect ₦14,500.',
      '2 × Jollof Rice (Chicken), 1 × Chips',
    ]);
    expect(messageRiderText('Buka', order({ isPaid: true }))).toContain('Already paid.');
  });
});
