import type { PaidBy, PaymentMethod } from './orders';

// Apart from the order's schemas: pages that only name how an order is paid need no zod.

/** How the customer said they would pay: a phone order may be paid by bank transfer. */
export function chosenPayment(order: {
  paymentMethod: PaymentMethod;
  payByTransfer: boolean;
}): PaidBy {
  return order.payByTransfer ? 'transfer' : order.paymentMethod;
}
