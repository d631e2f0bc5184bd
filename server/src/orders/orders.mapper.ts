import type { Order } from '@buka/domain/orders';
import { koboToNaira, koboToNairaString } from '@buka/domain/money';
import type { Refund } from '@buka/domain/refunds';
import type { RefundRow } from '../db/tables';
import { isPaidByCash } from '../payments/refunds.repository';
import type { OrderWithItems } from './orders.repository';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    amount: koboToNaira(row.amountKobo),
    status: row.status,
    method: row.paymentId === null ? 'cash' : 'online',
    reason: row.reason,
    createdAt: new Date(row.createdAt).toISOString(),
    processedAt: iso(row.processedAt),
  };
}

/** spec §3: the order as the customer's calls show it: client{}, products[].OrderProduct. */
export function toOrder(row: OrderWithItems): Order {
  return {
    id: row.id,
    total: koboToNaira(row.totalKobo),
    deliveryFee: koboToNaira(row.deliveryFeeKobo),
    status: row.status,
    cancelReason: row.cancelReason,
    isPaid: row.isPaid === 1,
    // DESIGN §4b: from its payments, so a cash order paid later through 'pay now' is online.
    paidBy: row.isPaid === 1 ? (isPaidByCash(row, row.payments) ? 'cash' : 'online') : null,
    refundDue: koboToNaira(row.refundDueKobo),
    refunds: row.refunds.filter((refund) => refund.status !== 'failed').map(toRefund),
    paymentMethod: row.paymentMethod,
    // spec §3: delivery is always true when sent.
    delivery: true,
    area: row.area,
    createdAt: new Date(row.createdAt).toISOString(),
    userId: row.userId === null ? null : String(row.userId),
    readyAt: isoOrNull(row.readyAt),
    client: { name: row.clientName, phone: row.clientPhone, address: row.clientAddress },
    products: row.items.map((item) => ({
      id: item.foodId,
      name: item.name,
      price: koboToNairaString(item.priceKobo),
      OrderProduct: { quantity: item.quantity },
    })),
  };
}

export function isoOrNull(at: number | null): string | null {
  return at === null ? null : new Date(at).toISOString();
}
