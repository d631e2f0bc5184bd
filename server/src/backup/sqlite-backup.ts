import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** A copy still being written, or left by a copy that was interrupted. */
export const PARTIAL_SUFFIX = '.partial';

/** A backup still being written or cut short, or the rollback journal of one. */
export function isPartialBackup(name: string): boolean {
  return name.endsWith(PARTIAL_SUFFIX) || name.endsWith(`${PARTIAL_SUFFIX}-journal`);
}

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'buka.db');
}

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

export interface BackupFile {
  file: string;
  takenAt: Date;
}

/**
 * The finished backups in DATA_DIR/backups, newest first: the shop's own (`buka-…db`) before the
 * copies a restore kept of what it replaced, which are rarely what one wants back.
 */
export function listBackups(dataDir: string): BackupFile[] {
  const dir = backupsDir(dataDir);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const found = names
    .filter((name) => name.endsWith('.db'))
    .flatMap((name) => {
      const file = path.join(dir, name);
      const stats = fs.statSync(file, { throwIfNoEntry: false });
      return stats?.isFile() && stats.size > 0 ? [{ file, takenAt: stats.mtime, name }] : [];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const own = (entry: { name: string }) => entry.name.startsWith('buka-');
  return [...found.filter(own), ...found.filter((entry) => !own(entry))].map(
    ({ file, takenAt }) => ({ file, takenAt }),
  );
}

/** Flushes a file's data, and a folder's list of names (a rename), to the disk. */
function syncToDisk(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function removeWithJournal(file: string): void {
  for (const each of [file, `${file}-journal`]) fs.rmSync(each, { force: true });
}

/**
 * All the pages in one step of SQLite's backup. Copied a hundred pages at a time (the default),
 * a copy restarts from the first page whenever the shop writes in between: under steady orders
 * a large shop's backup never finished. In one step it reads one moment of the database (the
 * shop keeps writing meanwhile: in WAL mode a reader holds no writer back).
 */
const IN_ONE_STEP = 0x7fffffff;

/**
 * SQLite's online backup: a consistent copy of one moment while the shop keeps taking orders.
 * It is written under a temporary name and renamed when whole, so a copy cut short (a killed
 * command, a full disk) never sits under a backup's name looking good.
 */
export async function backupDatabase(
  dataDir: string,
  now: () => Date,
  target?: string,
): Promise<string> {
  const source = databaseFile(dataDir);
  if (!fs.existsSync(source)) throw new Error(`No shop database at ${source}`);
  const destination = path.resolve(
    target ?? path.join(backupsDir(dataDir), `buka-${stamp(now())}.db`),
  );
  const partial = `${destination}${PARTIAL_SUFFIX}`;
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  removeWithJournal(partial);
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(partial, { progress: () => IN_ONE_STEP });
    syncToDisk(partial);
    fs.renameSync(partial, destination);
    syncToDisk(path.dirname(destination));
  } catch (error) {
    removeWithJournal(partial);
    throw error;
  } finally {
    db.close();
  }
  return destination;
}

const HEADER_BYTES = 100;

/**
 * What SQLite's file header promises against what the file holds: a copy cut short has the
 * source's header (its page count) and fewer bytes, often with the copy's rollback journal
 * beside it. Answers why the file is incomplete, or undefined.
 */
function incompleteBecause(file: string): string | undefined {
  if (file.endsWith(PARTIAL_SUFFIX)) return 'it is a copy that was still being written';
  const journal = fs.statSync(`${file}-journal`, { throwIfNoEntry: false });
  if (journal && journal.size > 0) {
    return `the copy was interrupted (its journal ${file}-journal is still there)`;
  }
  const size = fs.statSync(file).size;
  if (size === 0) return 'the file is empty';
  if (size < HEADER_BYTES) return undefined;
  const header = Buffer.alloc(HEADER_BYTES);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, HEADER_BYTES, 0);
  } finally {
    fs.closeSync(fd);
  }
  // A copy cut short before its first page was written begins with nothing but zeros.
  if (header.every((byte) => byte === 0)) return 'its first page was never written';
  if (header.toString('latin1', 0, 16) !== 'SQLite format 3\0') return undefined;
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize;
  const pages = header.readUInt32BE(28);
  // The page count is trusted only when written by a SQLite that keeps it (3.7.0 and later).
  const countIsValid = header.readUInt32BE(92) === header.readUInt32BE(24) && pages > 0;
  const expected = pageSize * pages;
  if (countIsValid && expected > size) {
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    return `it holds ${mb(size)} of the ${mb(expected)} it should`;
  }
  return undefined;
}

/** Refuses anything that is not a sound Buka database before it can replace the live one. */
export function checkBackupFile(file: string): void {
  if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
  const incomplete = incompleteBecause(file);
  if (incomplete) {
    throw new Error(`${file} is an incomplete backup: ${incomplete}. Choose another backup.`);
  }
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new Error(`${file} is not a SQLite database`);
  }
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} is damaged: ${String(result)}`);
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name in ('users','orders','foods')",
      )
      .all();
    if (tables.length !== 3) throw new Error(`${file} is not a Buka database`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(file)) throw error;
    throw new Error(`${file} is not a SQLite database`);
  } finally {
    db.close();
  }
}

/**
 * Keeps what a restore replaces. A live database too damaged to copy (the reason to restore,
 * often) is moved aside as it is, with its write-ahead log, rather than blocking the restore.
 */
async function keepReplaced(dataDir: string, now: () => Date): Promise<string | null> {
  const live = databaseFile(dataDir);
  const stats = fs.statSync(live, { throwIfNoEntry: false });
  if (!stats || stats.size === 0) return null;
  const keep = path.join(backupsDir(dataDir), `before-restore-${stamp(now())}.db`);
  try {
    return await backupDatabase(dataDir, now, keep);
  } catch {
    const aside = path.join(backupsDir(dataDir), `damaged-${stamp(now())}.db`);
    fs.mkdirSync(backupsDir(dataDir), { recursive: true });
    fs.renameSync(live, aside);
    if (fs.existsSync(`${live}-wal`)) fs.renameSync(`${live}-wal`, `${aside}-wal`);
    fs.rmSync(`${live}-shm`, { force: true });
    return aside;
  }
}

/**
 * Restores through the same backup API, into the live file, so a running server sees the
 * restored data at its next query instead of a file swapped under its feet. The copy is made
 * in one step: the shop's writes wait for it (up to their busy timeout) instead of finding the
 * database locked between steps. The current data is kept first, so a restore can be undone.
 */
export async function restoreDatabase(
  dataDir: string,
  file: string,
  now: () => Date,
): Promise<{ safetyCopy: string | null }> {
  const from = path.resolve(file);
  checkBackupFile(from);
  const safetyCopy = await keepReplaced(dataDir, now);
  fs.mkdirSync(dataDir, { recursive: true });
  const source = new SQLite(from, { readonly: true, fileMustExist: true });
  try {
    await source.backup(databaseFile(dataDir), { progress: () => IN_ONE_STEP });
  } finally {
    source.close();
  }
  return { safetyCopy };
}
