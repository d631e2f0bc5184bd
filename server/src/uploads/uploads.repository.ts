import type { Kysely } from 'kysely';
import type { Database, UploadTable } from '../db/tables';

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

/** Forgets the upload and takes it off any profile showing it (spec §4: then clears the field). */
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
