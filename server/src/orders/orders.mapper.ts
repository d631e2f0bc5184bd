import { z } from 'zod';
import { chosenChoiceSchema, type ChosenChoice } from '@buka/domain/dish-options';
import { orderStatuses } from '@buka/domain/order-status';
import type { Order, PaidBy } from '@buka/domain/orders';
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

/**
 * docs/api.md#shapes: the order as the customer's calls show it: client{}, products[].OrderProduct.
 * The rider's phone is shown only on the way, and only when the shop lets customers call riders.
 */
export function toOrder(row: OrderWithItems, options: { riderCallLink?: boolean } = {}): Order {
  return {
    id: row.id,
    total: koboToNaira(row.totalKobo),
    deliveryFee: koboToNaira(row.deliveryFeeKobo),
    discount: koboToNaira(row.discountKobo),
    discountLabel: row.discountLabel,
    status: row.status,
    cancelReason: row.cancelReason,
    isPaid: row.isPaid === 1,
    // docs/orders.md#payment: from its payments, so a cash order paid later through 'pay now' is
    // online.
    paidBy: paidBy(row),
    refundDue: koboToNaira(row.refundDueKobo),
    refunds: row.refunds.filter((refund) => refund.status !== 'failed').map(toRefund),
    paymentMethod: row.paymentMethod,
    delivery: row.fulfilment === 'delivery',
    fulfilment: row.fulfilment,
    scheduledFor: isoOrNull(row.scheduledFor),
    prepareAt: isoOrNull(row.prepareAt),
    area: row.area,
    createdAt: new Date(row.createdAt).toISOString(),
    userId: row.userId === null ? null : String(row.userId),
    readyAt: isoOrNull(row.readyAt),
    client: {
      name: row.clientName,
      phone: row.clientPhone,
      address: row.clientAddress,
      landmark: row.landmark,
      riderPhone: row.riderPhone,
    },
    products: row.items.map((item) => ({
      id: item.foodId,
      name: item.name,
      price: koboToNairaString(item.priceKobo),
      OrderProduct: { quantity: item.quantity },
      choices: readStoredChoices(item.choices),
      note: item.note,
    })),
    note: row.note,
    source: row.source,
    payByTransfer: row.payByTransfer === 1,
    hoursOverridden: row.hoursOverridden === 1,
    whatsappUpdates: row.whatsappUpdates === 1,
    rider: row.rider && {
      name: row.rider.name,
      phone:
        options.riderCallLink && row.status === orderStatuses.onTheWay && row.rider.phone
          ? row.rider.phone
          : null,
    },
  };
}

/** Collected by staff is cash, or a transfer when that is how the phone customer paid. */
function paidBy(row: OrderWithItems): PaidBy | null {
  if (row.isPaid !== 1) return null;
  if (!isPaidByCash(row, row.payments)) return 'online';
  return row.payByTransfer === 1 ? 'transfer' : 'cash';
}

const storedChoices = z.array(chosenChoiceSchema);

/** An order line's choices as stored at ordering; a line stored unreadable shows none. */
export function readStoredChoices(json: string): ChosenChoice[] {
  try {
    const parsed = storedChoices.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function isoOrNull(at: number | null): string | null {
  return at === null ? null : new Date(at).toISOString();
}
