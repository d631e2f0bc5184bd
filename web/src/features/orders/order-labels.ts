import { orderStatuses } from '@buka/domain/order-status';
import { describeSlot } from '@buka/domain/order-slots';
import { chosenPayment, type Order } from '@buka/domain/orders';
import { formatShopDateTime } from '@buka/domain/shop-clock';
import { nairaMoney } from '../../shared/ui/price';

/** An order's amounts: lines, fee and total, written as every amount is. */
export function orderMoney(naira: number | string): string {
  return nairaMoney(naira);
}

/** One way to write an order's number everywhere (cards, board, slips, texts): 'Order #42'. */
export function orderTitle(id: number): string {
  return `Order #${id}`;
}

/**
 * docs/screens.md#orders-pages: the delivery label: where it goes (or that it is collected) and
 * when it was ordered (Lagos time); an order for later says for when.
 */
export function deliveryLabel(
  order: Pick<Order, 'area' | 'createdAt'> & Partial<Pick<Order, 'fulfilment' | 'scheduledFor'>>,
): string {
  const when = formatShopDateTime(Date.parse(order.createdAt));
  const how =
    order.fulfilment === 'pickup' ? 'Pickup' : `Delivery${order.area ? ` to ${order.area}` : ''}`;
  const later = order.scheduledFor ? ` for ${describeSlot(order.scheduledFor)}` : '';
  return `${how}${later} · ordered ${when}`;
}

/**
 * How the order was paid once it is (docs/orders.md#payment), else how it is to be paid; a cash
 * order later paid online says both.
 */
export function paymentMethodLabel(
  order: Pick<Order, 'paymentMethod' | 'paidBy' | 'payByTransfer'>,
): string {
  const words = { online: 'Pay Online', cash: 'Cash', transfer: 'Bank transfer' } as const;
  const chosen = chosenPayment(order);
  const actual = order.paidBy ?? chosen;
  if (actual === chosen) return words[actual];
  return `${words[actual]} (ordered as ${words[chosen]})`;
}

/** docs/orders.md#payment: paid, or unpaid with a pay now option unless the order was canceled. */
export function canPayNow(order: Pick<Order, 'isPaid' | 'status'>): boolean {
  return !order.isPaid && order.status !== orderStatuses.canceled;
}
