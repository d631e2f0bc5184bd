import type { Kysely } from 'kysely';
import type { Database, UploadTable } from '../db/tables';
import { uploadNameFromUrl } from './uploads.storage';

export async function insertUpload(db: Kysely<Database>, upload: UploadTable): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}

export async function findUpload(db: Kysely<Database>, name: string) {
  return db.selectFrom('uploads').selectAll().where('name', '=', name).executeTakeFirst();
}

/** A live food showing this picture: removing it would leave the menu with a broken image. */
export async function foodUsingImage(db: Kysely<Database>, url: string) {
  return db
    .selectFrom('foods')
    .select(['id', 'name'])
    .where('imageUrl', '=', url)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** A profile showing this picture. */
export async function profileUsingImage(db: Kysely<Database>, url: string) {
  return db.selectFrom('users').select('id').where('photoUrl', '=', url).executeTakeFirst();
}

/** Forgets the upload and takes it off any profile showing it (docs/server-rules.md#uploads: then clears the field). */
export async function deleteUploadRecord(
  db: Kysely<Database>,
  name: string,
  url: string,
): Promise<void> {
  await db.updateTable('users').set({ photoUrl: null }).where('photoUrl', '=', url).execute();
  await db.deleteFrom('uploads').where('name', '=', name).execute();
}

/** A user's profile photos, which leave with the account. */
export async function listProfileUploads(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('uploads')
    .select('name')
    .where('userId', '=', userId)
    .where('purpose', '=', 'profile')
    .execute();
  return rows.map((row) => row.name);
}

export async function deleteUploadRecords(db: Kysely<Database>, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db.deleteFrom('uploads').where('name', 'in', names).execute();
}

/**
 * Forgets the uploads older than the cut-off that no food (on the menu or deleted: past orders
 * still show it) and no profile shows, in one transaction; answers their names.
 */
export async function forgetAbandonedUploads(
  db: Kysely<Database>,
  before: number,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('uploads')
      .select('name')
      .where('createdAt', '<', before)
      .execute();
    if (old.length === 0) return [];
    const foods = await trx.selectFrom('foods').select('imageUrl as url').execute();
    const photos = await trx
      .selectFrom('users')
      .select('photoUrl as url')
      .where('photoUrl', 'is not', null)
      .execute();
    const shown = new Set([...foods, ...photos].map(({ url }) => uploadNameFromUrl(url ?? '')));
    const abandoned = old.map((row) => row.name).filter((name) => !shown.has(name));
    await deleteUploadRecords(trx, abandoned);
    return abandoned;
  });
}
