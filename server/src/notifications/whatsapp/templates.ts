import { DEFAULT_LANGUAGE, type Language } from '@buka/domain/languages';
import { noticeCatalogs } from '@buka/domain/locales/index';
import { formatMoney } from '@buka/domain/money';
import type { NoticeKey } from '@buka/domain/notice-messages';
import { canceledByCustomer } from '@buka/domain/order-status';
import { formatShopTime } from '@buka/domain/shop-clock';
import { say, sayAgain } from '../../i18n/translations';
import type { OrderWithItems } from '../../orders/orders.repository';
import type { CustomerStep } from '../notice-texts';
import type { WhatsAppTemplate } from './cloud-api';

// The utility templates the shop submits to Meta for approval, word for word as
// docs/whatsapp.md#the-templates lists them: {{1}} is always the shop's name, {{2}} the order's
// number. Outside the customer's 24-hour window WhatsApp delivers nothing else.

/** Each template's name (as approved in WhatsApp Manager) and the body it was approved with. */
export const whatsappTemplates = {
  order_accepted: '{{1}}: your order #{{2}} is accepted. It will be ready about {{3}}.',
  order_on_the_way: '{{1}}: your order #{{2}} has left the kitchen and is on its way. {{3}}',
  order_ready_for_pickup:
    '{{1}}: your order #{{2}} is ready for pickup. Come and collect it. {{3}}',
  order_delivered: '{{1}}: your order #{{2}} is complete. Enjoy your meal!',
  order_canceled: '{{1}}: sorry, we canceled your order #{{2}}. {{3}}',
  order_refunded: '{{1}}: we have refunded {{3}} for your order #{{2}}.',
  // To the staff numbers chosen in Settings, at closing time (docs/operations.md#the-day-summary).
  day_summary: '{{1}}, {{2}}: {{3}}',
} as const;

export type WhatsAppTemplateName = keyof typeof whatsappTemplates;
/** The templates a customer gets, which the shop may have approved in their language too. */
export type CustomerTemplateName = Exclude<WhatsAppTemplateName, 'day_summary'>;

/**
 * The words a translation needs that no push or SMS says: 'complete' covers a delivery and a
 * pickup alike, and the refund's sentence (the order page's 'refunded' words).
 */
const templateOnlyWords: Record<Exclude<Language, 'en'>, { complete: string; refunded: string }> = {
  pcm: { complete: 'Order #{{2}} don complete', refunded: 'We don return {{3}} for order #{{2}}.' },
  ha: { complete: 'An kammala oda #{{2}}', refunded: 'An mayar da {{3}} na oda #{{2}}.' },
  yo: { complete: 'Ọ̀dà #{{2}} ti parí', refunded: 'A ti dá {{3}} padà fún ọ̀dà #{{2}}.' },
  ig: {
    complete: 'Emechaala nri #{{2}} ị tụrụ',
    refunded: 'E weghachiri {{3}} maka nri #{{2}} ị tụrụ.',
  },
};

/**
 * The customer's templates' bodies in a language, as the shop submits them as translations of
 * the same names (docs/whatsapp.md#in-the-customers-language): the sentences of that language's
 * push and SMS, with the English bodies' placeholders. English: the bodies above.
 */
export function templateBodies(language: Language): Record<CustomerTemplateName, string> {
  const { day_summary: _staffOnly, ...english } = whatsappTemplates;
  if (language === 'en') return english;
  const words = noticeCatalogs[language];
  const own = templateOnlyWords[language];
  const sentence = (key: NoticeKey) =>
    words[key].replace('{id}', '{{2}}').replace('{time}', '{{3}}');
  return {
    order_accepted: `{{1}}: ${sentence('noticeAcceptedTitle')}. ${sentence('noticeAcceptedBody')}`,
    order_on_the_way: `{{1}}: ${sentence('noticeOnTheWayTitle')}. ${sentence('noticeOnTheWayBody')} {{3}}`,
    order_ready_for_pickup: `{{1}}: ${sentence('noticeReadyTitle')}. ${sentence('noticeReadyBody')} {{3}}`,
    order_delivered: `{{1}}: ${own.complete}. ${sentence('noticeEnjoy')}`,
    order_canceled: `{{1}}: ${sentence('noticeCanceledTitle')}. ${sentence('noticeWeCanceled')} {{3}}`,
    order_refunded: `{{1}}: ${own.refunded}`,
  };
}

/** How many words each template takes: WhatsApp refuses a message with more or fewer. */
export function parameterCount(name: WhatsAppTemplateName): number {
  return whatsappTemplates[name].match(/\{\{\d+\}\}/g)?.length ?? 0;
}

function template(name: WhatsAppTemplateName, parameters: string[]): WhatsAppTemplate {
  return { name, parameters };
}

/** Money to collect at the door or the counter, or that nothing is. */
function paymentNote(order: OrderWithItems, language: Language): string {
  return order.isPaid === 1
    ? say(language, 'noticeAlreadyPaid')
    : say(language, 'noticePayOnArrival', { amount: formatMoney(order.totalKobo) });
}

/**
 * The template for a customer's step, its words in `language` (the body is the translation of
 * that language, when sent in it), or null when WhatsApp says nothing of it: an order the
 * customer canceled themselves (they did it on the page, and are not apologised to).
 */
export function stepTemplate(
  shopName: string,
  order: OrderWithItems,
  step: CustomerStep,
  language: Language = DEFAULT_LANGUAGE,
): WhatsAppTemplate | null {
  const head = [shopName, String(order.id)];
  switch (step) {
    case 'accepted':
      return template('order_accepted', [
        ...head,
        formatShopTime(order.readyAt ?? order.updatedAt),
      ]);
    case 'on_the_way':
      return order.fulfilment === 'pickup'
        ? template('order_ready_for_pickup', [...head, paymentNote(order, language)])
        : template('order_on_the_way', [...head, paymentNote(order, language)]);
    case 'delivered':
      return template('order_delivered', head);
    case 'canceled': {
      if (canceledByCustomer(order)) return null;
      // A reason the table knows is said in the customer's language; one staff typed stays.
      const reason = order.cancelReason
        ? sayAgain(language, order.cancelReason).replace(/[.!\s]+$/, '')
        : '';
      const why = reason
        ? say(language, 'noticeCancelReason', { reason })
        : say(language, 'noticeNoReason');
      const refund = order.isPaid === 1 ? ` ${say(language, 'noticeRefund')}` : '';
      return template('order_canceled', [...head, `${why}${refund}`]);
    }
  }
}

/**
 * The day's summary for staff: its words as the text would say them, on one line (WhatsApp
 * refuses a template's words with a line break in them).
 */
export function daySummaryTemplate(
  shopName: string,
  day: string,
  figures: string,
): WhatsAppTemplate {
  return template('day_summary', [shopName, day, figures.replace(/\s+/g, ' ').trim()]);
}

/** A refund given back for the order, by cash or through the payment's provider. */
export function refundTemplate(
  shopName: string,
  orderId: number,
  amountKobo: number,
): WhatsAppTemplate {
  return template('order_refunded', [shopName, String(orderId), formatMoney(amountKobo)]);
}
