import type { CartItem } from '@buka/domain/cart';
import { nairaToKobo } from '@buka/domain/money';
import type { Food } from '@buka/domain/products';

// The server's PATCH /api/cart/:id takes 1..99 (domain/src/cart.ts).
export const MAX_LINE_QTY = 99;

export type Unavailable = NonNullable<CartItem['unavailable']>;

/** A cart line as the panel shows it: the food's name, price and picture, and whether it can be
 * ordered. */
export interface CartEntry {
  line: CartItem;
  name: string;
  imageURL: string;
  unitKobo: number;
  /** Why this line cannot be ordered, if it cannot. */
  unavailable: Unavailable | undefined;
  /** The most this line may hold: the food's stock, within the server's limit. */
  maxQty: number;
}

function toKobo(price: string): number {
  try {
    return nairaToKobo(price);
  } catch {
    return 0;
  }
}

function menuVerdict(food: Food | undefined, foods: readonly Food[] | undefined) {
  if (!foods) return undefined; // the menu is still loading: nothing to judge by yet
  if (!food) return 'deleted';
  return food.stock <= 0 ? 'soldOut' : undefined;
}

/**
 * Joins the cart with the menu, whose details are the freshest (the line's own copy stands in
 * while the menu loads, and names a food that left it). A line is unavailable when either the
 * server said so when it sent the cart or the menu says so now.
 */
export function toCartEntries(
  lines: readonly CartItem[],
  foods: readonly Food[] | undefined,
): CartEntry[] {
  const byId = new Map((foods ?? []).map((food) => [food.id, food]));
  return lines.map((line) => {
    const food = byId.get(line.fid);
    const stock = food?.stock ?? line.stock;
    return {
      line,
      name: food?.name || line.name || 'Unavailable dish',
      imageURL: food?.imageURL ?? line.imageURL,
      unitKobo: toKobo(food?.price ?? line.price),
      unavailable: line.unavailable ?? menuVerdict(food, foods),
      maxQty: Math.min(MAX_LINE_QTY, Math.max(1, stock)),
    };
  });
}

/** spec §4: the sum of qty × price over what can be ordered, in kobo (shown with two decimals). */
export function cartSubtotalKobo(entries: readonly CartEntry[]): number {
  return orderableEntries(entries).reduce((sum, entry) => sum + entry.line.qty * entry.unitKobo, 0);
}

export function orderableEntries(entries: readonly CartEntry[]): CartEntry[] {
  return entries.filter((entry) => !entry.unavailable);
}
