import type { CartItem } from '@buka/domain/cart';
import type { ChosenChoice } from '@buka/domain/dish-options';
import {
  notServedHours,
  servedWindow,
  type ServedHours,
  type ServedWindow,
} from '@buka/domain/dish-times';
import { nairaToKobo } from '@buka/domain/money';
import { defaultOrderLimits, lineCap, type OrderLimits } from '@buka/domain/order-limits';
import { itemsTotalKobo, type PricedLine } from '@buka/domain/order-total';
import type { Food } from '@buka/domain/products';
import { tl } from '../../shared/i18n/later';
import { say } from '../../shared/i18n/i18n';

// The server's PATCH /api/cart/:id takes 1..99 (domain/src/cart.ts).
export const MAX_LINE_QTY = 99;

export type Unavailable = NonNullable<CartItem['unavailable']>;

/** A cart line as the panel shows it: the food's name, price and picture, and whether it can be
 * ordered. */
export interface CartEntry {
  line: CartItem;
  name: string;
  imageURL: string;
  /** One portion with its choices. */
  unitKobo: number;
  /** The chosen choices, priced as the menu prices them now (what the order sends). */
  choices: ChosenChoice[];
  /** Why this line cannot be ordered, if it cannot. */
  unavailable: Unavailable | undefined;
  /** The most this line may hold: the food's stock and the shop's order limits, within the server's limit. */
  maxQty: number;
  /** Set when the shop's order limits, not the stock, set `maxQty`: the words beside the +. */
  limitReason: string | undefined;
  /** When the dish and its category are served (null: whenever the shop is open, or the menu
   * is still loading); docs/orders.md#dishes-served-at-some-times. */
  served: ServedWindow | null;
}

function toKobo(price: string): number {
  try {
    return nairaToKobo(price);
  } catch {
    return 0;
  }
}

function menuVerdict(
  line: CartItem,
  food: Food | undefined,
  foods: readonly Food[] | undefined,
): Unavailable | undefined {
  if (!foods) return undefined; // the menu is still loading: nothing to judge by yet
  if (!food) return 'deleted';
  if (food.stock <= 0 || food.soldOutToday) return 'soldOut';
  // A choice gone from the dish or finished today: the server would refuse the line.
  const offered = new Map(
    (food.optionGroups ?? []).flatMap((group) =>
      group.choices.map((choice) => [choice.id, choice]),
    ),
  );
  const changed = line.choiceIds.some(
    (id) => !offered.get(id) || offered.get(id)?.unavailableToday,
  );
  // A group made required (or its fewest and most changed) since the line was added: the
  // server would refuse it as it stands (the same count as domain's checkSelection).
  const outOfRule = (food.optionGroups ?? []).some((group) => {
    const count = group.choices.filter((choice) => line.choiceIds.includes(choice.id)).length;
    const min = group.required ? Math.max(1, group.min) : group.min;
    return count < min || count > group.max;
  });
  return changed || outOfRule ? 'choicesChanged' : undefined;
}

/** The line's choices at the menu's prices now (the line's own copy while the menu loads). */
function freshChoices(line: CartItem, food: Food | undefined): ChosenChoice[] {
  const offered = new Map(
    (food?.optionGroups ?? []).flatMap((group) =>
      group.choices.map((choice) => [choice.id, choice.price] as const),
    ),
  );
  return line.choices.map((choice) => ({
    ...choice,
    price: offered.get(choice.id) ?? choice.price,
  }));
}

/**
 * Joins the cart with the menu, whose details are the freshest (the line's own copy stands in
 * while the menu loads, and names a food that left it). A line is unavailable when either the
 * server said so when it sent the cart or the menu says so now.
 */
export function toCartEntries(
  lines: readonly CartItem[],
  foods: readonly Food[] | undefined,
  // Settings saved before the limits existed answer without them.
  limits: OrderLimits = defaultOrderLimits,
): CartEntry[] {
  const byId = new Map((foods ?? []).map((food) => [food.id, food]));
  const verdicts = lines.map(
    (line) => line.unavailable ?? menuVerdict(line, byId.get(line.fid), foods),
  );
  // docs/orders.md#order-limits: what the other lines already hold counts towards this one's limit.
  const ordered = lines.filter((_, index) => !verdicts[index]);
  const portions = ordered.reduce((sum, line) => sum + line.qty, 0);
  const portionsOf = (fid: number) =>
    ordered.filter((line) => line.fid === fid).reduce((sum, line) => sum + line.qty, 0);
  return lines.map((line, index) => {
    const food = byId.get(line.fid);
    const stock = food?.stock ?? line.stock;
    const choices = freshChoices(line, food);
    const unavailable = verdicts[index];
    const own = unavailable ? 0 : line.qty;
    const cap = lineCap(portionsOf(line.fid) - own, portions - own, limits);
    const byStock = Math.min(MAX_LINE_QTY, Math.max(1, stock));
    return {
      line,
      name: food?.name || line.name || tl('unavailableDish'),
      imageURL: food?.imageURL ?? line.imageURL,
      unitKobo: choices.reduce(
        (sum, choice) => sum + toKobo(choice.price),
        toKobo(food?.price ?? line.price),
      ),
      choices,
      unavailable,
      maxQty: Math.max(1, Math.min(byStock, cap.max)),
      limitReason: cap.max < byStock ? say(cap.reason) : undefined,
      served: food ? servedWindow(food, food.category) : null,
    };
  });
}

/** docs/orders.md#cart: the sum of qty × price over what can be ordered, in kobo (shown with two decimals). */
export function cartSubtotalKobo(entries: readonly CartEntry[]): number {
  return itemsTotalKobo(pricedEntries(entries));
}

/** The lines the order will hold, as the order total prices them. */
export function pricedEntries(entries: readonly CartEntry[]): PricedLine[] {
  return orderableEntries(entries).map((entry) => ({
    unitKobo: entry.unitKobo,
    quantity: entry.line.qty,
  }));
}

export function orderableEntries(entries: readonly CartEntry[]): CartEntry[] {
  return entries.filter((entry) => !entry.unavailable);
}

/**
 * The first line to be ordered whose dish is not served at the order's time (now, or a later
 * order's slot), with its times in words: the server would refuse the whole order for it, so the
 * checkout says so before sending (docs/orders.md#dishes-served-at-some-times).
 */
export function firstNotServed(
  entries: readonly CartEntry[],
  at: Date,
): { entry: CartEntry; hours: ServedHours } | undefined {
  for (const entry of orderableEntries(entries)) {
    const hours = notServedHours(entry.served, at);
    if (hours) return { entry, hours };
  }
  return undefined;
}
