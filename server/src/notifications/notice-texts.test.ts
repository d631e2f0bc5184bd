import { describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { orderStatuses } from '@buka/domain/order-status';
import type { OrderWithItems } from '../orders/orders.repository';
import { LANGUAGES } from '@buka/domain/languages';
import { customerPush, customerSms } from './notice-texts';
import { smsParts, smsText } from './sms/sms-text';

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

describe('texts to the customer in the language they chose', () => {
  it('tells a Pidgin customer each step in Pidgin', () => {
    const delivery = order({ isPaid: 0 });
    expect(customerPush(delivery, 'on_the_way', 'pcm')).toMatchObject({
      title: 'Order #42 don dey come',
      body: 'E don comot from kitchen. Abeg get N6,500 ready.',
    });
    expect(customerSms('Buka', delivery, 'delivered', 'pcm')).toBe(
      'Buka: Order #42 don land. Enjoy your food!',
    );
  });

  it('says a reason the table knows in their language, and keeps the one staff typed', () => {
    const canceled = order({ status: orderStatuses.canceled, isPaid: 0 });
    const reason = messages.orderingPaused;
    expect(customerPush({ ...canceled, cancelReason: reason }, 'canceled', 'pcm').body).toBe(
      'Sorry, we cancel am. Why: Sorry, we don stop to take order for now.',
    );
    expect(customerPush({ ...canceled, cancelReason: 'No gas' }, 'canceled', 'ha').body).toBe(
      'Yi haƙuri, mun soke ta. Dalili: No gas.',
    );
  });

  it('sends Yoruba, Igbo and Hausa texts in the SMS alphabet, marks dropped', () => {
    const text = customerSms('Buka', order({ isPaid: 0 }), 'on_the_way', 'yo');
    expect(text).toBe('Buka: Oda #42 ti n bo. O ti kuro ni ile idana. Jowo seto N6,500 sile.');
    expect(customerSms('Buka', order({}), 'canceled', 'ha')).toBe(
      'Buka: An soke oda #42. Yi hakuri, mun soke ta. Za a mayar maka da kudinka.',
    );
  });

  it('keeps every text within two parts in every language, whatever the shop and the reason', () => {
    const steps = ['accepted', 'on_the_way', 'delivered', 'canceled'] as const;
    const long = order({
      status: orderStatuses.canceled,
      isPaid: 1,
      readyAt: Date.UTC(2026, 10, 29, 12),
      cancelReason: `Ọ̀pọ̀ ìdí — ${'ɗaki ƙarami “ọjà” 🍲 '.repeat(12)}`,
    });
    for (const language of LANGUAGES) {
      for (const step of steps) {
        for (const fulfilment of ['delivery', 'pickup'] as const) {
          const text = customerSms(
            'Ìyá Ọlọ́jà’s Kitchen & Grill',
            { ...long, fulfilment },
            step,
            language,
          );
          expect(smsParts(text), `${language} ${step}: ${text}`).toBeLessThanOrEqual(2);
          expect(smsText(text)).toBe(text);
        }
      }
    }
  });
});

describe('the SMS alphabet', () => {
  it('counts 160 characters a part, 153 once split, and 70 for anything outside it', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('ọ'.repeat(71))).toBe(2);
    expect(smsParts('€'.repeat(80))).toBe(1);
  });
});
