import {
  canceledByCustomer,
  orderStatuses,
  stepKey,
  type Fulfilment,
  type OrderStatus,
} from '@buka/domain/order-status';
import { describeSlot } from '@buka/domain/order-slots';
import { chosenPayment } from '@buka/domain/chosen-payment';
import type { Order } from '@buka/domain/orders';
import { formatShopDateTime } from '@buka/domain/shop-clock';
import { nairaMoney } from '../../shared/ui/price';
import { t } from '../../shared/i18n/i18n';
import { tl } from '../../shared/i18n/later';
import { clockWords } from '../../shared/i18n/clock-words';

/** An order's amounts: lines, fee and total, written as every amount is. */
export function orderMoney(naira: number | string): string {
  return nairaMoney(naira);
}

/** One way to write an order's number everywhere (cards, board, slips, texts): 'Order #42'. */
export function orderTitle(id: number): string {
  return t('orderTitle', { id });
}

/**
 * The one line the customer reads for their order's state, in their language: the step, or that
 * it was canceled and why (a reason staff typed stays as typed).
 */
export function customerStatusWords(order: {
  id: number;
  status: OrderStatus;
  fulfilment: Fulfilment;
  cancelReason: string | null;
  rider?: Order['rider'];
}): string {
  // docs/orders.md#riders: the customer knows who brings it.
  if (order.status === orderStatuses.onTheWay && order.fulfilment === 'delivery' && order.rider) {
    return t('onTheWayWith', { name: order.rider.name });
  }
  if (order.status !== orderStatuses.canceled) return t(stepKey(order.status, order.fulfilment));
  if (canceledByCustomer(order)) return t('youCanceled', { id: order.id });
  return order.cancelReason
    ? t('canceledBecause', { reason: order.cancelReason })
    : t('stepCanceled');
}

/**
 * docs/screens.md#orders-pages: the delivery label: where it goes (or that it is collected) and
 * when it was ordered (Lagos time); an order for later says for when.
 */
export function deliveryLabel(
  order: Pick<Order, 'area' | 'createdAt'> & Partial<Pick<Order, 'fulfilment' | 'scheduledFor'>>,
): string {
  const when = formatShopDateTime(Date.parse(order.createdAt), clockWords());
  const how =
    order.fulfilment === 'pickup'
      ? t('pickupLabel')
      : order.area
        ? t('deliveryToArea', { area: order.area })
        : t('deliveryLabel');
  const later = order.scheduledFor
    ? t('forSlot', { how, when: describeSlot(order.scheduledFor, clockWords()) })
    : how;
  return t('orderedAt', { how: later, when });
}

/**
 * How the order was paid once it is (docs/orders.md#payment), else how it is to be paid; a cash
 * order later paid online says both.
 */
export function paymentMethodLabel(
  order: Pick<Order, 'paymentMethod' | 'paidBy' | 'payByTransfer'>,
): string {
  const words = { online: t('payOnline'), cash: t('paidCash'), transfer: t('paidTransfer') };
  const chosen = chosenPayment(order);
  const actual = order.paidBy ?? chosen;
  if (actual === chosen) return words[actual];
  return t('paidAsOrdered', { actual: words[actual], chosen: words[chosen] });
}

/** docs/orders.md#payment: paid, or unpaid with a pay now option unless the order was canceled. */
export function canPayNow(order: Pick<Order, 'isPaid' | 'status'>): boolean {
  return !order.isPaid && order.status !== orderStatuses.canceled;
}

/** The ways an order's steps reach its customer: the shop's, and this browser's push. */
export interface UpdateWays {
  /** The shop sends WhatsApp messages (GET /api/notices/ways). */
  shopWhatsApp: boolean;
  /** The shop has an SMS provider. */
  shopSms: boolean;
  /** Notifications are on for this order in this browser. */
  push: boolean;
}

/**
 * docs/whatsapp.md#opting-in: which updates the customer gets and how. As the server sends them:
 * WhatsApp to a customer who asked for it, in place of the SMS; a push to each browser that asked.
 */
export function orderUpdatesSentence(
  order: Pick<Order, 'fulfilment' | 'whatsappUpdates'>,
  ways: UpdateWays,
): string {
  const whatsapp = ways.shopWhatsApp && order.whatsappUpdates;
  const names = [
    ...(whatsapp ? ['WhatsApp'] : []),
    ...(ways.shopSms && !whatsapp ? ['SMS'] : []),
    ...(ways.push ? [tl('updateWayNotification')] : []),
  ];
  if (names.length === 0) return tl('orderUpdatesNone');
  const steps = tl(order.fulfilment === 'pickup' ? 'updateStepsPickup' : 'updateStepsDelivery');
  // At most two ways: WhatsApp or SMS, and a notification.
  const joined =
    names.length === 1 ? names[0]! : tl('listAnd', { first: names[0], second: names[1] });
  return tl('orderUpdatesBy', { steps, ways: joined });
}
