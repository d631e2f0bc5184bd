import { sql } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { listBackups } from '../backup/sqlite-backup';
import { uploadsDir } from '../uploads/uploads.storage';
import { describeError, storageProblem } from './storage-errors';
import { StartRefused } from './data-dir-lock';
import type { Db } from './database';

/** What to do about a database that cannot be used: put the newest backup back, and how. */
export function restoreAdvice(dataDir: string): string {
  const [newest] = listBackups(dataDir);
  if (!newest) {
    return (
      `There is no backup in ${path.join(dataDir, 'backups')}. If you keep one elsewhere, put ` +
      'it back with:  npm run restore -- <backup file>'
    );
  }
  return (
    `Put the newest backup back (${newest.takenAt.toISOString().slice(0, 16).replace('T', ' ')} ` +
    `UTC) with:\n  npm run restore -- ${newest.file}\n` +
    'The restore keeps the file it replaces in the backups folder, beside the older backups.'
  );
}

function unreadable(error: unknown): string {
  const code = String((error as { code?: unknown }).code ?? '');
  if (code === 'SQLITE_CORRUPT') return `is damaged (${describeError(error)})`;
  if (code === 'SQLITE_NOTADB')
    return `is not a SQLite database, or is damaged (${describeError(error)})`;
  if (code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_READONLY' || code === 'EACCES') {
    return (
      `cannot be opened (${describeError(error)}). Check that the file and its folder belong to ` +
      'the user running the shop, who must be able to read and write both'
    );
  }
  return `cannot be read (${describeError(error)})`;
}

/**
 * Before the shop opens its SQLite database: the file must open and pass SQLite's quick check
 * (it reads every page; seconds for a large shop). A damaged file refuses to start rather than
 * serve from, and write into, a database that lost data.
 */
export function checkSqliteFile(
  dataDir: string,
  { allowEmpty = false, now = Date.now() }: { allowEmpty?: boolean; now?: number } = {},
): void {
  const file = path.join(dataDir, 'buka.db');
  if (!fs.existsSync(file)) return;
  refuseEmptiedFile(file, dataDir, allowEmpty, now);
  let problem: string | undefined;
  try {
    const db = new SQLite(file, { fileMustExist: true, timeout: 5_000 });
    try {
      const rows = db.pragma('quick_check(4)', { simple: false }) as { quick_check: string }[];
      // A row may hold several lines, the first only saying which database: '*** in database
      // main ***\nTree 2 page 562: …'.
      const findings = rows
        .flatMap((row) => row.quick_check.split('\n'))
        .filter((line) => line.trim() && !line.startsWith('***'));
      if (findings[0] !== 'ok') {
        problem = `is damaged (SQLite's quick check: ${findings.join('; ')})`;
      }
    } finally {
      db.close();
    }
  } catch (error) {
    problem = unreadable(error);
  }
  if (problem) {
    throw new StartRefused(
      `Buka cannot start: its database ${file} ${problem}.\n${restoreAdvice(dataDir)}`,
    );
  }
}

// A 0-byte file this much older than the start was not made by a start a moment ago.
const NEW_FILE_MS = 60_000;

/**
 * A 0-byte database file that is not brand new is a shop's data lost (a full disk, a failed
 * copy), even with no pictures or backups beside it to say so: starting would lay a new sample
 * shop over it. Starting afresh is done on purpose: delete the file, or ALLOW_EMPTY_DATABASE.
 */
function refuseEmptiedFile(file: string, dataDir: string, allowEmpty: boolean, now: number) {
  const stat = fs.statSync(file);
  if (allowEmpty || stat.size > 0 || now - stat.mtimeMs < NEW_FILE_MS) return;
  const written = new Date(stat.mtimeMs).toISOString().slice(0, 16).replace('T', ' ');
  throw new StartRefused(
    `Buka cannot start: its database ${file} is empty (0 bytes, last written ${written} UTC): ` +
      `this looks like a shop's data lost, not a new shop.\n${restoreAdvice(dataDir)}\n` +
      `To start a new, empty shop here on purpose, delete ${file}, or start with:  ` +
      'ALLOW_EMPTY_DATABASE=true npm start',
  );
}

function countUploads(dataDir: string): number {
  try {
    return fs.readdirSync(uploadsDir(dataDir)).filter((name) => /^[a-f0-9]{32}\.webp$/.test(name))
      .length;
  } catch {
    return 0;
  }
}

async function hasShopTables(db: Db): Promise<boolean> {
  if (db.dialect === 'postgres') {
    // Asked of our own schema alone: listing every schema's tables fails when another schema
    // is dropped meanwhile (other processes' or tests' own, on a shared server).
    const found = await sql<{ one: number }>`select 1 as one from information_schema.tables
      where table_schema = ${db.schema ?? 'public'} and table_name = 'foods'`.execute(db.kysely);
    return found.rows.length > 0;
  }
  const tables = await db.kysely.introspection.getTables();
  return tables.some((table) => table.name === 'foods');
}

/**
 * A database without the shop's tables is a new shop, unless DATA_DIR holds pictures or backups
 * of one: then it is far more likely a lost or wrongly pointed database (a 0-byte file after a
 * full disk, DATABASE_URL naming the wrong database), and starting would bury the real one under
 * a new sample menu. ALLOW_EMPTY_DATABASE=true says it is meant.
 */
export async function refuseUnexpectedEmptyDatabase(
  db: Db,
  dataDir: string,
  allowEmpty: boolean,
  label: string,
): Promise<void> {
  if (allowEmpty || (await hasShopTables(db))) return;
  const uploads = countUploads(dataDir);
  const backups = db.dialect === 'sqlite' ? listBackups(dataDir).length : 0;
  if (uploads === 0 && backups === 0) return;
  const held = [
    uploads ? `${uploadsDir(dataDir)} holds ${uploads} picture${uploads === 1 ? '' : 's'}` : '',
    backups
      ? `${path.join(dataDir, 'backups')} holds ${backups} backup${backups === 1 ? '' : 's'}`
      : '',
  ].filter(Boolean);
  const advice =
    db.dialect === 'sqlite'
      ? restoreAdvice(dataDir)
      : 'Check DATABASE_URL, or restore the database from your pg_dump backup (see "Back up ' +
        'PostgreSQL" in the README).';
  throw new StartRefused(
    `Buka cannot start: its database ${label} is empty, yet ${held.join(' and ')}: this looks ` +
      `like a lost database, not a new shop.\n${advice}\n` +
      'To start a new, empty shop here anyway:  ALLOW_EMPTY_DATABASE=true npm start',
  );
}

/**
 * A start that failed on the database itself says so in the operator's words: which database,
 * why, and what to look at, rather than a driver's bare 'connect ECONNREFUSED'.
 */
export function explainStartFailure(error: unknown, label: string): unknown {
  const problem = storageProblem(error);
  let cause: unknown = error;
  while (cause instanceof Error && cause.cause !== undefined && !('code' in cause)) {
    cause = cause.cause;
  }
  if (problem === 'database-unreachable' || problem === 'database-busy') {
    return new StartRefused(
      `Buka cannot start: it cannot reach its database ${label} (${describeError(cause)}).\n` +
        'Check that the database server is running and that DATABASE_URL names it; a process ' +
        'manager (systemd, Docker) can start Buka again until it answers.',
    );
  }
  if (problem === 'disk-full') {
    return new StartRefused(
      `Buka cannot start: the disk is full (${describeError(cause)}, writing ${label}). Free ` +
        'some space, then start it again.',
    );
  }
  return error;
}
