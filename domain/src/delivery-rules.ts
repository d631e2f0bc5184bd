import { fill } from './message-ids';
import { messages } from './messages';
import { formatMoney } from './money';
import type { DeliveryArea } from './settings';

// Each delivery area's rules: its fee, the least an order must come to, and the amount from
// which delivery is free. The cart explains them and the server enforces them, from here.
// Amounts are the dishes alone (what the customer can add to), never the fee itself.

export type Fulfilment = 'delivery' | 'pickup';

export interface DeliveryQuote {
  /** What delivery costs this order: 0 for pickup, or once the area's free amount is reached. */
  feeKobo: number;
  /** How much more food the area's minimum needs (0: reached, or no minimum). */
  shortOfMinimumKobo: number;
  /** How much more food makes delivery free; null: free already, or never free there. */
  shortOfFreeKobo: number | null;
}

export type AreaRules = Pick<DeliveryArea, 'feeKobo' | 'minimumKobo' | 'freeFromKobo'>;

export function deliveryQuote(
  fulfilment: Fulfilment,
  area: AreaRules | undefined,
  itemsKobo: number,
): DeliveryQuote {
  if (fulfilment === 'pickup' || !area) {
    return { feeKobo: 0, shortOfMinimumKobo: 0, shortOfFreeKobo: null };
  }
  const shortOfMinimumKobo = Math.max(0, (area.minimumKobo ?? 0) - itemsKobo);
  const freeFrom = area.freeFromKobo ?? null;
  const free = freeFrom !== null && itemsKobo >= freeFrom;
  return {
    feeKobo: free ? 0 : area.feeKobo,
    shortOfMinimumKobo,
    shortOfFreeKobo: freeFrom !== null && !free && area.feeKobo > 0 ? freeFrom - itemsKobo : null,
  };
}

/**
 * What the cart says about the area's rules: '₦1,500 more for delivery to Samaru' while short
 * of the minimum, then how far free delivery is, then that it is free. Null: nothing to say.
 */
export function deliveryNote(
  area: Pick<DeliveryArea, 'name'> & AreaRules,
  quote: DeliveryQuote,
): string | null {
  const say = (text: string, missing = 0) =>
    fill(text, { missing: formatMoney(missing), area: area.name });
  if (quote.shortOfMinimumKobo > 0) {
    return say(messages.missingForDelivery, quote.shortOfMinimumKobo);
  }
  if (quote.shortOfFreeKobo !== null) {
    return say(messages.missingForFreeDelivery, quote.shortOfFreeKobo);
  }
  if (area.freeFromKobo != null && area.feeKobo > 0) return say(messages.freeDeliveryReached);
  return null;
}

/** The server's refusal of an order short of its area's minimum, in the same amounts. */
export function belowMinimumMessage(
  area: Pick<DeliveryArea, 'name' | 'minimumKobo'>,
  quote: DeliveryQuote,
): string {
  return fill(messages.belowMinimum, {
    area: area.name,
    minimum: formatMoney(area.minimumKobo ?? 0),
    missing: formatMoney(quote.shortOfMinimumKobo),
  });
}
