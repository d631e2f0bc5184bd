import { promotionRefusals as messages } from './promotion-messages';
import { formatMoney } from './money';
import { formatDate, formatTime, shopClock, toMinutes, weekdayNames } from './shop-clock';

// What a promotion takes off an order, and why one does not apply (docs/orders.md#promotions,
// docs/decisions/0018-promotions-priced-by-the-server.md). The server prices every order with
// it inside the order's transaction; the checkout shows the server's figures before sending.
// Without zod, so the checkout can read it cheaply.

/** What a promotion gives: a percent of the dishes, an amount off them, or the delivery fee. */
export type PromotionBenefit = 'percent' | 'amount' | 'freeDelivery';

/** A code the customer types, or an offer the server applies by itself. */
export type PromotionKind = 'code' | 'offer';

export interface PromotionTerms {
  id: number;
  kind: PromotionKind;
  /** Upper case, as the customer sees it; '' for an offer. */
  code: string;
  /** What the customer reads beside the discount (an offer's 'Free delivery on Fridays'). */
  name: string;
  benefit: PromotionBenefit;
  /** 1–100, for 'percent'. */
  percent: number | null;
  /** For 'amount'. */
  amountKobo: number | null;
  /** The least the dishes must come to (0: no minimum). */
  minimumKobo: number;
  /** Only for a customer with no earlier order that went ahead (docs/orders.md#promotions). */
  firstOrderOnly: boolean;
  /** Shop dates, both included; null: open-ended. */
  startsOn: string | null;
  endsOn: string | null;
  /** Times of day at the shop ('HH:MM'), from included, until excluded; both null: all day. */
  fromTime: string | null;
  untilTime: string | null;
  /** Days of the week it works (0 = Sunday); empty: every day. */
  days: number[];
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  active: boolean;
}

/** Customers type codes in any case and with stray spaces; they are kept in upper case. */
export function normalizeCode(typed: string): string {
  return typed.trim().toUpperCase();
}

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{${key}}`, value), text);

/** A list of weekdays as words: 'Friday', 'Friday and Saturday'. */
function dayWords(days: readonly number[]): string {
  const names = [...days].sort((a, b) => a - b).map((day) => weekdayNames[day] ?? '');
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/** Whether `minutes` after midnight falls in [from, until); an overnight window wraps. */
function withinHours(minutes: number, from: string, until: string): boolean {
  const start = toMinutes(from);
  const end = toMinutes(until);
  return start <= end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/**
 * Why this promotion does not apply to dishes worth `itemsKobo` at `at` (Lagos dates and
 * hours), in the customer's words; null when it does. Uses and first orders are the server's
 * to count: usesRefusal.
 */
export function promotionRefusal(
  promotion: PromotionTerms,
  at: Date | number,
  itemsKobo: number,
): string | null {
  const code = promotion.code;
  const clock = shopClock(at);
  if (!promotion.active || (promotion.endsOn !== null && clock.date > promotion.endsOn)) {
    return fill(messages.promoEnded, { code });
  }
  if (promotion.startsOn !== null && clock.date < promotion.startsOn) {
    return fill(messages.promoNotYet, { code, date: formatDate(promotion.startsOn) });
  }
  if (promotion.days.length > 0 && !promotion.days.includes(clock.weekday)) {
    return fill(messages.promoNotToday, { code, days: dayWords(promotion.days) });
  }
  const { fromTime, untilTime } = promotion;
  if (fromTime !== null && untilTime !== null && !withinHours(clock.minutes, fromTime, untilTime)) {
    const hours = { from: formatTime(fromTime), until: formatTime(untilTime) };
    return fill(messages.promoNotThisHour, { code, ...hours });
  }
  if (itemsKobo < promotion.minimumKobo) {
    return fill(messages.promoMinimum, {
      code,
      minimum: formatMoney(promotion.minimumKobo),
      missing: formatMoney(promotion.minimumKobo - itemsKobo),
    });
  }
  return null;
}

/** What the server counts, holding the promotion, before it lets an order use it. */
export interface PromotionUses {
  /** Orders that used it and were not canceled. */
  total: number;
  /** Of those, this customer's (by account or phone number). */
  byCustomer: number;
  /** This customer's earlier orders that were not canceled or rejected, with or without it. */
  earlierOrders: number;
}

/** Why this customer may not use it (again); null when they may. */
export function usesRefusal(promotion: PromotionTerms, uses: PromotionUses): string | null {
  const code = promotion.code;
  if (promotion.firstOrderOnly && uses.earlierOrders > 0) {
    return fill(messages.promoFirstOrderOnly, { code });
  }
  const perCustomer = promotion.maxUsesPerCustomer;
  if (perCustomer !== null && uses.byCustomer >= perCustomer) {
    return fill(messages.promoAlreadyUsed, { code });
  }
  if (promotion.maxUses !== null && uses.total >= promotion.maxUses) {
    return fill(messages.promoUsedUp, { code });
  }
  return null;
}

/**
 * What it takes off the dishes: a percent rounded down to the kobo (never more than the percent
 * said), or the amount, never more than the dishes.
 */
export function dishDiscountKobo(promotion: PromotionTerms, itemsKobo: number): number {
  if (promotion.benefit === 'percent') {
    return Math.floor((itemsKobo * (promotion.percent ?? 0)) / 100);
  }
  if (promotion.benefit === 'amount') return Math.min(promotion.amountKobo ?? 0, itemsKobo);
  return 0;
}

/** How the customer reads a promotion beside its discount: 'Code WELCOME', or the offer's name. */
export function promotionLabel(promotion: Pick<PromotionTerms, 'kind' | 'code' | 'name'>): string {
  if (promotion.kind === 'offer') return promotion.name;
  return fill(messages.promoCodeLabel, { code: promotion.code });
}

export interface AppliedDiscount {
  promotionId: number;
  kind: PromotionKind;
  label: string;
  kobo: number;
}

export interface PromotionPrice {
  discounts: AppliedDiscount[];
  /** Everything taken off, delivery waived included. */
  discountKobo: number;
  /** Dishes plus the area's fee less the discounts: what the customer pays. */
  totalKobo: number;
}

/**
 * How a code and the automatic offers combine (docs/decisions/0018): free delivery, from the
 * code or any offer, waives the fee beside any other discount; of the discounts on the dishes
 * only one applies, the code's when there is one (the customer chose it), else the largest
 * offer's. `offers` and `code` are those that apply now (promotionRefusal and usesRefusal).
 */
export function applyPromotions(
  itemsKobo: number,
  feeKobo: number,
  offers: readonly PromotionTerms[],
  code: PromotionTerms | undefined,
): PromotionPrice {
  const discounts: AppliedDiscount[] = [];
  const add = (promotion: PromotionTerms, kobo: number) =>
    discounts.push({
      promotionId: promotion.id,
      kind: promotion.kind,
      label: promotionLabel(promotion),
      kobo,
    });
  const onDishes = (promotion: PromotionTerms) => promotion.benefit !== 'freeDelivery';
  if (code && onDishes(code)) {
    add(code, dishDiscountKobo(code, itemsKobo));
  } else {
    const best = offers
      .filter(onDishes)
      .map((offer) => ({ offer, kobo: dishDiscountKobo(offer, itemsKobo) }))
      .reduce<{ offer: PromotionTerms; kobo: number } | null>(
        (found, each) => (found && found.kobo >= each.kobo ? found : each),
        null,
      );
    if (best && best.kobo > 0) add(best.offer, best.kobo);
  }
  const waiver = code?.benefit === 'freeDelivery' ? code : offers.find((o) => !onDishes(o));
  // A code for free delivery is used even when the fee is nothing (pickup): it was asked for.
  if (waiver && (feeKobo > 0 || waiver === code)) add(waiver, feeKobo);
  const discountKobo = discounts.reduce((sum, each) => sum + each.kobo, 0);
  return { discounts, discountKobo, totalKobo: itemsKobo + feeKobo - discountKobo };
}
