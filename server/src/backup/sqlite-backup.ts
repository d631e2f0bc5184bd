import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'buka.db');
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/**
 * SQLite's online backup: a consistent copy page by page while the shop keeps taking orders
 * (other connections may write meanwhile; the copy is of one moment).
 */
export async function backupDatabase(
  dataDir: string,
  target?: string,
  now = new Date(),
): Promise<string> {
  const source = databaseFile(dataDir);
  if (!fs.existsSync(source)) throw new Error(`No shop database at ${source}`);
  const destination = path.resolve(
    target ?? path.join(dataDir, 'backups', `buka-${stamp(now)}.db`),
  );
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(destination);
  } finally {
    db.close();
  }
  return destination;
}

/** Refuses anything that is not a sound Buka database before it can replace the live one. */
export function checkBackupFile(file: string): void {
  if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
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
 * Restores through the same backup API, into the live file, so a running server sees the
 * restored data at its next query instead of a file swapped under its feet. The current data
 * is backed up first, so a restore can itself be undone.
 */
export async function restoreDatabase(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<{ safetyCopy: string | null }> {
  const from = path.resolve(file);
  checkBackupFile(from);
  const live = databaseFile(dataDir);
  const safetyCopy = fs.existsSync(live)
    ? await backupDatabase(
        dataDir,
        path.join(dataDir, 'backups', `before-restore-${stamp(now)}.db`),
      )
    : null;
  fs.mkdirSync(dataDir, { recursive: true });
  const source = new SQLite(from, { readonly: true, fileMustExist: true });
  try {
    await source.backup(live);
  } finally {
    source.close();
  }
  return { safetyCopy };
}
