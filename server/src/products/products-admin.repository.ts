import type { Kysely } from 'kysely';
import type { FoodInput } from '@buka/domain/admin';
import { nairaToKobo } from '@buka/domain/money';
import type { Database } from '../db/tables';

/**
 * docs/api.md#shapes: a new food's id is its creation time in milliseconds. Two foods made in the
 * same millisecond (or by servers whose clocks differ) take the next free number instead.
 */
export async function insertFood(
  db: Kysely<Database>,
  input: FoodInput,
  now: number,
): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const newest = await db
      .selectFrom('foods')
      .select((eb) => eb.fn.max('id').as('maxId'))
      .executeTakeFirst();
    const id = Math.max(now, Number(newest?.maxId ?? 0) + 1);
    const inserted = await db
      .insertInto('foods')
      .values({
        id,
        name: input.name,
        description: input.description ?? '',
        priceKobo: nairaToKobo(input.price),
        imageUrl: input.imageURL,
        calories: input.calories ?? '',
        stock: input.stock ?? 0,
        categoryId: input.categoryId,
        availableFrom: input.availableFrom ?? null,
        availableUntil: input.availableUntil ?? null,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
  }
  throw new Error('No free food id was found');
}

/** An edit that leaves out stock, description, calories or serving times keeps them. Answers false for no such food. */
export async function updateFood(
  db: Kysely<Database>,
  id: number,
  input: FoodInput,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('foods')
    .set({
      name: input.name,
      description: input.description,
      priceKobo: nairaToKobo(input.price),
      imageUrl: input.imageURL,
      calories: input.calories,
      stock: input.stock,
      categoryId: input.categoryId,
      availableFrom: input.availableFrom,
      availableUntil: input.availableUntil,
      updatedAt: now,
    })
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Soft delete: carts and past orders still point at the row; the menu no longer shows it. */
export async function softDeleteFood(
  db: Kysely<Database>,
  id: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('foods')
    .set({ deletedAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
