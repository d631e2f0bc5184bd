import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

// Groups of choices on dishes: the shop's groups, their choices in order, and which
// dishes show which groups. Rows only; dish-options.mapper.ts makes the answers.

export type GroupRow = Awaited<ReturnType<typeof findGroups>>[number];
export type ChoiceRow = Awaited<ReturnType<typeof findChoicesOfGroups>>[number];
export type DishGroupLink = Awaited<ReturnType<typeof findDishGroupLinks>>[number];

/** The groups with these ids; every group when none are given. */
export async function findGroups(db: Kysely<Database>, ids?: readonly number[]) {
  if (ids && ids.length === 0) return [];
  let query = db
    .selectFrom('optionGroups')
    .select(['id', 'name', 'minChoices', 'maxChoices'])
    .orderBy('name')
    .orderBy('id');
  if (ids) query = query.where('id', 'in', ids);
  return query.execute();
}

export async function findChoicesOfGroups(db: Kysely<Database>, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('optionChoices')
    .select(['id', 'groupId', 'name', 'priceKobo', 'unavailableUntil'])
    .where('groupId', 'in', groupIds)
    .orderBy('groupId')
    .orderBy('position')
    .execute();
}

/** Which groups these dishes show, in order (every dish's when none are given). */
export async function findDishGroupLinks(db: Kysely<Database>, foodIds?: readonly number[]) {
  if (foodIds && foodIds.length === 0) return [];
  let query = db
    .selectFrom('foodOptionGroups')
    .select(['foodId', 'groupId'])
    .orderBy('foodId')
    .orderBy('position');
  if (foodIds) query = query.where('foodId', 'in', foodIds);
  return query.execute();
}

export async function insertGroup(
  db: Kysely<Database>,
  group: { name: string; minChoices: number; maxChoices: number },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('optionGroups')
    .values({ ...group, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Answers false for no such group. */
export async function updateGroup(
  db: Kysely<Database>,
  id: number,
  group: { name: string; minChoices: number; maxChoices: number },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('optionGroups')
    .set({ ...group, updatedAt: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deleting a group takes its choices and its place on every dish with it (cascade). */
export async function deleteGroup(db: Kysely<Database>, id: number): Promise<boolean> {
  // SQLite enforces the cascade only with foreign keys on; said here so no row is left behind.
  await db.deleteFrom('foodOptionGroups').where('groupId', '=', id).execute();
  await db.deleteFrom('optionChoices').where('groupId', '=', id).execute();
  const result = await db.deleteFrom('optionGroups').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface ChoiceToSave {
  id?: number;
  name: string;
  priceKobo: number;
  unavailableUntil?: number | null;
}

/**
 * Makes the group's choices these, in this order: a choice sent with its id keeps it (carts and
 * the unavailable mark hold on to it), one without is new, one left out goes. An id of another
 * group's choice is treated as new, so no group can take over another's choices.
 */
export async function replaceChoices(
  db: Kysely<Database>,
  groupId: number,
  choices: readonly ChoiceToSave[],
): Promise<void> {
  const existing = new Set(
    (
      await db.selectFrom('optionChoices').select('id').where('groupId', '=', groupId).execute()
    ).map((row) => row.id),
  );
  const kept = choices.flatMap((choice) =>
    choice.id !== undefined && existing.has(choice.id) ? [choice.id] : [],
  );
  let removal = db.deleteFrom('optionChoices').where('groupId', '=', groupId);
  if (kept.length > 0) removal = removal.where('id', 'not in', kept);
  await removal.execute();
  for (const [position, choice] of choices.entries()) {
    const fields = { name: choice.name, priceKobo: choice.priceKobo, position };
    const marks =
      choice.unavailableUntil === undefined ? {} : { unavailableUntil: choice.unavailableUntil };
    if (choice.id !== undefined && existing.has(choice.id)) {
      await db
        .updateTable('optionChoices')
        .set({ ...fields, ...marks })
        .where('id', '=', choice.id)
        .execute();
    } else {
      await db
        .insertInto('optionChoices')
        .values({ ...fields, groupId, unavailableUntil: choice.unavailableUntil ?? null })
        .execute();
    }
  }
}

/** The dish shows exactly these groups, in this order. */
export async function setDishGroups(
  db: Kysely<Database>,
  foodId: number,
  groupIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('foodOptionGroups').where('foodId', '=', foodId).execute();
  if (groupIds.length === 0) return;
  await db
    .insertInto('foodOptionGroups')
    .values(groupIds.map((groupId, position) => ({ foodId, groupId, position })))
    .execute();
}

/** Answers false for no such choice. */
export async function setChoiceUnavailableUntil(
  db: Kysely<Database>,
  id: number,
  until: number | null,
): Promise<boolean> {
  const result = await db
    .updateTable('optionChoices')
    .set({ unavailableUntil: until })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findChoice(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('optionChoices')
    .select(['id', 'groupId', 'name', 'priceKobo', 'unavailableUntil'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Answers false for no such dish on the menu. */
export async function setFoodSoldOutUntil(
  db: Kysely<Database>,
  foodId: number,
  until: number | null,
): Promise<boolean> {
  const result = await db
    .updateTable('foods')
    .set({ soldOutUntil: until })
    .where('id', '=', foodId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
