import type { Kysely } from 'kysely';
import type { ValidSavedAddressInput } from '@buka/domain/saved-addresses';
import type { Database } from '../db/tables';

const shown = ['id', 'label', 'address', 'landmark', 'area', 'note'] as const;

/** A customer's own addresses, in the order they were saved. */
export async function listSavedAddresses(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('savedAddresses')
    .select(shown)
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export async function insertSavedAddress(
  db: Kysely<Database>,
  userId: number,
  address: ValidSavedAddressInput,
  now: number,
) {
  return db
    .insertInto('savedAddresses')
    .values({ ...address, userId, createdAt: now, updatedAt: now })
    .returning(shown)
    .executeTakeFirstOrThrow();
}

/** Changes one of the customer's own addresses; undefined when they have none by that id. */
export async function updateSavedAddress(
  db: Kysely<Database>,
  userId: number,
  id: number,
  address: ValidSavedAddressInput,
  now: number,
) {
  return db
    .updateTable('savedAddresses')
    .set({ ...address, updatedAt: now })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(shown)
    .executeTakeFirst();
}

export async function deleteSavedAddress(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('savedAddresses')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
