import type { Kysely } from 'kysely';
import { MAX_CART_LINES, type CartItem } from '@buka/domain/cart';
import { cartLineKey, checkSelection, isMarkedToday } from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import type { Database } from '../db/tables';
import { loadDishGroups } from '../dish-options/dish-groups';
import { HttpError } from '../http/errors';
import { findFoodStock } from '../products/products.repository';
import { servedRefusal } from '../products/served-times';
import { toCartItem } from './cart.mapper';
import { countCartLines, findCartLine, insertCartLine, type CartLineRow } from './cart.repository';

export interface CartAddition {
  fid: number;
  choiceIds: number[];
  note: string;
}

/**
 * docs/orders.md#cart: adding creates a line with qty 1; docs/server-rules.md#validation: the same
 * line already there is refused ('Item already in cart'). A dish with choices needs a selection it
 * accepts; the same dish with other choices or another note is another line.
 */
export async function addToCart(
  db: Kysely<Database>,
  userId: number,
  { fid, choiceIds, note }: CartAddition,
  now: Date,
): Promise<CartItem> {
  const food = await findFoodStock(db, fid);
  if (!food) throw new HttpError(404, messages.foodNotOnMenu);
  if (food.stock <= 0 || isMarkedToday(food.soldOutUntil, now)) {
    throw new HttpError(400, messages.foodFinished);
  }
  // A dish served at some times only is added while it is served (docs/orders.md#dishes-served-at-some-times).
  const notServed = servedRefusal(food, now, false);
  if (notServed) throw new HttpError(422, notServed);
  const groups = (await loadDishGroups(db, now, [fid])).get(fid) ?? [];
  const verdict = checkSelection(food.name, groups, choiceIds);
  if (!verdict.ok) throw new HttpError(422, verdict.message);
  if ((await countCartLines(db, userId)) >= MAX_CART_LINES) {
    throw new HttpError(409, messages.cartFull);
  }
  const choiceKey = cartLineKey(
    verdict.picked.map((choice) => choice.id),
    note,
  );
  const id = await insertCartLine(db, {
    userId,
    foodId: fid,
    createdAt: now.getTime(),
    choiceKey,
    note,
  });
  if (id === undefined) throw new HttpError(409, messages.itemAlreadyInCart);
  return toCartItem(await lineOrThrow(db, userId, id), groups, now);
}

/** A line of this user's cart; someone else's line is as good as missing (404). */
export async function lineOrThrow(db: Kysely<Database>, userId: number, id: number) {
  const line = await findCartLine(db, userId, id);
  if (!line) throw new HttpError(404, messages.cartLineNotFound);
  return line;
}

/** Lines as the cart shows them, each with its dish's groups as they are now. */
export async function showCartLines(
  db: Kysely<Database>,
  rows: readonly CartLineRow[],
  now: Date,
): Promise<CartItem[]> {
  const groups = await loadDishGroups(db, now, [...new Set(rows.map((row) => row.foodId))]);
  return rows.map((row) => toCartItem(row, groups.get(row.foodId) ?? [], now));
}
