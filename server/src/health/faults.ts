import fs from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@buka/domain/messages';
import { describeError, type StorageProblem } from '../db/storage-errors';

/** What keeps the shop from doing its work, as health reports it and the log names it. */
export type FaultKind = 'database-unreachable' | 'disk-full' | 'fd-limit';

export interface Fault {
  kind: FaultKind;
  /** For the operator's log: the cause and where (a path, a database address). */
  detail: string;
  /** Where to look again: the folder of a full disk. */
  place?: string;
  since: number;
}

/** The operator's log: the app's logger once it exists, standard error before. */
export interface FaultLog {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

// Once a minute while it lasts: the limit may be hit again and again for hours.
const REPEAT_MS: Record<FaultKind, number | null> = {
  'database-unreachable': null,
  'disk-full': null,
  'fd-limit': 60_000,
};

const FIRST_WORDS: Record<FaultKind, string> = {
  'database-unreachable': 'Cannot reach the database',
  'disk-full': 'Disk full',
  'fd-limit': 'At the open-file limit: new connections are refused',
};

const AFTER_WORDS: Record<FaultKind, string> = {
  'database-unreachable': 'The database answers again',
  'disk-full': 'There is disk space again',
  'fd-limit': 'Below the open-file limit again',
};

/** What health shows for each fault: the customer's words, never a path or an address. */
export const faultMessages: Record<FaultKind, string> = {
  'database-unreachable': messages.databaseUnreachable,
  'disk-full': messages.diskFull,
  'fd-limit': messages.tooManyConnections,
};

/** A full disk counts as having room again once this much is free where it was full. */
export const FREE_BYTES_TO_RESUME = 8 * 1024 * 1024;

export interface FaultsOptions {
  now: () => Date;
  /** The shop's DATA_DIR. */
  dataDir: string;
  /** The database as the log names it: its file, or PostgreSQL host:port/name. */
  database: string;
  dialect: 'sqlite' | 'postgres';
  /** Free bytes for an unprivileged writer on the file system holding `dir`. */
  freeBytes?: (dir: string) => Promise<number>;
}

async function statfsFreeBytes(dir: string): Promise<number> {
  const stats = await fs.statfs(dir);
  return stats.bavail * stats.bsize;
}

// Before the app's logger exists (at start-up): the words alone, on standard error.
const stderrLog: FaultLog = {
  error: (_object, message) => console.error(message),
  warn: (_object, message) => console.error(message),
  info: (_object, message) => console.error(message),
};

/** How long there must be room under the open-file limit before it counts as over. */
export const FD_ROOM_SETTLE_MS = 10_000;

/**
 * The faults this process is living through: each is logged when it starts, with its cause and
 * where (and once a minute while the open-file limit lasts), and when it ends; health lists
 * those still going. Requests keep trying meanwhile, so the shop recovers by itself.
 */
export function createFaults(options: FaultsOptions) {
  const freeBytes = options.freeBytes ?? statfsFreeBytes;
  const current = new Map<FaultKind, Fault & { loggedAt: number; times: number }>();
  let log: FaultLog = stderrLog;

  function report(kind: FaultKind, detail: string, place?: string): void {
    const at = options.now().getTime();
    const known = current.get(kind);
    if (!known) {
      current.set(kind, { kind, detail, place, since: at, loggedAt: at, times: 1 });
      log.error({ fault: kind, cause: detail }, `${FIRST_WORDS[kind]}: ${detail}`);
      return;
    }
    known.times++;
    known.detail = detail;
    known.place = place ?? known.place;
    const repeat = REPEAT_MS[kind];
    if (repeat !== null && at - known.loggedAt >= repeat) {
      known.loggedAt = at;
      const seconds = Math.round((at - known.since) / 1000);
      log.error(
        { fault: kind, cause: detail, seconds, times: known.times },
        `${FIRST_WORDS[kind]} (still, for ${seconds} s): ${detail}`,
      );
    }
  }

  function resolve(kind: FaultKind): void {
    const known = current.get(kind);
    if (!known) return;
    current.delete(kind);
    const seconds = Math.round((options.now().getTime() - known.since) / 1000);
    log.warn({ fault: kind, seconds }, `${AFTER_WORDS[kind]} after ${seconds} s`);
  }

  let roomSince: number | null = null;
  /**
   * The open-file limit as a recheck found it. It is over only once there has been room at every
   * check for FD_ROOM_SETTLE_MS: a flood of idle connections that the server's header timeout
   * closes all at once leaves room for a moment, and is back before the next check.
   */
  function descriptors(state: 'at' | 'past' | undefined, detail: () => string): void {
    if (state === 'at') {
      roomSince = null;
      report('fd-limit', detail());
      return;
    }
    if (!current.has('fd-limit')) return;
    if (state !== 'past') {
      roomSince = null;
      return;
    }
    const at = options.now().getTime();
    roomSince ??= at;
    if (at - roomSince >= FD_ROOM_SETTLE_MS) {
      roomSince = null;
      resolve('fd-limit');
    }
  }

  /** A full disk is over once the folder that filled up has room again. */
  async function recheckDisk(): Promise<void> {
    const fault = current.get('disk-full');
    if (!fault?.place) return;
    const free = await freeBytes(fault.place).catch(() => 0);
    if (free >= FREE_BYTES_TO_RESUME) resolve('disk-full');
  }

  /**
   * The folder whose free space tells when a full disk has room again: the file's, or DATA_DIR
   * for the SQLite database (its error names no file). PostgreSQL's disk is on its server: that
   * fault ends with the next write it takes.
   */
  function diskPlace(file: unknown): string | undefined {
    if (typeof file === 'string') return path.dirname(file);
    return options.dialect === 'postgres' ? undefined : options.dataDir;
  }

  /** PostgreSQL took a write: a full disk on its server has room again. */
  function wrote(): void {
    const fault = current.get('disk-full');
    if (fault && !fault.place) resolve('disk-full');
  }

  let lostAt = -Infinity;
  let lostSince = 0;
  /** A connection dropped (a database restart, a terminated backend): once per 10 s at most. */
  function connectionLost(error: unknown): void {
    const at = options.now().getTime();
    if (at - lostAt < 10_000) {
      lostSince++;
      return;
    }
    const more = lostSince > 0 ? `; ${lostSince} more since the last such line` : '';
    lostAt = at;
    lostSince = 0;
    log.warn(
      { database: options.database, cause: describeError(error) },
      `Lost a connection to the database ${options.database}: ${describeError(error)}${more}. ` +
        'New connections are opened as needed',
    );
  }

  /**
   * A request failed on a storage problem: the fault it shows, with where it happened. A
   * database out of reach is reported where that is known for sure (a connection that cannot
   * be made, a query that gets no answer), not for each request whose connection was cut.
   */
  function notice(problem: StorageProblem, error: unknown): void {
    const cause = describeError(error);
    if (problem === 'database-unreachable') {
      return;
    } else if (problem === 'fd-limit') {
      report('fd-limit', cause);
    } else if (problem === 'disk-full') {
      const file = (error as { path?: unknown }).path;
      const where = typeof file === 'string' ? file : options.database;
      report('disk-full', `${cause}, writing ${where}`, diskPlace(file));
    } else {
      log.warn({ database: options.database, cause }, `The database is busy: ${cause}`);
    }
  }

  /** No connection can be made, or a query got no answer in time. */
  function unreachable(error: unknown): void {
    report('database-unreachable', `${options.database}: ${describeError(error)}`);
  }

  return {
    report,
    resolve,
    descriptors,
    notice,
    unreachable,
    wrote,
    connectionLost,
    recheckDisk,
    isActive: (kind: FaultKind) => current.has(kind),
    active: (): Fault[] =>
      [...current.values()].map(({ kind, detail, place, since }) => ({
        kind,
        detail,
        place,
        since,
      })),
    useLog(next: FaultLog) {
      log = next;
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;
