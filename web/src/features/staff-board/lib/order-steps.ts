import type { AdminOrder } from '@buka/domain/admin';
import { stepLabel, type Fulfilment } from '@buka/domain/order-status';
import { orderStatuses, type OrderStatus } from '@buka/domain/orders';
import { say } from '../../../shared/i18n/i18n';

export interface OrderStep {
  status: OrderStatus;
  /** The button's words: what the order becomes. */
  label: string;
}

// docs/orders.md#statuses: received → preparing → on the way → delivered; the server refuses steps
// back. A received order is not moved on but accepted with a ready time (docs/orders.md#statuses,
// AcceptOrder). A pickup order moves through the same codes, named for the customer who comes for
// it.
const next: Partial<Record<OrderStatus, OrderStatus>> = {
  [orderStatuses.preparing]: orderStatuses.onTheWay,
  [orderStatuses.onTheWay]: orderStatuses.delivered,
};

export function nextStep(status: OrderStatus, fulfilment: Fulfilment): OrderStep | null {
  const to = next[status];
  return to ? { status: to, label: say(stepLabel(to, fulfilment)) } : null;
}

/** Received and not yet accepted or rejected: staff must answer it. */
export function awaitsAnswer(order: Pick<AdminOrder, 'status'>): boolean {
  return order.status === orderStatuses.received;
}

/** Delivered and canceled orders are finished; anything else can still be canceled. */
export function isOpen(status: OrderStatus): boolean {
  return status !== orderStatuses.delivered && status !== orderStatuses.canceled;
}

/** Online orders become paid only when the provider confirms (docs/orders.md#payment); cash is staff's word. */
export function canMarkPaid(order: Pick<AdminOrder, 'paymentMethod' | 'isPaid' | 'status'>) {
  return order.paymentMethod === 'cash' && !order.isPaid && order.status !== orderStatuses.canceled;
}
