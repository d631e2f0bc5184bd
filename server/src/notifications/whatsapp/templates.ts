import { formatMoney } from '@buka/domain/money';
import { canceledByCustomer } from '@buka/domain/order-status';
import { formatShopTime } from '@buka/domain/shop-clock';
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

/** How many words each template takes: WhatsApp refuses a message with more or fewer. */
export function parameterCount(name: WhatsAppTemplateName): number {
  return whatsappTemplates[name].match(/\{\{\d+\}\}/g)?.length ?? 0;
}

function template(name: WhatsAppTemplateName, parameters: string[]): WhatsAppTemplate {
  return { name, parameters };
}

/** Money to collect at the door or the counter, or that nothing is. */
function paymentNote(order: OrderWithItems): string {
  return order.isPaid === 1
    ? 'It is already paid.'
    : `Please have ${formatMoney(order.totalKobo)} ready.`;
}

/**
 * The template for a customer's step, or null when WhatsApp says nothing of it: an order the
 * customer canceled themselves (they did it on the page, and are not apologised to).
 */
export function stepTemplate(
  shopName: string,
  order: OrderWithItems,
  step: CustomerStep,
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
        ? template('order_ready_for_pickup', [...head, paymentNote(order)])
        : template('order_on_the_way', [...head, paymentNote(order)]);
    case 'delivered':
      return template('order_delivered', head);
    case 'canceled': {
      if (canceledByCustomer(order)) return null;
      const reason = order.cancelReason?.replace(/[.!\s]+$/, '');
      const why = reason ? `Reason: ${reason}.` : 'We could not take it this time.';
      const refund = order.isPaid === 1 ? ' Your payment will be refunded.' : '';
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
