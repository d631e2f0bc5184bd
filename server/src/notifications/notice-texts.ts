import { formatMoney } from '@buka/domain/money';
import type { PushMessage } from '@buka/domain/notifications';
import { canceledByCustomer, orderStatuses, stepLabel } from '@buka/domain/order-status';
import { formatShopTime } from '@buka/domain/shop-clock';
import type { OrderWithItems } from '../orders/orders.repository';

// What staff and customers are told, by push and by SMS. Texts use 'N' for naira:
// the naira sign is not in the SMS alphabet and would halve a text's length.

/** Staff: a new order to accept, then (escalated) the same order still waiting. */
export type StaffStep = 'new' | 'escalated';
/** The customer's steps after placing (docs/orders.md#statuses): each is told once. */
export type CustomerStep = 'accepted' | 'on_the_way' | 'delivered' | 'canceled';

const money = (kobo: number) => formatMoney(kobo, 'N');
const customerTitle = (order: OrderWithItems) => `Order #${order.id}`;

function lines(order: OrderWithItems): string {
  return order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Whole minutes the order has waited for staff, at least 1. */
export function minutesWaiting(order: OrderWithItems, now: number): number {
  return Math.max(1, Math.round((now - (order.announcedAt ?? order.createdAt)) / 60_000));
}

export function staffPush(order: OrderWithItems, step: StaffStep, now: number): PushMessage {
  const how = order.paymentMethod === 'cash' ? 'Cash' : 'Paid online';
  const base = { url: `/admin/orders?order=${order.id}`, tag: `order-${order.id}` };
  if (step === 'new') {
    return {
      ...base,
      title: `New order #${order.id}: ${money(order.totalKobo)}`,
      body: shorten(`${lines(order)} · ${how} · ${order.clientName}`, 200),
      requireInteraction: true,
    };
  }
  return {
    ...base,
    title: `Order #${order.id} is still waiting`,
    body: `Placed ${minutesWaiting(order, now)} min ago and not accepted yet. Accept it with a time or reject it.`,
    requireInteraction: true,
  };
}

/** To the owner's phone when an order waited too long. */
export function escalationSms(shopName: string, order: OrderWithItems, now: number): string {
  return (
    `${shopName}: order #${order.id} (${money(order.totalKobo)}) has waited ` +
    `${minutesWaiting(order, now)} min and nobody has accepted it. Open the orders board.`
  );
}

/** The step an order's status tells its customer about, if any. */
export function customerStepOf(order: OrderWithItems): CustomerStep | null {
  switch (order.status) {
    case orderStatuses.preparing:
      return order.acceptedAt === null ? null : 'accepted';
    case orderStatuses.onTheWay:
      return 'on_the_way';
    case orderStatuses.delivered:
      return 'delivered';
    case orderStatuses.canceled:
      return 'canceled';
    default:
      return null;
  }
}

/** The one sentence for each step, shared by the push and the SMS. */
function stepSentence(order: OrderWithItems, step: CustomerStep): { title: string; body: string } {
  const title = customerTitle(order);
  const { fulfilment } = order;
  switch (step) {
    case 'accepted':
      return {
        title: `${title} accepted`,
        body: `It will be ready about ${formatShopTime(order.readyAt ?? order.updatedAt)}.`,
      };
    case 'on_the_way': {
      const pay = order.isPaid === 1 ? '' : ` Please have ${money(order.totalKobo)} ready.`;
      // The step's name is the one the customer's page shows: a pickup waits at the shop.
      const step = stepLabel(orderStatuses.onTheWay, fulfilment).toLowerCase();
      const news = fulfilment === 'pickup' ? 'Come and collect it.' : 'It has left the kitchen.';
      return { title: `${title} is ${step}`, body: `${news}${pay}` };
    }
    case 'delivered': {
      const step = stepLabel(orderStatuses.delivered, fulfilment).toLowerCase();
      return { title: `${title} ${step}`, body: 'Enjoy your meal!' };
    }
    case 'canceled': {
      const refund = order.isPaid === 1 ? ' Your payment will be refunded.' : '';
      // Customers who took the order back are told so, not apologised to as if the shop had.
      if (canceledByCustomer(order)) {
        return {
          title: `${title} canceled`,
          // The title already names the order: the SMS reads "your order #42 canceled. You…".
          body: `You canceled it yourself.${refund}`,
        };
      }
      const reason = order.cancelReason
        ? ` Reason: ${order.cancelReason.replace(/[.!\s]+$/, '')}.`
        : '';
      return { title: `${title} canceled`, body: `Sorry, we canceled it.${reason}${refund}` };
    }
  }
}

export function customerPush(order: OrderWithItems, step: CustomerStep): PushMessage {
  return {
    ...stepSentence(order, step),
    url: `/orders?order=${order.id}`,
    tag: `order-${order.id}`,
  };
}

export function customerSms(shopName: string, order: OrderWithItems, step: CustomerStep): string {
  const { title, body } = stepSentence(order, step);
  return shorten(`${shopName}: ${title.replace(/^Order/, 'your order')}. ${body}`, 306);
}
