import type { AppDeps } from '../app-deps';
import { deleteClosedWindows } from '../auth/rate-limit.repository';
import { deleteExpiredSessions } from '../auth/sessions.repository';
import { forgetAbandonedUploads } from '../uploads/uploads.repository';
import { removeImage, uploadsDir } from '../uploads/uploads.storage';

const HOUR = 60 * 60 * 1000;
/** How often the sweep runs in a running server (and once at start-up). */
export const HOUSEKEEPING_EVERY_MS = 6 * HOUR;
/**
 * An upload nothing shows after this long was abandoned (a form left unsaved, a photo replaced
 * before saving): long enough that a picture chosen in a form still open is not taken from it.
 */
export const ABANDONED_UPLOAD_AFTER_MS = 24 * HOUR;

export interface HousekeepingReport {
  sessions: number;
  rateLimits: number;
  uploads: number;
}

/**
 * What nothing reads any more: sessions past their end, rate-limit windows that have closed,
 * and uploaded pictures nothing shows. Safe to run in several processes at once.
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
  return { sessions, rateLimits, uploads: uploads.length };
}
