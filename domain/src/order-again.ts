import { z } from 'zod';
import { cartItemSchema, MAX_CART_LINES } from './cart';
import {
  cartLineKey,
  checkSelection,
  unitPriceKobo,
  type ChosenChoice,
  type OptionGroup,
} from './dish-options';
import { nairaToKobo } from './money';
import type { OrderLimits } from './order-limits';

// docs/orders.md#ordering-again: a past order's dishes go back in the cart with the same choices,
// notes and quantities, as far as the menu allows today; every difference is said, never hidden.

/** The most one cart line holds (PATCH /api/cart/:id takes 1..99). */
const MAX_LINE_QTY = 99;

/** What is not as it was when the customer ordered: each is one sentence when the cart opens. */
export const orderAgainChangeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('priceChanged'),
    dish: z.string(),
    wasKobo: z.number(),
    nowKobo: z.number(),
  }),
  z.object({ kind: z.literal('dishGone'), dish: z.string() }),
  z.object({ kind: z.literal('dishFinished'), dish: z.string() }),
  z.object({ kind: z.literal('choiceLeftOut'), dish: z.string(), choice: z.string() }),
  z.object({ kind: z.literal('choiceNeeded'), dish: z.string(), choice: z.string() }),
  z.object({ kind: z.literal('choicesChanged'), dish: z.string() }),
  z.object({ kind: z.literal('qtyStock'), dish: z.string(), qty: z.number() }),
  z.object({ kind: z.literal('qtyLimit'), dish: z.string(), qty: z.number(), max: z.number() }),
  z.object({ kind: z.literal('cartFull'), dish: z.string() }),
]);
export type OrderAgainChange = z.infer<typeof orderAgainChangeSchema>;

/** POST /api/orders/:id/again: the whole cart afterwards, and what changed. */
export const orderAgainResponseSchema = z.object({
  /** How many of the order's lines are in the cart now. */
  added: z.number(),
  items: z.array(cartItemSchema),
  changes: z.array(orderAgainChangeSchema),
});
export type OrderAgainResponse = z.infer<typeof orderAgainResponseSchema>;

/** A line of the past order, as it was ordered. */
export interface PastLine {
  foodId: number;
  name: string;
  /** One portion with its choices, as ordered. */
  priceKobo: number;
  quantity: number;
  choices: readonly ChosenChoice[];
  note: string;
}

/** The dish as the menu has it now; undefined when it was deleted or is hidden. */
export interface DishNow {
  name: string;
  priceKobo: number;
  stock: number;
  /** Marked finished for today by staff, or no stock left. */
  soldOut: boolean;
  groups: readonly OptionGroup[];
}

/** A line already in the cart. */
export interface CartLineNow {
  foodId: number;
  choiceKey: string;
  qty: number;
}

/** A line to write: a new one, or one already in the cart raised to `qty`. */
export interface LineToPut {
  foodId: number;
  choiceIds: number[];
  choiceKey: string;
  note: string;
  qty: number;
  inCart: boolean;
}

/**
 * Which of a past order's lines go back in the cart, and with how many, given the menu, the
 * cart and the shop's limits now. A line already in the cart is raised to the ordered quantity,
 * never lowered. A choice that is gone is dropped when the dish still makes sense without it,
 * else the dish is left out; quantities stop at what the kitchen has and one order may hold.
 */
export function planOrderAgain(
  pastLines: readonly PastLine[],
  dishes: ReadonlyMap<number, DishNow>,
  cart: readonly CartLineNow[],
  limits: OrderLimits,
): { put: LineToPut[]; changes: OrderAgainChange[]; placed: number } {
  const put: LineToPut[] = [];
  // The past lines the cart holds afterwards (added, raised, or already there).
  let placed = 0;
  const changes: OrderAgainChange[] = [];
  let lineCount = cart.length;
  // Portions of each dish in the cart after this plan, over all its lines.
  const portions = new Map<number, number>();
  for (const line of cart) portions.set(line.foodId, (portions.get(line.foodId) ?? 0) + line.qty);

  for (const past of pastLines) {
    const dish = dishes.get(past.foodId);
    if (!dish) {
      changes.push({ kind: 'dishGone', dish: past.name });
      continue;
    }
    if (dish.soldOut || dish.stock <= 0) {
      changes.push({ kind: 'dishFinished', dish: dish.name });
      continue;
    }
    const offered = new Map(
      dish.groups.flatMap((group) => group.choices).map((choice) => [choice.id, choice]),
    );
    const kept = past.choices.filter((choice) => {
      const now = offered.get(choice.id);
      return now !== undefined && !now.unavailableToday;
    });
    const dropped = past.choices.filter((choice) => !kept.includes(choice));
    const verdict = checkSelection(
      dish.name,
      dish.groups,
      kept.map((choice) => choice.id),
    );
    if (!verdict.ok) {
      const first = dropped[0];
      changes.push(
        first
          ? { kind: 'choiceNeeded', dish: dish.name, choice: first.name }
          : { kind: 'choicesChanged', dish: dish.name },
      );
      continue;
    }
    for (const choice of dropped) {
      changes.push({ kind: 'choiceLeftOut', dish: dish.name, choice: choice.name });
    }
    const wasKobo =
      past.priceKobo - dropped.reduce((sum, choice) => sum + nairaToKobo(choice.price), 0);
    const nowKobo = unitPriceKobo(dish.priceKobo, verdict.picked);
    if (wasKobo !== nowKobo) {
      changes.push({ kind: 'priceChanged', dish: dish.name, wasKobo, nowKobo });
    }

    const choiceIds = verdict.picked.map((choice) => choice.id);
    const choiceKey = cartLineKey(choiceIds, past.note);
    const planned = put.find((line) => line.foodId === past.foodId && line.choiceKey === choiceKey);
    const inCart = cart.find((line) => line.foodId === past.foodId && line.choiceKey === choiceKey);
    const before = planned?.qty ?? inCart?.qty ?? 0;
    const wanted = planned ? planned.qty + past.quantity : Math.max(before, past.quantity);
    if (!planned && !inCart && lineCount >= MAX_CART_LINES) {
      changes.push({ kind: 'cartFull', dish: dish.name });
      continue;
    }
    // What the dish's other lines already hold counts towards the kitchen's stock and the limit.
    const elsewhere = (portions.get(past.foodId) ?? 0) - before;
    const byStock = dish.stock - elsewhere;
    const byLimit = limits.maxPerDish - elsewhere;
    const qty = Math.min(wanted, byStock, byLimit, MAX_LINE_QTY);
    if (qty < wanted) {
      changes.push(
        byStock <= byLimit
          ? { kind: 'qtyStock', dish: dish.name, qty: Math.max(qty, 0) }
          : { kind: 'qtyLimit', dish: dish.name, qty: Math.max(qty, 0), max: limits.maxPerDish },
      );
    }
    if (qty <= before) {
      if (before > 0) placed += 1;
      continue;
    }
    placed += 1;
    portions.set(past.foodId, elsewhere + qty);
    if (planned) planned.qty = qty;
    else {
      if (!inCart) lineCount += 1;
      put.push({
        foodId: past.foodId,
        choiceIds,
        choiceKey,
        note: past.note,
        qty,
        inCart: inCart !== undefined,
      });
    }
  }
  return { put, changes, placed };
}
