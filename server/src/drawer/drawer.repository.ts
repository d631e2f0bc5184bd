import type { Insertable, Kysely } from 'kysely';
import type { Database, DrawerCountTable, UserRow } from '../db/tables';

type Db = Kysely<Database>;

/** The count that stands for a day (not reopened), if the day is closed. */
export async function findStandingCount(db: Db, date: string) {
  return db
    .selectFrom('drawerCounts')
    .selectAll()
    .where('date', '=', date)
    .where('reopenedAt', 'is', null)
    .executeTakeFirst();
}

/** Closes a day; a second close of it breaks the standing-count index (docs/decisions/0016). */
export async function insertDrawerCount(
  db: Db,
  count: Omit<Insertable<DrawerCountTable>, 'id'>,
): Promise<number> {
  const row = await db
    .insertInto('drawerCounts')
    .values(count)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Reopens the day's standing count; false when none stood (another manager was quicker). */
export async function reopenDrawerCount(
  db: Db,
  id: number,
  reopen: { by: Pick<UserRow, 'id'>; byName: string; at: number; reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('drawerCounts')
    .set({
      reopenedById: reopen.by.id,
      reopenedByName: reopen.byName,
      reopenedAt: reopen.at,
      reopenReason: reopen.reason,
    })
    .where('id', '=', id)
    .where('reopenedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findDrawerCount(db: Db, id: number) {
  return db.selectFrom('drawerCounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Every count of the dates from…to (both included), the newest day and count first. */
export async function listDrawerCounts(db: Db, range: { from: string; to: string }) {
  return db
    .selectFrom('drawerCounts')
    .selectAll()
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
