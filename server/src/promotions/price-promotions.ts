import type { Kysely } from 'kysely';
import { promotionRefusals } from '@buka/domain/promotion-messages';
import {
  applyPromotions,
  normalizeCode,
  promotionRefusal,
  usesRefusal,
  type PromotionPrice,
  type PromotionTerms,
} from '@buka/domain/promotion-pricing';
import type { Dialect } from '../db/database';
import type { Database } from '../db/tables';
import { HttpError } from '../http/errors';
import {
  activeOffers,
  countEarlierOrders,
  countUses,
  findCode,
  lockPromotion,
  termsOf,
  type CustomerKey,
} from './promotions.repository';

export interface PromotionAsk {
  /** What the customer typed ('' for none). */
  code: string;
  itemsKobo: number;
  /** The area's fee for these dishes (0 for pickup). */
  feeKobo: number;
  at: Date;
  customer: CustomerKey;
  /**
   * Placing the order: each limited promotion is held till the commit, so of orders racing for
   * its last use exactly one gets it. A quote only reads.
   */
  hold: boolean;
  /**
   * The automatic offers too (the checkout). A phone order takes only the code staff were given:
   * staff price it as they tell it to the caller (docs/orders.md#phone-orders).
   */
  offers?: boolean;
}

const limited = (terms: PromotionTerms) =>
  terms.firstOrderOnly || terms.maxUses !== null || terms.maxUsesPerCustomer !== null;

/**
 * What the order's promotions take off (docs/orders.md#promotions): the code, refused in the
 * customer's words (409: unknown, not now, short of its minimum, first order only, already
 * used, used up; sent again without it, the order goes through); and the automatic offers that apply, silently left out
 * when they do not.
 */
export async function pricePromotions(
  db: Kysely<Database>,
  dialect: Dialect,
  ask: PromotionAsk,
): Promise<PromotionPrice> {
  const code = await codeTerms(db, ask);
  const offers = (ask.offers === false ? [] : await activeOffers(db))
    .map(termsOf)
    .filter((offer) => promotionRefusal(offer, ask.at, ask.itemsKobo) === null);
  // Ascending ids, so two orders holding several promotions cannot deadlock.
  const held = [...offers, ...(code ? [code] : [])].filter(limited).sort((a, b) => a.id - b.id);
  if (ask.hold) for (const terms of held) await lockPromotion(db, dialect, terms.id);
  const earlierOrders = held.some((terms) => terms.firstOrderOnly)
    ? await countEarlierOrders(db, ask.customer)
    : 0;
  const refused = new Map<number, string>();
  for (const terms of held) {
    const uses = await countUses(db, terms.id, ask.customer);
    const refusal = usesRefusal(terms, { ...uses, earlierOrders });
    if (refusal) refused.set(terms.id, refusal);
  }
  const codeRefusal = code && refused.get(code.id);
  if (codeRefusal) throw new HttpError(409, codeRefusal, 'promotion-refused');
  const open = offers.filter((offer) => !refused.has(offer.id));
  return applyPromotions(ask.itemsKobo, ask.feeKobo, open, code);
}

/** The code typed, if any, as the shop holds it; refused when unknown or not for now. */
async function codeTerms(db: Kysely<Database>, ask: PromotionAsk) {
  const typed = normalizeCode(ask.code);
  if (typed === '') return undefined;
  const row = await findCode(db, typed);
  if (!row)
    throw new HttpError(
      409,
      promotionRefusals.promoUnknown.replace('{code}', typed),
      'promotion-refused',
    );
  const terms = termsOf(row);
  const refusal = promotionRefusal(terms, ask.at, ask.itemsKobo);
  if (refusal) throw new HttpError(409, refusal, 'promotion-refused');
  return terms;
}
