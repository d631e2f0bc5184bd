import fs from 'node:fs';
import path from 'node:path';
import { backupDatabase, listBackups } from './sqlite-backup';

const DAY_MS = 24 * 60 * 60 * 1000;
// The shop's own backups by name (`npm run backup` writes the same): what the daily round keeps
// a number of. Copies a restore kept of what it replaced are the owner's to delete.
const OWN_BACKUP = /^buka-\d{8}-\d{6}\.db$/;

/**
 * On SQLite the shop backs itself up once a day, so a restore is possible without anyone having
 * remembered to: a backup is taken when the newest is a day old (or there is none), and only
 * the newest `keep` of the shop's own backups are kept. Answers the new backup, or null.
 */
export async function takeDailyBackup(options: {
  dataDir: string;
  now: () => Date;
  keep: number;
}): Promise<string | null> {
  const { dataDir, now, keep } = options;
  if (keep <= 0) return null;
  const [newest] = listBackups(dataDir);
  if (newest && now().getTime() - newest.takenAt.getTime() < DAY_MS) return null;
  const file = await backupDatabase(dataDir, now);
  const own = listBackups(dataDir).filter((backup) => OWN_BACKUP.test(path.basename(backup.file)));
  for (const old of own.slice(keep)) fs.rmSync(old.file, { force: true });
  return file;
}
