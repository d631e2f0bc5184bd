import type { Kysely } from 'kysely';
import { MAX_CART_LINES, type CartItem } from '@buka/domain/cart';
import { messages } from '@buka/domain/messages';
import type { Database } from '../db/tables';
import { HttpError } from '../http/errors';
import { findFoodStock } from '../products/products.repository';
import { toCartItem } from './cart.mapper';
import { countCartLines, findCartLine, insertCartLine } from './cart.repository';

/** spec §4: adding creates a line with qty 1; spec §5: a food already there is refused. */
export async function addToCart(
  db: Kysely<Database>,
  userId: number,
  foodId: number,
  now: number,
): Promise<CartItem> {
  const food = await findFoodStock(db, foodId);
  if (!food) throw new HttpError(404, messages.foodNotOnMenu);
  if (food.stock <= 0) throw new HttpError(400, messages.foodFinished);
  if ((await countCartLines(db, userId)) >= MAX_CART_LINES) {
    throw new HttpError(409, messages.cartFull);
  }
  const id = await insertCartLine(db, { userId, foodId, createdAt: now });
  if (id === undefined) throw new HttpError(409, messages.itemAlreadyInCart);
  return toCartItem(await lineOrThrow(db, userId, id));
}

/** A line of this user's cart; someone else's line is as good as missing (404). */
export async function lineOrThrow(db: Kysely<Database>, userId: number, id: number) {
  const line = await findCartLine(db, userId, id);
  if (!line) throw new HttpError(404, messages.cartLineNotFound);
  return line;
}
