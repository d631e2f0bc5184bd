import { orderStatusLabels, orderStatuses, type OrderStatus } from '@buka/domain/order-status';
import type { Order } from '@buka/domain/orders';
import { formatPrice, nairaToKobo } from '@buka/domain/money';

/** spec §2: order totals are prefixed with N. */
export function orderMoney(naira: number | string): string {
  try {
    return `N${formatPrice(nairaToKobo(naira))}`;
  } catch {
    return `N${String(naira)}`;
  }
}

/** spec §2: 'Order #0' plus the id. */
export function orderTitle(id: number): string {
  return `Order #0${id}`;
}

/** spec §2: the delivery label: where it goes and when it was ordered (Lagos time). */
export function deliveryLabel(order: Pick<Order, 'area' | 'createdAt'>): string {
  const when = new Date(order.createdAt).toLocaleString('en-NG', {
    timeZone: 'Africa/Lagos',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `Delivery${order.area ? ` to ${order.area}` : ''} · ordered ${when}`;
}

export function paymentMethodLabel(method: Order['paymentMethod']): string {
  return method === 'online' ? 'Pay Online' : 'Cash';
}

/** spec §4: paid, or unpaid with a pay now option unless the order was canceled. */
export function canPayNow(order: Pick<Order, 'isPaid' | 'status'>): boolean {
  return !order.isPaid && order.status !== '-1';
}

/**
 * What to say beside the spec's 'Coming...' / 'Delivered' / 'canceled' (spec §4): the step the
 * order is at, or why it was canceled. Nothing beside 'Delivered': it is the step.
 */
export function stepWords(order: Pick<Order, 'status' | 'cancelReason'>): string | null {
  if (order.status === orderStatuses.canceled) {
    return order.cancelReason ? `Canceled: ${order.cancelReason}` : 'Canceled';
  }
  if (order.status === orderStatuses.delivered) return null;
  return orderStatusLabels[order.status as OrderStatus] ?? null;
}
