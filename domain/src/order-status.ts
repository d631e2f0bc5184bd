// Order statuses and their words, without zod: the customer's order pages show them before any
// answer needs checking (orders.ts, with the schemas, re-exports them). The words live here once,
// so the customer's pages, the staff board and the texts sent always name a step the same way.
import { CUSTOMER_CANCEL_REASON } from './cancel-reason';
import { messages } from './messages';
import { fill } from './message-ids';

/**
 * Order status values: the original product's '1' delivered and '-1' canceled, plus the steps
 * between. A pickup order keeps the same codes; only its words differ.
 */
export const orderStatuses = {
  received: '0',
  preparing: '2',
  onTheWay: '3',
  delivered: '1',
  canceled: '-1',
} as const;
export type OrderStatus = (typeof orderStatuses)[keyof typeof orderStatuses];

/** The keys of the steps' names in the messages table, so each language names them its way. */
const statusKeys = {
  [orderStatuses.received]: 'stepReceived',
  [orderStatuses.preparing]: 'stepPreparing',
  [orderStatuses.onTheWay]: 'stepOnTheWay',
  [orderStatuses.delivered]: 'stepDelivered',
  [orderStatuses.canceled]: 'stepCanceled',
} as const satisfies Record<OrderStatus, keyof typeof messages>;

/** The general names of the steps, for lists that mix delivery and pickup (filters, reports). */
export const orderStatusLabels: Record<OrderStatus, string> = {
  [orderStatuses.received]: messages.stepReceived,
  [orderStatuses.preparing]: messages.stepPreparing,
  [orderStatuses.onTheWay]: messages.stepOnTheWay,
  [orderStatuses.delivered]: messages.stepDelivered,
  [orderStatuses.canceled]: messages.stepCanceled,
};

/** How the food reaches the customer; the same union as the orders' `fulfilment`. */
export type Fulfilment = 'delivery' | 'pickup';

// Nothing goes on the way to a customer who comes for it: the last two steps are theirs.
const pickupKeys = {
  [orderStatuses.onTheWay]: 'stepReadyForPickup',
  [orderStatuses.delivered]: 'stepCollected',
} as const satisfies Partial<Record<OrderStatus, keyof typeof messages>>;

export type StepKey =
  (typeof statusKeys)[OrderStatus] | (typeof pickupKeys)[keyof typeof pickupKeys];

/** The messages key of a step's name for this order (the pages say it in their language). */
export function stepKey(status: OrderStatus, fulfilment: Fulfilment): StepKey {
  if (
    fulfilment === 'pickup' &&
    (status === orderStatuses.onTheWay || status === orderStatuses.delivered)
  ) {
    return pickupKeys[status];
  }
  return statusKeys[status];
}

/** The name of a step for this order: 'On the way' for a delivery, 'Ready for pickup' for a pickup. */
export function stepLabel(status: OrderStatus, fulfilment: Fulfilment): string {
  return messages[stepKey(status, fulfilment)];
}

/** The kitchen's steps in order, as a progress bar shows them (canceled is not one). */
export const orderSteps: readonly OrderStatus[] = [
  orderStatuses.received,
  orderStatuses.preparing,
  orderStatuses.onTheWay,
  orderStatuses.delivered,
];

/** The customer took the order back themselves (the reason the server records for it). */
export function canceledByCustomer(order: { cancelReason: string | null }): boolean {
  return order.cancelReason === CUSTOMER_CANCEL_REASON;
}

/**
 * The one line the customer reads for their order's state: the step ('Preparing', 'Ready for
 * pickup'), or that it was canceled and why. Their own cancel is said as theirs, not the shop's.
 */
export function customerStatusLabel(order: {
  id: number;
  status: OrderStatus;
  fulfilment: Fulfilment;
  cancelReason: string | null;
}): string {
  if (order.status !== orderStatuses.canceled) return stepLabel(order.status, order.fulfilment);
  if (canceledByCustomer(order)) return fill(messages.youCanceled, { id: order.id });
  return order.cancelReason
    ? fill(messages.canceledBecause, { reason: order.cancelReason })
    : messages.stepCanceled;
}
