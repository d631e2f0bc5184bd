import { customerStatusLabel, orderStatuses } from '@buka/domain/order-status';
import { formatShopTime } from '@buka/domain/shop-clock';
import type { OrderRow } from '../../orders/orders.repository';

// What the shop answers on its own to a customer's WhatsApp message, as free text: allowed
// because the customer's own message opened a 24-hour window (docs/whatsapp.md#incoming).

/** What a customer's message asks for, when it is one the shop answers by itself. */
export type Asked = 'where' | 'stop' | 'start' | null;

// "Where is my order", and the ways people write it: "wheres my food??", "order status",
// "track my order", "how far with my order", "my food never come" is left to staff.
const asksWhere = [
  /\bwhere\s*(is|s|be|e dey|my)?\b.*\b(order|food|delivery|rider|chop|meal)\b/,
  /\b(order|delivery)\s+status\b/,
  /\bstatus\s+of\s+(my\s+)?order\b/,
  /^(status|track|where)$/,
  /\btrack(ing)?\b.*\border\b/,
  /\bhow far\b.*\b(order|food|delivery)\b/,
];
const stopWords = new Set(['stop', 'unsubscribe', 'stop updates', 'stop messages', 'opt out']);
const startWords = new Set(['start', 'subscribe', 'start updates', 'opt in']);

/** Reads a customer's message for what the shop answers by itself. */
export function whatIsAsked(text: string): Asked {
  const words = text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (stopWords.has(words)) return 'stop';
  if (startWords.has(words)) return 'start';
  return asksWhere.some((pattern) => pattern.test(words)) ? 'where' : null;
}

type ReplyOrder = Pick<
  OrderRow,
  'id' | 'status' | 'fulfilment' | 'cancelReason' | 'readyAt' | 'isPaid' | 'totalKobo'
>;

/** Where the order stands, with its ready time once promised, and the page that follows it. */
export function whereReply(shopName: string, order: ReplyOrder, publicUrl: string): string {
  const label = customerStatusLabel(order).replace(/[.!\s]+$/, '');
  const ready =
    order.status === orderStatuses.preparing && order.readyAt !== null
      ? ` It will be ready about ${formatShopTime(order.readyAt)}.`
      : '';
  const waiting =
    order.status === orderStatuses.received ? ' The kitchen will accept it shortly.' : '';
  return (
    `${shopName}: your order #${order.id} is: ${label}.${ready}${waiting} ` +
    `Follow it here: ${publicUrl}/orders?order=${order.id}`
  );
}

/** Said when a message asks where an order is and the number has none open. */
export function noOpenOrderReply(shopName: string): string {
  return `${shopName}: we found no open order for this number. Our staff will read your message.`;
}

export function stoppedReply(shopName: string): string {
  return `${shopName}: you will get no more WhatsApp updates about your orders. Reply START to have them again.`;
}

export function startedReply(shopName: string): string {
  return `${shopName}: you will get WhatsApp updates about your open order again. Reply STOP to end them.`;
}
