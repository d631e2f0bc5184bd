import type { Fulfilment } from './delivery-rules';
import { formatMoney, nairaToKobo } from './money';
import { orderStatuses, type OrderStatus } from './order-status';
import { formatShopTime } from './shop-clock';

// The words WhatsApp links carry about an order (docs/whatsapp.md), kept apart from the link
// itself: the menu's chat link needs none of them.

/** What the words below read of an order: the customer's order and the board's both fit. */
export interface ChatOrder {
  id: number;
  /** Naira. */
  total: number;
  status: OrderStatus;
  isPaid: boolean;
  paymentMethod: 'online' | 'cash';
  fulfilment: Fulfilment;
  area: string | null;
  readyAt: string | null;
  cancelReason: string | null;
  client: { name: string; phone: string; address: string; landmark: string; riderPhone: string };
  products: { name: string; OrderProduct: { quantity: number }; choices: { name: string }[] }[];
}

const money = (naira: number) => formatMoney(nairaToKobo(naira));

function dishLines(order: ChatOrder): string[] {
  return order.products.map((line) => {
    const choices = line.choices.map((choice) => choice.name).join(', ');
    return `${line.OrderProduct.quantity} × ${line.name}${choices ? ` (${choices})` : ''}`;
  });
}

/** Where it goes: 'Delivery to 12 Market Road, Samaru (near the mosque)' or the pickup. */
function destination(order: ChatOrder): string {
  if (order.fulfilment === 'pickup') return 'Pickup at the shop';
  const { address, landmark } = order.client;
  const area = order.area ? `, ${order.area}` : '';
  return `Delivery to ${address}${area}${landmark ? ` (near ${landmark})` : ''}`;
}

function summary(order: ChatOrder): string[] {
  return [...dishLines(order), `Total: ${money(order.total)}`, destination(order)];
}

/** The customer asks the shop about their order; or says its online payment failed. */
export function askAboutOrderText(
  shopName: string,
  order: ChatOrder,
  { paymentFailed = false } = {},
): string {
  const opening = paymentFailed
    ? `Hello ${shopName}, my payment for order #${order.id} failed.`
    : `Hello ${shopName}, I have a question about my order #${order.id}.`;
  return [opening, '', ...summary(order)].join('\n');
}

/**
 * The customer's chat after they sent the order this way: the shop has it already (stock, price
 * and time are held), and the chat shows it with how it is paid, a link to pay online included.
 */
export function orderOnWhatsAppText(shopName: string, order: ChatOrder, payUrl: string): string {
  const paying =
    order.paymentMethod === 'online' && !order.isPaid
      ? `I will pay online here: ${payUrl}`
      : order.isPaid
        ? 'It is paid.'
        : order.fulfilment === 'pickup'
          ? 'I will pay cash when I collect it.'
          : 'I will pay cash on delivery.';
  return [
    `Hello ${shopName}, I just placed order #${order.id}.`,
    '',
    ...summary(order),
    '',
    paying,
  ].join('\n');
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** What staff tell the customer at the order's step: accepted with its time, on its way, … */
export function messageCustomerText(
  shopName: string,
  order: Pick<ChatOrder, 'id' | 'status' | 'readyAt' | 'fulfilment' | 'cancelReason' | 'client'>,
): string {
  const hello = `Hello ${firstName(order.client.name)}, this is ${shopName}.`;
  const id = `order #${order.id}`;
  switch (order.status) {
    case orderStatuses.preparing:
      return order.readyAt
        ? `${hello} Your ${id} is accepted and will be ready about ${formatShopTime(Date.parse(order.readyAt))}.`
        : `${hello} Your ${id} is accepted and being prepared.`;
    case orderStatuses.onTheWay:
      return order.fulfilment === 'pickup'
        ? `${hello} Your ${id} is ready for pickup.`
        : `${hello} Your ${id} is on the way.`;
    case orderStatuses.delivered:
      return `${hello} Thank you for your ${id}!`;
    case orderStatuses.canceled: {
      const reason = order.cancelReason
        ? ` Reason: ${order.cancelReason.replace(/[.!\s]+$/, '')}.`
        : '';
      return `${hello} Sorry, your ${id} is canceled.${reason}`;
    }
    default:
      return `${hello} About your ${id}:`;
  }
}

/**
 * What the rider needs to deliver, for staff to send to whichever rider takes it (the link
 * names no number: WhatsApp asks whom). Only for delivery orders.
 */
export function messageRiderText(shopName: string, order: ChatOrder): string {
  const { name, phone, riderPhone } = order.client;
  const call = riderPhone && riderPhone !== phone ? `, or ${riderPhone} for directions` : '';
  const collect = order.isPaid ? 'Already paid.' : `Collect ${money(order.total)}.`;
  return [
    `${shopName}: delivery of order #${order.id}`,
    `${name}, ${phone}${call}`,
    destination(order),
    collect,
    dishLines(order).join(', '),
  ].join('\n');
}
