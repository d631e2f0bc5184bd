import { formatMoney } from '@buka/domain/money';
import type { PushMessage } from '@buka/domain/notifications';
import { canceledByCustomer, orderStatuses } from '@buka/domain/order-status';
import { formatShopTime } from '@buka/domain/shop-clock';
import { DEFAULT_LANGUAGE, type Language } from '@buka/domain/languages';
import type { NoticeKey } from '@buka/domain/notice-messages';
import { say as sayIn, sayAgain } from '../i18n/translations';
import type { OrderWithItems } from '../orders/orders.repository';
import { smsText } from './sms/sms-text';

// What staff and customers are told, by push and by SMS; a customer in the language they chose
// (docs/languages.md#texts). Texts use 'N' for naira: the naira sign is not in the SMS alphabet
// and would halve a text's length.

/** Staff: a new order to accept, then (escalated) the same order still waiting. */
export type StaffStep = 'new' | 'escalated';
/** The customer's steps after placing (docs/orders.md#statuses): each is told once. */
export type CustomerStep = 'accepted' | 'on_the_way' | 'delivered' | 'canceled';

const money = (kobo: number) => formatMoney(kobo, 'N');

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

/** To a staff device; `withTotal`: its person takes money, so a new order's total is said. */
export function staffPush(
  order: OrderWithItems,
  step: StaffStep,
  now: number,
  withTotal: boolean,
): PushMessage {
  const how = order.paymentMethod === 'cash' ? 'Cash' : 'Paid online';
  const base = { url: `/admin/orders?order=${order.id}`, tag: `order-${order.id}` };
  if (step === 'new') {
    return {
      ...base,
      title: withTotal
        ? `New order #${order.id}: ${money(order.totalKobo)}`
        : `New order #${order.id}`,
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

/** The one sentence for each step, shared by the push and the SMS, in the customer's language. */
function stepSentence(
  order: OrderWithItems,
  step: CustomerStep,
  language: Language,
): { title: string; body: string } {
  const say = (key: NoticeKey, values?: Record<string, unknown>) => sayIn(language, key, values);
  const id = order.id;
  const { fulfilment } = order;
  switch (step) {
    case 'accepted':
      return {
        title: say('noticeAcceptedTitle', { id }),
        body: say('noticeAcceptedBody', { time: formatShopTime(order.readyAt ?? order.updatedAt) }),
      };
    case 'on_the_way': {
      const pay =
        order.isPaid === 1
          ? ''
          : ` ${say('noticePayOnArrival', { amount: money(order.totalKobo) })}`;
      // The step's name is the one the customer's page shows: a pickup waits at the shop.
      if (fulfilment === 'pickup') {
        return { title: say('noticeReadyTitle', { id }), body: `${say('noticeReadyBody')}${pay}` };
      }
      return {
        title: say('noticeOnTheWayTitle', { id }),
        body: `${say('noticeOnTheWayBody')}${pay}`,
      };
    }
    case 'delivered': {
      const title = fulfilment === 'pickup' ? 'noticeCollectedTitle' : 'noticeDeliveredTitle';
      return { title: say(title, { id }), body: say('noticeEnjoy') };
    }
    case 'canceled': {
      const refund = order.isPaid === 1 ? ` ${say('noticeRefund')}` : '';
      const title = say('noticeCanceledTitle', { id });
      // Customers who took the order back are told so, not apologised to as if the shop had.
      if (canceledByCustomer(order)) {
        // The title already names the order: the SMS reads "your order #42 canceled. You…".
        return { title, body: `${say('noticeYouCanceled')}${refund}` };
      }
      const reason = order.cancelReason
        ? ` ${say('noticeCancelReason', { reason: sayAgain(language, order.cancelReason).replace(/[.!\s]+$/, '') })}`
        : '';
      return { title, body: `${say('noticeWeCanceled')}${reason}${refund}` };
    }
  }
}

export function customerPush(
  order: OrderWithItems,
  step: CustomerStep,
  language: Language = DEFAULT_LANGUAGE,
): PushMessage {
  return {
    ...stepSentence(order, step, language),
    url: `/orders?order=${order.id}`,
    tag: `order-${order.id}`,
  };
}

/** Two parts at most: 306 characters of the GSM alphabet (sms-text.ts). */
const SMS_MAX = 306;

export function customerSms(
  shopName: string,
  order: OrderWithItems,
  step: CustomerStep,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const { title, body } = stepSentence(order, step, language);
  // English says "Buka: your order #42 accepted."; the other languages' titles read as they are.
  const named = language === DEFAULT_LANGUAGE ? title.replace(/^Order/, 'your order') : title;
  const text = smsText(
    `${sayIn(language, 'noticeSmsOpening', { shop: shopName, title: named })} ${body}`,
  );
  return text.length <= SMS_MAX ? text : `${text.slice(0, SMS_MAX - 3)}...`;
}
