import type { Kysely } from 'kysely';
import {
  categorySlug,
  sameCategoryName,
  type CategoryChange,
  type CategoryInput,
  type StaffCategory,
  categoryMessages,
} from '@buka/domain/categories';
import type { Database } from '../db/tables';
import { HttpError } from '../http/errors';
import { isUniqueViolation } from '../orders/idempotency.repository';
import {
  findLiveCategory,
  insertCategory,
  listCategories,
  moveDishes,
  softDeleteCategory,
  takenUrlParams,
  updateCategory,
  type CategoryRow,
} from './categories.repository';

// The rules of the shop's categories (docs/decisions/0017-the-shops-own-categories.md); each
// change runs in one transaction, and the routes tell open menus once it is committed.

export function toStaffCategory(row: CategoryRow): StaffCategory {
  return {
    id: row.id,
    name: row.name,
    urlParam: row.urlParam,
    position: row.position,
    hidden: row.hidden === 1,
    dishes: Number(row.dishes),
  };
}

export async function staffCategories(db: Kysely<Database>): Promise<StaffCategory[]> {
  return (await listCategories(db)).map(toStaffCategory);
}

const nameTaken = (name: string) =>
  new HttpError(409, categoryMessages.nameTaken.replace('{name}', name));

/** Two categories never share a name, in any case; the database's index catches a race. */
async function refuseTakenName(trx: Kysely<Database>, name: string, except?: number) {
  const other = (await listCategories(trx)).find(
    (row) => row.id !== except && sameCategoryName(row.name, name),
  );
  if (other) throw nameTaken(other.name);
}

async function orNameTaken<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

async function liveOrNotFound(trx: Kysely<Database>, id: number) {
  const category = await findLiveCategory(trx, id);
  if (!category) throw new HttpError(404, categoryMessages.notFound);
  return category;
}

async function shownCategory(trx: Kysely<Database>, id: number): Promise<StaffCategory> {
  const row = (await listCategories(trx)).find((each) => each.id === id);
  if (!row) throw new HttpError(404, categoryMessages.notFound);
  return toStaffCategory(row);
}

/** A new category, last on the menu and shown; its address word made from its name. */
export async function addCategory(
  db: Kysely<Database>,
  { name }: CategoryInput,
  now: number,
): Promise<StaffCategory> {
  return orNameTaken(name, () =>
    db.transaction().execute(async (trx) => {
      await refuseTakenName(trx, name);
      const urlParam = categorySlug(name, await takenUrlParams(trx));
      const id = await insertCategory(trx, { name, urlParam }, now);
      return shownCategory(trx, id);
    }),
  );
}

/** A new name (its address word is kept, so shared links still work), hidden or shown. */
export async function changeCategory(
  db: Kysely<Database>,
  id: number,
  change: CategoryChange,
  now: number,
): Promise<StaffCategory> {
  return orNameTaken(change.name ?? '', () =>
    db.transaction().execute(async (trx) => {
      await liveOrNotFound(trx, id);
      if (change.name !== undefined) await refuseTakenName(trx, change.name, id);
      await updateCategory(trx, id, change, now);
      return shownCategory(trx, id);
    }),
  );
}

/** One place up or down the menu; the first cannot go up nor the last down (no change). */
export async function moveCategory(
  db: Kysely<Database>,
  id: number,
  direction: 'up' | 'down',
  now: number,
): Promise<StaffCategory[]> {
  return db.transaction().execute(async (trx) => {
    await liveOrNotFound(trx, id);
    const order = (await listCategories(trx)).map((row) => row.id);
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to >= 0 && to < order.length) {
      [order[from], order[to]] = [order[to]!, order[from]!];
      // Numbered afresh 1, 2, 3…: positions stay distinct whatever they were before.
      for (const [index, each] of order.entries()) {
        await updateCategory(trx, each, { position: index + 1 }, now);
      }
    }
    return staffCategories(trx);
  });
}

/**
 * A category with dishes is deleted only with another to take them, moved in the same
 * transaction, so no dish is ever left without a category.
 */
export async function deleteCategory(
  db: Kysely<Database>,
  id: number,
  moveTo: number | undefined,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await liveOrNotFound(trx, id);
    const row = (await listCategories(trx)).find((each) => each.id === id)!;
    const dishes = Number(row.dishes);
    if (moveTo === undefined) {
      if (dishes > 0) {
        throw new HttpError(
          409,
          categoryMessages.hasDishes.replace('{name}', row.name).replace('{count}', String(dishes)),
        );
      }
    } else {
      if (moveTo === id || !(await findLiveCategory(trx, moveTo))) {
        throw new HttpError(422, categoryMessages.moveToInvalid);
      }
      await moveDishes(trx, id, moveTo, now);
    }
    await softDeleteCategory(trx, id, now);
  });
}
