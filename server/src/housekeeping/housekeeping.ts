import type { Kysely } from 'kysely';
import type { AppDeps } from '../app-deps';
import { deleteExpiredSessions } from '../auth/sessions.repository';
import { backupsDir, isPartialBackup } from '../backup/sqlite-backup';
import type { Database } from '../db/tables';
import { deleteUploadRecords } from '../uploads/uploads.repository';
import {
  isTempUpload,
  removeImage,
  uploadNameFromUrl,
  uploadsDir,
} from '../uploads/uploads.storage';
import { removeOldFiles } from './old-files';

const HOUR = 60 * 60 * 1000;
/** How often the sweep runs in a running server (and once at start-up). */
export const HOUSEKEEPING_EVERY_MS = 6 * HOUR;
/**
 * An upload nothing shows after this long was abandoned (a form left unsaved, a photo replaced
 * before saving): long enough that a picture chosen in a form still open is not taken from it.
 */
export const ABANDONED_UPLOAD_AFTER_MS = 24 * HOUR;
/** A temporary file untouched this long was left by a write that will never finish. */
export const STALE_TEMP_FILE_AFTER_MS = HOUR;

export interface HousekeepingReport {
  sessions: number;
  rateLimits: number;
  uploads: number;
  /** Temporary files of uploads and backups cut short. */
  tempFiles: number;
}

/**
 * Forgets the uploads older than the cut-off that no food (on the menu or deleted: past orders
 * still show it) and no profile shows, in one transaction; answers their names.
 */
async function forgetAbandonedUploads(db: Kysely<Database>, before: number): Promise<string[]> {
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

/**
 * What nothing reads any more: sessions past their end, rate-limit windows that have closed,
 * uploaded pictures nothing shows, and temporary files that writes cut short left behind
 * (pictures, backups). Safe to run in several processes at once.
 */
export async function runHousekeeping({
  db,
  config,
  now,
}: Pick<AppDeps, 'db' | 'config' | 'now'>): Promise<HousekeepingReport> {
  const at = now().getTime();
  const sessions = await db.kysely
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('expiresAt', '<=', at)
    .executeTakeFirstOrThrow();
  await deleteExpiredSessions(db.kysely, at);
  const rateLimits = await db.kysely
    .deleteFrom('rateLimits')
    .where('resetAt', '<=', at)
    .executeTakeFirst();
  // The records first: a file left by a crash between the two steps is only disk.
  const uploads = await forgetAbandonedUploads(db.kysely, at - ABANDONED_UPLOAD_AFTER_MS);
  const dir = uploadsDir(config.dataDir);
  for (const name of uploads) await removeImage(dir, name);
  const staleBefore = at - STALE_TEMP_FILE_AFTER_MS;
  const tempFiles =
    (await removeOldFiles(dir, isTempUpload, staleBefore)) +
    (await removeOldFiles(backupsDir(config.dataDir), isPartialBackup, staleBefore));
  return {
    sessions: Number(sessions.count),
    rateLimits: Number(rateLimits.numDeletedRows),
    uploads: uploads.length,
    tempFiles,
  };
}
