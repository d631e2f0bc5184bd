import type { Kysely } from 'kysely';
import type { AdminOptionGroup, ValidOptionGroupInput } from '@buka/domain/dish-options';
import { messages } from '@buka/domain/messages';
import { nairaToKobo } from '@buka/domain/money';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/tables';
import { HttpError } from '../http/errors';
import { toAdminOptionGroup } from './dish-options.mapper';
import {
  deleteGroup,
  findChoicesOfGroups,
  findDishGroupLinks,
  findGroups,
  insertGroup,
  replaceChoices,
  updateGroup,
} from './dish-options.repository';

/** Every group of the shop with the dishes it is on, by name. */
export async function listAdminGroups(
  db: Kysely<Database>,
  now: Date,
  ids?: readonly number[],
): Promise<AdminOptionGroup[]> {
  const groups = await findGroups(db, ids);
  const groupIds = groups.map((group) => group.id);
  const choices = await findChoicesOfGroups(db, groupIds);
  const links = await findDishGroupLinks(db);
  return groups.map((group) =>
    toAdminOptionGroup(
      group,
      choices,
      links.filter((link) => link.groupId === group.id).map((link) => link.foodId),
      now,
    ),
  );
}

/**
 * Creates a group (no id) or makes an existing one this, choices and all, in one transaction.
 * A choice's 'unavailable today' mark is kept unless the edit says otherwise: editing a price
 * must not bring the finished fish back.
 */
export async function saveGroup(
  { db, now }: Pick<AppDeps, 'db' | 'now'>,
  id: number | undefined,
  input: ValidOptionGroupInput,
): Promise<AdminOptionGroup> {
  const at = now();
  const fields = { name: input.name, minChoices: input.min, maxChoices: input.max };
  const choices = input.choices.map((choice) => ({
    id: choice.id,
    name: choice.name,
    priceKobo: nairaToKobo(choice.price),
    // Only lifting the mark is taken from the form; marking is its own call (it needs the hours).
    unavailableUntil: choice.unavailableToday === false ? null : undefined,
  }));
  const savedId = await db.kysely.transaction().execute(async (trx) => {
    const groupId = id ?? (await insertGroup(trx, fields, at.getTime()));
    if (id !== undefined && !(await updateGroup(trx, id, fields, at.getTime()))) {
      throw new HttpError(404, messages.groupNotFound);
    }
    await replaceChoices(trx, groupId, choices);
    return groupId;
  });
  const [group] = await listAdminGroups(db.kysely, at, [savedId]);
  if (!group) throw new HttpError(404, messages.groupNotFound);
  return group;
}

export async function removeGroup(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute((trx) => deleteGroup(trx, id));
}
