import type { Order } from '@buka/domain/orders';
import { koboToNaira, koboToNairaString } from '@buka/domain/money';
import type { OrderWithItems } from './orders.repository';

/** spec §3: the order as the customer's calls show it: client{}, products[].OrderProduct. */
export function toOrder(row: OrderWithItems): Order {
  return {
    id: row.id,
    total: koboToNaira(row.totalKobo),
    deliveryFee: koboToNaira(row.deliveryFeeKobo),
    status: row.status,
    cancelReason: row.cancelReason,
    isPaid: row.isPaid === 1,
    refundDue: koboToNaira(row.refundDueKobo),
    paymentMethod: row.paymentMethod,
    // spec §3: delivery is always true when sent.
    delivery: true,
    area: row.area,
    createdAt: new Date(row.createdAt).toISOString(),
    userId: row.userId === null ? null : String(row.userId),
    client: { name: row.clientName, phone: row.clientPhone, address: row.clientAddress },
    products: row.items.map((item) => ({
      id: item.foodId,
      name: item.name,
      price: koboToNairaString(item.priceKobo),
      OrderProduct: { quantity: item.quantity },
    })),
  };
}
