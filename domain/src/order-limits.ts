import { fill } from './message-ids';
import { messages } from './messages';

// docs/orders.md#order-limits: how much one customer's order may take, so that one order
// cannot empty the menu, and how long an order may wait for staff before its stock goes back.
// Kept without zod: the cart reads these in the web app's first download.

/** The shop's order limits (Settings › Orders), set by staff. */
export interface OrderLimits {
  /** Portions of one dish one order may hold, over all its lines. */
  maxPerDish: number;
  /** Portions one order may hold in all. */
  maxPortions: number;
  /**
   * An order nobody accepted or rejected this many minutes after it was put before staff is
   * canceled and its stock returned. Longer than the alarm to staff (ESCALATE_AFTER_MINUTES).
   */
  answerWithinMinutes: number;
}

export const defaultOrderLimits: OrderLimits = {
  maxPerDish: 10,
  maxPortions: 30,
  answerWithinMinutes: 20,
};

/** The ranges staff may choose from; the server and the Settings form check the same. */
export const orderLimitRanges = {
  maxPerDish: [1, 99],
  maxPortions: [1, 999],
  answerWithinMinutes: [5, 240],
} as const satisfies Record<keyof OrderLimits, readonly [number, number]>;

/** One dish's portions in an order, over all its lines (two choices of protein are two lines). */
export interface DishPortions {
  name: string;
  qty: number;
}

/**
 * Why a customer's order is over the shop's limits, in their words, or null when it is
 * within them. Staff typing in a phone order are not held to these.
 */
export function orderLimitRefusal(
  dishes: readonly DishPortions[],
  limits: OrderLimits,
): string | null {
  const tooMany = dishes.find((dish) => dish.qty > limits.maxPerDish);
  if (tooMany) {
    return fill(messages.tooManyOfDish, { dish: tooMany.name, max: limits.maxPerDish });
  }
  const portions = dishes.reduce((sum, dish) => sum + dish.qty, 0);
  if (portions > limits.maxPortions) {
    return fill(messages.tooManyPortions, { max: limits.maxPortions });
  }
  return null;
}

/** The most one cart line may hold under the limits, and the words beside its + when it stops there. */
export interface LineCap {
  max: number;
  reason: string;
}

/**
 * The most a cart line may hold given the order's other lines: the portions the dish has on
 * other lines count towards its limit, all other lines towards the order's.
 */
export function lineCap(
  qtyOfDishElsewhere: number,
  qtyOfOrderElsewhere: number,
  limits: OrderLimits,
): LineCap {
  const forDish = limits.maxPerDish - qtyOfDishElsewhere;
  const forOrder = limits.maxPortions - qtyOfOrderElsewhere;
  return forDish <= forOrder
    ? { max: forDish, reason: fill(messages.cartDishLimit, { max: limits.maxPerDish }) }
    : {
        max: forOrder,
        reason: fill(messages.cartPortionLimit, { max: limits.maxPortions }),
      };
}
