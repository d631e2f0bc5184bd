import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** The shop's categories staff can see (not deleted), in menu order, each with its dish count. */
export async function listCategories(db: Kysely<Database>) {
  return db
    .selectFrom('categories')
    .leftJoin('foods', (join) =>
      join.onRef('foods.categoryId', '=', 'categories.id').on('foods.deletedAt', 'is', null),
    )
    .select((eb) => [
      'categories.id',
      'categories.name',
      'categories.urlParam',
      'categories.position',
      'categories.hidden',
      eb.fn.count<number | string>('foods.id').as('dishes'),
    ])
    .where('categories.deletedAt', 'is', null)
    .groupBy([
      'categories.id',
      'categories.name',
      'categories.urlParam',
      'categories.position',
      'categories.hidden',
    ])
    .orderBy('categories.position', 'asc')
    .orderBy('categories.id', 'asc')
    .execute();
}

export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

/** A category that has not been deleted. */
export async function findLiveCategory(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'urlParam', 'position', 'hidden'])
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Every address word ever given, deleted categories' too, so none is handed out twice. */
export async function takenUrlParams(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('categories').select('urlParam').execute();
  return new Set(rows.map((row) => row.urlParam));
}

/**
 * A new category, last on the menu; its id follows every id used so far (deleted ones too). Two
 * added at once may reach for the same id: the second takes the next one.
 */
export async function insertCategory(
  db: Kysely<Database>,
  category: { name: string; urlParam: string },
  now: number,
): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const highest = await db
      .selectFrom('categories')
      .select((eb) => [eb.fn.max('id').as('id'), eb.fn.max('position').as('position')])
      .executeTakeFirst();
    const id = Number(highest?.id ?? 0) + 1;
    const inserted = await db
      .insertInto('categories')
      .values({
        id,
        name: category.name,
        urlParam: category.urlParam,
        position: Number(highest?.position ?? 0) + 1,
        hidden: 0,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
  }
  throw new Error('No free category id was found');
}

export async function updateCategory(
  db: Kysely<Database>,
  id: number,
  change: { name?: string; hidden?: boolean; position?: number },
  now: number,
): Promise<void> {
  await db
    .updateTable('categories')
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.hidden === undefined ? {} : { hidden: change.hidden ? 1 : 0 }),
      ...(change.position === undefined ? {} : { position: change.position }),
      updatedAt: now,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Every dish of one category into another, deleted dishes too: they keep pointing at a
 * category that is still there for the carts and orders that name them.
 */
export async function moveDishes(
  db: Kysely<Database>,
  from: number,
  to: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('foods')
    .set({ categoryId: to, updatedAt: now })
    .where('categoryId', '=', from)
    .execute();
}

export async function softDeleteCategory(
  db: Kysely<Database>,
  id: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('categories')
    .set({ deletedAt: now, updatedAt: now })
    .where('id', '=', id)
    .execute();
}
