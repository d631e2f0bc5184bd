import type { AppDeps } from '../app-deps';
import { deleteClosedWindows } from '../auth/rate-limit.repository';
import { deleteExpiredSessions } from '../auth/sessions.repository';
import { backupsDir, isPartialBackup } from '../backup/sqlite-backup';
import { forgetAbandonedUploads } from '../uploads/uploads.repository';
import { isTempUpload, removeImage, uploadsDir } from '../uploads/uploads.storage';
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
  /** Temporary files of uploads, backups and restores cut short. */
  tempFiles: number;
}

/**
 * What nothing reads any more: sessions past their end, rate-limit windows that have closed,
 * uploaded pictures nothing shows, and temporary files that writes cut short left behind
 * (pictures, backups, restores). Safe to run in several processes at once.
 */
export async function runHousekeeping({
  db,
  config,
  now,
}: Pick<AppDeps, 'db' | 'config' | 'now'>): Promise<HousekeepingReport> {
  const at = now().getTime();
  const sessions = await deleteExpiredSessions(db.kysely, at);
  const rateLimits = await deleteClosedWindows(db.kysely, at);
  // The records first: a file left by a crash between the two steps is only disk.
  const uploads = await forgetAbandonedUploads(db.kysely, at - ABANDONED_UPLOAD_AFTER_MS);
  const dir = uploadsDir(config.dataDir);
  for (const name of uploads) await removeImage(dir, name);
  const staleBefore = at - STALE_TEMP_FILE_AFTER_MS;
  const tempFiles =
    (await removeOldFiles(dir, isTempUpload, staleBefore)) +
    (await removeOldFiles(backupsDir(config.dataDir), isPartialBackup, staleBefore)) +
    // A restore's copy (restore.db.partial) whose command was killed while it copied.
    (await removeOldFiles(config.dataDir, isPartialBackup, staleBefore));
  return { sessions, rateLimits, uploads: uploads.length, tempFiles };
}
