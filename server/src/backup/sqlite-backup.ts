import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openSqliteFile } from '../db/database';
import { migrateToLatest } from '../db/migrate';

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
    // A copy in WAL mode (the shop's) gains -wal and -shm files beside it whenever it is
    // opened, even to be read: kept as a plain file instead, it stays one file.
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
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

/** Where a restore makes its copy ready: beside the live file, so swapping it in is a rename. */
export function restoreFiles(dataDir: string) {
  const ready = path.join(dataDir, 'restore.db');
  return {
    /** Being copied and brought up to date. */
    partial: `${ready}${PARTIAL_SUFFIX}`,
    /** Whole and checked, waiting to be swapped in. */
    ready,
    /** Taken by the running shop, which is swapping it in. */
    taken: `${ready}.taken`,
    /** What the running shop answers the restore command. */
    answer: path.join(dataDir, 'restore.answer.json'),
  };
}

/** Moves a file (a rename; a copy where the folders are on different disks). */
function moveFile(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.cpSync(from, to, { recursive: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/**
 * Folds a database's write-ahead log into its file, so what is kept is one file. False when it
 * cannot be read as a database. It does not wait for a reader (a backup running beside): the
 * log is then kept beside the file instead.
 */
function foldLog(file: string): boolean {
  if (!fs.existsSync(`${file}-wal`)) return fs.statSync(file).isFile();
  try {
    const db = new SQLite(file, { fileMustExist: true, timeout: 0 });
    try {
      db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      db.close();
    }
    return true;
  } catch {
    return false;
  }
}

/** `base`.db, or `base`-2.db and on when a restore in the same second kept one already. */
function unusedName(base: string): string {
  for (let n = 1; ; n++) {
    const file = `${base}${n === 1 ? '' : `-${n}`}.db`;
    if (!fs.existsSync(file)) return file;
  }
}

/**
 * Keeps what a restore replaces: the live database itself, moved into the backups folder with
 * its write-ahead log (every order up to the swap is in it), or, when it cannot be read as a
 * database (the reason to restore, often), under a name that says it is damaged.
 */
function moveAside(dataDir: string, now: () => Date): string | null {
  const live = databaseFile(dataDir);
  const stats = fs.statSync(live, { throwIfNoEntry: false });
  const companions = (file: string) => [`${file}-wal`, `${file}-shm`, `${file}-journal`];
  if (!stats || (stats.isFile() && stats.size === 0)) {
    for (const file of [live, ...companions(live)]) fs.rmSync(file, { force: true });
    return null;
  }
  const sound = foldLog(live);
  const keep = unusedName(
    path.join(backupsDir(dataDir), `${sound ? 'before-restore' : 'damaged'}-${stamp(now())}`),
  );
  fs.mkdirSync(backupsDir(dataDir), { recursive: true });
  moveFile(live, keep);
  if (fs.existsSync(`${live}-wal`)) moveFile(`${live}-wal`, `${keep}-wal`);
  for (const file of companions(live)) fs.rmSync(file, { force: true });
  syncToDisk(backupsDir(dataDir));
  return keep;
}

/**
 * Copies a backup beside the live database and brings it to this version's tables (a backup
 * from an older Buka), under a temporary name renamed once whole. The shop keeps taking orders
 * meanwhile: its database is only read here.
 */
export async function prepareRestore(dataDir: string, file: string): Promise<string> {
  const from = path.resolve(file);
  checkBackupFile(from);
  const { partial, ready } = restoreFiles(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  removeWithJournal(partial);
  try {
    const source = new SQLite(from, { readonly: true, fileMustExist: true });
    try {
      await source.backup(partial, { progress: () => IN_ONE_STEP });
    } finally {
      source.close();
    }
    const copy = openSqliteFile(partial);
    try {
      await migrateToLatest(copy);
    } finally {
      // Closing its only connection folds its write-ahead log into the file.
      await copy.kysely.destroy();
    }
    syncToDisk(partial);
    fs.renameSync(partial, ready);
    syncToDisk(dataDir);
  } catch (error) {
    for (const each of [partial, `${partial}-wal`, `${partial}-shm`])
      fs.rmSync(each, { force: true });
    throw error;
  }
  return ready;
}

/**
 * Swaps a prepared copy in for the live database, keeping what it replaces. Only while no
 * connection is open on the live file: the command's own when no shop runs, or the running
 * shop's between two of its queries (restore-handover.ts). Renames only, so it takes a moment
 * whatever the size; if the copy cannot be moved in, the live database is put back.
 */
export function swapInRestore(
  dataDir: string,
  copy: string,
  now: () => Date,
): { safetyCopy: string | null } {
  const live = databaseFile(dataDir);
  const safetyCopy = moveAside(dataDir, now);
  try {
    fs.renameSync(copy, live);
  } catch (error) {
    if (safetyCopy) {
      fs.renameSync(safetyCopy, live);
      if (fs.existsSync(`${safetyCopy}-wal`)) fs.renameSync(`${safetyCopy}-wal`, `${live}-wal`);
    }
    throw error;
  }
  syncToDisk(dataDir);
  return { safetyCopy };
}
