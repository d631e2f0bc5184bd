import {
  deliveryQuote,
  type AreaRules,
  type DeliveryQuote,
  type Fulfilment,
} from './delivery-rules';

// What an order comes to, worked out in one place: the server charges it, and the checkout and
// the staff's phone-order page show the same figure before it is sent (docs/orders.md#cart: qty ×
// price).

/** One line as priced: the dish with its choices, in kobo, and how many. */
export interface PricedLine {
  unitKobo: number;
  quantity: number;
}

export interface OrderTotal {
  /** The dishes alone: what the area's minimum and free-delivery amounts are measured against. */
  itemsKobo: number;
  quote: DeliveryQuote;
  totalKobo: number;
}

export function lineTotalKobo(line: PricedLine): number {
  return line.unitKobo * line.quantity;
}

export function itemsTotalKobo(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalKobo(line), 0);
}

/** The dishes, the delivery the area charges for them (none for pickup), and the two together. */
export function orderTotal(
  lines: readonly PricedLine[],
  fulfilment: Fulfilment,
  area: AreaRules | undefined,
): OrderTotal {
  const itemsKobo = itemsTotalKobo(lines);
  const quote = deliveryQuote(fulfilment, area, itemsKobo);
  return { itemsKobo, quote, totalKobo: itemsKobo + quote.feeKobo };
}
