import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

const foodColumns = [
  'foods.id',
  'foods.name',
  'foods.description',
  'foods.priceKobo',
  'foods.imageUrl',
  'foods.calories',
  'foods.stock',
  'foods.createdAt',
  'foods.updatedAt',
  'foods.soldOutUntil',
  'foods.availableFrom',
  'foods.availableUntil',
  'categories.id as categoryId',
  'categories.name as categoryName',
  'categories.urlParam as categoryUrlParam',
  'categories.position as categoryPosition',
  'categories.hidden as categoryHidden',
  'categories.createdAt as categoryCreatedAt',
  'categories.updatedAt as categoryUpdatedAt',
  'categories.availableFrom as categoryAvailableFrom',
  'categories.availableUntil as categoryAvailableUntil',
] as const;

/** A dish's serving times and its category's, as dish-times.ts reads them. */
const servedColumns = [
  'foods.availableFrom',
  'foods.availableUntil',
  'categories.availableFrom as categoryAvailableFrom',
  'categories.availableUntil as categoryAvailableUntil',
] as const;

function foodsWithCategory(db: Kysely<Database>) {
  return db
    .selectFrom('foods')
    .innerJoin('categories', 'categories.id', 'foods.categoryId')
    .select(foodColumns)
    .where('foods.deletedAt', 'is', null);
}

export type FoodWithCategory = Awaited<ReturnType<typeof listFoods>>[number];

/** Every dish staff have, in hidden categories too, in id order (the sample menu first). */
export async function listFoods(db: Kysely<Database>) {
  return foodsWithCategory(db).orderBy('foods.id', 'asc').execute();
}

/** The menu customers see: the dishes of the categories staff have not hidden, in id order. */
export async function listMenuFoods(db: Kysely<Database>) {
  return foodsWithCategory(db)
    .where('categories.hidden', '=', 0)
    .orderBy('foods.id', 'asc')
    .execute();
}

export async function findFood(db: Kysely<Database>, id: number) {
  return foodsWithCategory(db).where('foods.id', '=', id).executeTakeFirst();
}

/**
 * The foods on the menu among these ids, with what an order copies of them: a deleted dish, or
 * one in a category staff have hidden, is not.
 */
export async function findOrderableFoods(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('foods')
    .innerJoin('categories', 'categories.id', 'foods.categoryId')
    .select([
      'foods.id',
      'foods.name',
      'foods.priceKobo',
      'foods.stock',
      'foods.soldOutUntil',
      ...servedColumns,
    ])
    .where('foods.id', 'in', ids)
    .where('foods.deletedAt', 'is', null)
    .where('categories.hidden', '=', 0)
    .execute();
}

/** A food's stock, if it is on the menu (not deleted, its category not hidden). */
export async function findFoodStock(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('foods')
    .innerJoin('categories', 'categories.id', 'foods.categoryId')
    .select(['foods.name', 'foods.stock', 'foods.soldOutUntil', ...servedColumns])
    .where('foods.id', '=', id)
    .where('foods.deletedAt', 'is', null)
    .where('categories.hidden', '=', 0)
    .executeTakeFirst();
}
