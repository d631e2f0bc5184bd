import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** A cart line with what its food looks like now, deleted or not, so the panel can tell. */
function linesWithFood(db: Kysely<Database>) {
  return db
    .selectFrom('cartItems')
    .leftJoin('foods', 'foods.id', 'cartItems.foodId')
    .select([
      'cartItems.id',
      'cartItems.foodId',
      'cartItems.userId',
      'cartItems.qty',
      'cartItems.choiceKey',
      'cartItems.note',
      'foods.name',
      'foods.priceKobo',
      'foods.imageUrl',
      'foods.stock',
      'foods.deletedAt',
      'foods.soldOutUntil',
    ]);
}

export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** docs/orders.md#cart: the cart loads ordered by id descending, newest line first. */
export async function listCartLines(db: Kysely<Database>, userId: number) {
  return linesWithFood(db)
    .where('cartItems.userId', '=', userId)
    .orderBy('cartItems.id', 'desc')
    .execute();
}

export async function findCartLine(db: Kysely<Database>, userId: number, id: number) {
  return linesWithFood(db)
    .where('cartItems.userId', '=', userId)
    .where('cartItems.id', '=', id)
    .executeTakeFirst();
}

export async function countCartLines(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cartItems')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Adds a line with qty 1; undefined when this food is already in the user's cart. */
export async function insertCartLine(
  db: Kysely<Database>,
  line: { userId: number; foodId: number; createdAt: number; choiceKey: string; note: string },
): Promise<number | undefined> {
  // The unique (user, food, choices and note) index decides, so two quick taps cannot make two
  // lines.
  const row = await db
    .insertInto('cartItems')
    .values({ ...line, qty: 1 })
    .onConflict((oc) => oc.columns(['userId', 'foodId', 'choiceKey']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * A line with this quantity: added, or the same line (dish, choices and note) already in the
 * cart set to it. Ordering again puts a past order's lines this way (orders/order-again.ts).
 */
export async function putCartLine(
  db: Kysely<Database>,
  line: {
    userId: number;
    foodId: number;
    createdAt: number;
    choiceKey: string;
    note: string;
    qty: number;
  },
): Promise<void> {
  await db
    .insertInto('cartItems')
    .values(line)
    .onConflict((oc) =>
      oc.columns(['userId', 'foodId', 'choiceKey']).doUpdateSet({ qty: line.qty }),
    )
    .execute();
}

export async function updateCartLineQty(
  db: Kysely<Database>,
  userId: number,
  id: number,
  qty: number,
): Promise<boolean> {
  const result = await db
    .updateTable('cartItems')
    .set({ qty })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCartLine(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('cartItems')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The lines just ordered leave the cart: each its dish with the same choices and note. */
export async function clearOrderedCartLines(
  db: Kysely<Database>,
  userId: number,
  lines: readonly { foodId: number; choiceKey: string }[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .deleteFrom('cartItems')
    .where('userId', '=', userId)
    .where((eb) =>
      eb.or(
        lines.map((line) =>
          eb.and([eb('foodId', '=', line.foodId), eb('choiceKey', '=', line.choiceKey)]),
        ),
      ),
    )
    .execute();
}

/** Empties the cart (or only the given foods, once they are ordered); answers how many went. */
export async function clearCart(
  db: Kysely<Database>,
  userId: number,
  foodIds?: readonly number[],
): Promise<number> {
  if (foodIds && foodIds.length === 0) return 0;
  let query = db.deleteFrom('cartItems').where('userId', '=', userId);
  if (foodIds) query = query.where('foodId', 'in', foodIds);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
