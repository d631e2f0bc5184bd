import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { tryClaimDataDir } from '../db/data-dir-lock';
import type { EventBus } from '../events/event-bus';
import { databaseFile, prepareRestore, restoreFiles, swapInRestore } from './sqlite-backup';

/** How often a running shop looks for a restored copy handed to it. */
export const RESTORE_LOOK_EVERY_MS = 250;
/** How long the restore command waits for the running shop to take its copy. */
export const HANDOVER_WAIT_MS = 30_000;

interface HandoverAnswer {
  ok: boolean;
  safetyCopy?: string | null;
  error?: string;
}

function writeAnswer(file: string, answer: HandoverAnswer): void {
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, JSON.stringify(answer));
  fs.renameSync(partial, file);
}

function readAnswer(file: string): HandoverAnswer | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as HandoverAnswer;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Restores the shop's SQLite database from a backup. The backup is checked, copied beside the
 * live file and brought up to date first, while the shop (if it runs) keeps taking orders; then
 * the copy is swapped in with renames. With no shop running the command swaps it in itself,
 * holding the data directory so none starts meanwhile; a running shop is handed the copy and
 * swaps it in between two of its queries, so customers wait a moment instead of for the whole
 * copy. Either way the database it replaces is kept in the backups folder.
 */
export async function restoreDatabase(
  dataDir: string,
  file: string,
  now: () => Date,
  waitMs = HANDOVER_WAIT_MS,
): Promise<{ safetyCopy: string | null }> {
  const tried = tryClaimDataDir(dataDir);
  if ('claim' in tried) {
    try {
      const copy = await prepareRestore(dataDir, file);
      return swapInRestore(dataDir, copy, now);
    } finally {
      tried.claim.release();
    }
  }
  const shop = tried.heldBy ? `The running shop (pid ${tried.heldBy})` : 'The running shop';
  const files = restoreFiles(dataDir);
  fs.rmSync(files.answer, { force: true });
  await prepareRestore(dataDir, file);
  const until = Date.now() + waitMs;
  for (;;) {
    const answer = readAnswer(files.answer);
    if (answer) {
      fs.rmSync(files.answer, { force: true });
      if (!answer.ok) {
        throw new Error(`${shop} could not swap the backup in: ${answer.error}. Nothing changed.`);
      }
      return { safetyCopy: answer.safetyCopy ?? null };
    }
    if (Date.now() > until) {
      // Taken back unless the shop took it this very moment (then its answer is coming).
      try {
        fs.rmSync(files.ready);
      } catch {
        if (fs.existsSync(files.taken)) continue;
      }
      throw new Error(
        `${shop} did not take the restored copy within ${waitMs / 1000} s, and nothing changed. ` +
          'If it runs an older Buka, stop it, run the restore again, then start it.',
      );
    }
    await sleep(50);
  }
}

/**
 * A running shop's side of a restore: it looks for a copy handed to it (restoreDatabase), swaps
 * it in with its connection closed (what customers ask meanwhile waits a moment), tells every
 * cached answer and live page that what they hold is stale, and answers the command.
 */
export function takeRestores(deps: {
  dataDir: string;
  db: Db;
  events: EventBus;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): { stop(): void } {
  const { dataDir, db, events, now, log } = deps;
  const files = restoreFiles(dataDir);
  const whileClosed = db.whileClosed;
  if (!whileClosed) return { stop() {} };
  let taking = false;

  const take = async (): Promise<void> => {
    try {
      fs.renameSync(files.ready, files.taken);
    } catch {
      return; // The command took it back (it gave up waiting).
    }
    let answer: HandoverAnswer;
    try {
      let closedMs = 0;
      const { safetyCopy } = await whileClosed(() => {
        const at = performance.now();
        try {
          return swapInRestore(dataDir, files.taken, now);
        } finally {
          closedMs = performance.now() - at;
        }
      });
      answer = { ok: true, safetyCopy };
      log.warn(
        `The shop was restored from a backup (its database swapped in ${Math.round(closedMs)} ms); ` +
          `the database it replaced is kept in ${safetyCopy ?? '(nothing: it was empty)'}`,
      );
      events.resync();
    } catch (error) {
      fs.rmSync(files.taken, { force: true });
      const reason = error instanceof Error ? error.message : String(error);
      answer = { ok: false, error: reason };
      log.error({ err: error }, `A restore could not be swapped in: ${reason}`);
    }
    writeAnswer(files.answer, answer);
  };

  const timer = setInterval(() => {
    if (taking || !fs.existsSync(files.ready)) return;
    taking = true;
    void take().finally(() => (taking = false));
  }, RESTORE_LOOK_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * At start, before the database is opened: a swap cut short (the process killed between its two
 * renames) is finished, and what a restore left behind is removed.
 */
export function finishInterruptedRestore(dataDir: string): string | null {
  const files = restoreFiles(dataDir);
  let finished: string | null = null;
  if (fs.existsSync(files.taken) && !fs.existsSync(databaseFile(dataDir))) {
    fs.renameSync(files.taken, databaseFile(dataDir));
    finished = `A restore cut short was finished: ${path.basename(files.taken)} is the database now.`;
  }
  // A copy still waiting was handed to the process before this one; its command has given up.
  for (const file of [
    files.ready,
    files.taken,
    files.answer,
    files.partial,
    `${files.partial}-wal`,
  ]) {
    fs.rmSync(file, { force: true });
  }
  return finished;
}
