import type { z } from 'zod';
import { koboToNaira } from '@buka/domain/money';
import { orderTotal } from '@buka/domain/order-total';
import type { PromotionQuote, promotionQuoteRequestSchema } from '@buka/domain/promotion-quote';
import type { AppDeps } from '../app-deps';
import { mergeLines, priceLines } from '../orders/price-lines';
import { readSettings } from '../settings/settings.repository';
import { pricePromotions } from './price-promotions';
import type { CustomerKey } from './promotions.repository';

export interface QuoteAsk {
  order: z.output<typeof promotionQuoteRequestSchema>;
  at: Date;
  /** An order for later: its dishes' serving times are read at the slot, as placing reads them. */
  scheduledFor: Date | null;
  /** Whose uses of a limited code count: the customer's account and phone. */
  customer: CustomerKey;
  /** The shop's automatic offers too (the checkout); a phone order takes only its code. */
  offers: boolean;
}

/**
 * What the order would come to if sent now (docs/orders.md#promotions), by the functions placing
 * it uses: the dishes at the server's prices, the area's fee and the promotions, read without
 * holding anything. A code is refused (409) in the words the order would be refused with. The
 * checkout's quote and the phone order's.
 */
export async function quoteOrder(
  deps: Pick<AppDeps, 'db'>,
  ask: QuoteAsk,
): Promise<PromotionQuote> {
  const { db } = deps;
  const { order } = ask;
  const lines = mergeLines(order.products.map((line) => ({ ...line, note: '' })));
  const items = await priceLines(db.kysely, lines, ask.at, ask.scheduledFor);
  const settings = await readSettings(db.kysely);
  const wanted = order.area?.toLowerCase();
  const area = settings.areas.find((each) => each.name.toLowerCase() === wanted);
  const priced = items.map((item) => ({ unitKobo: item.priceKobo, quantity: item.quantity }));
  const total = orderTotal(
    priced,
    order.fulfilment,
    order.fulfilment === 'pickup' ? undefined : area,
  );
  const price = await pricePromotions(db.kysely, db.dialect, {
    code: order.code,
    itemsKobo: total.itemsKobo,
    feeKobo: total.quote.feeKobo,
    at: ask.at,
    customer: ask.customer,
    hold: false,
    offers: ask.offers,
  });
  return {
    items: koboToNaira(total.itemsKobo),
    deliveryFee: koboToNaira(total.quote.feeKobo),
    discounts: price.discounts.map((each) => ({
      kind: each.kind,
      label: each.label,
      amount: koboToNaira(each.kobo),
    })),
    total: koboToNaira(price.totalKobo),
  };
}
