// Order statuses and their words, without zod: the customer's order pages show them before any
// answer needs checking (orders.ts, with the schemas, re-exports them).

/**
 * Order status values: the spec's '1' delivered and '-1' canceled, plus the steps between
 * (DESIGN §3). Anything not '1' or '-1' shows as 'Coming...' to the customer (spec §4).
 */
export const orderStatuses = {
  received: '0',
  preparing: '2',
  onTheWay: '3',
  delivered: '1',
  canceled: '-1',
} as const;
export type OrderStatus = (typeof orderStatuses)[keyof typeof orderStatuses];

export const orderStatusLabels: Record<OrderStatus, string> = {
  [orderStatuses.received]: 'Received',
  [orderStatuses.preparing]: 'Preparing',
  [orderStatuses.onTheWay]: 'On the way',
  [orderStatuses.delivered]: 'Delivered',
  [orderStatuses.canceled]: 'Canceled',
};

/** What the customer's order detail says (spec §4). */
export function customerStatusLabel(status: OrderStatus): string {
  if (status === orderStatuses.delivered) return 'Delivered';
  if (status === orderStatuses.canceled) return 'canceled';
  return 'Coming...';
}
