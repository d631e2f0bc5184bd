import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export class StartRefused extends Error {}

const LOCK_FILE = 'buka.lock';
const PID_FILE = 'buka.pid';

function holderPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One server process per SQLite data directory: two would both take orders, each with its own
 * live updates, and fight over the database's write lock. The claim is an exclusive lock that
 * SQLite takes on DATA_DIR/buka.lock and holds while the process lives; the operating system
 * drops it when the process ends however it ends (a SIGKILL, a power cut), so no stale claim
 * is left behind. The holder writes its pid beside it, for the refusal to name.
 * The shop's admin and backup commands do not claim: they run beside it. A restore claims it
 * while no shop runs (tryClaimDataDir).
 */
export function claimDataDir(dataDir: string): DataDirClaim {
  const tried = tryClaimDataDir(dataDir);
  if ('claim' in tried) return tried.claim;
  const pid = tried.heldBy;
  throw new StartRefused(
    `Buka cannot start: another Buka process${pid ? ` (pid ${pid})` : ''} is already serving ` +
      `the shop from ${dataDir} (it holds ${path.join(dataDir, LOCK_FILE)}).\n` +
      'One SQLite data directory is served by one process. Stop the other process first, or ' +
      'give this one a DATA_DIR of its own. To run several processes on one shop, use ' +
      'PostgreSQL (DATABASE_URL; see "Run with PostgreSQL and several processes" in the README).',
  );
}

export interface DataDirClaim {
  release(): void;
}

/**
 * The claim, or the process that holds it already (its pid when it wrote one): the restore
 * command claims the folder while no shop runs, and hands its copy to the shop that does.
 */
export function tryClaimDataDir(
  dataDir: string,
): { claim: DataDirClaim } | { heldBy: number | undefined } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = new SQLite(path.join(dataDir, LOCK_FILE), { timeout: 0 });
  try {
    // The lock file holds no data: no journal beside it.
    lock.pragma('journal_mode = memory');
    lock.pragma('locking_mode = exclusive');
    lock.exec('begin exclusive');
  } catch (error) {
    lock.close();
    const code = (error as { code?: unknown }).code;
    if (code !== 'SQLITE_BUSY') throw error;
    return { heldBy: holderPid(dataDir) };
  }
  fs.writeFileSync(path.join(dataDir, PID_FILE), `${process.pid}\n`);
  return {
    claim: {
      release() {
        if (holderPid(dataDir) === process.pid)
          fs.rmSync(path.join(dataDir, PID_FILE), { force: true });
        lock.close();
      },
    },
  };
}
