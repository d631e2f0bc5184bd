import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { messages } from '@buka/domain/messages';
import type { AppDeps } from '../app-deps';
import { storageProblem } from '../db/storage-errors';
import { describeUsage, descriptorUsage, limitState } from './file-descriptors';
import { faultMessages, type Faults } from './faults';

/** Health answers within this long whatever the database does (a stall holds no answer). */
export const HEALTH_DATABASE_WAIT_MS = 3_000;

/** Rechecks what can end by itself: open files, a full disk. Also run every few seconds. */
export async function recheckFaults(faults: Faults): Promise<void> {
  const usage = descriptorUsage();
  faults.descriptors(limitState(usage), () => describeUsage(usage!));
  await faults.recheckDisk();
}

/**
 * One `select 1` at a time however many health checks arrive (a stalled database would
 * otherwise collect them all); each check waits for it at most HEALTH_DATABASE_WAIT_MS.
 */
function createDatabaseProbe({ db, faults }: Pick<AppDeps, 'db' | 'faults'>) {
  let running: Promise<boolean> | undefined;
  const selectOne = () => sql`select 1`.execute(db.kysely);
  const probe = async (): Promise<boolean> => {
    try {
      // A connection cut since its last use (a restarted database) fails once; a new one is
      // what a request would get next, so that is what health asks.
      await selectOne().catch((error: unknown) => {
        if (storageProblem(error) !== 'database-unreachable') throw error;
        return selectOne();
      });
      faults.resolve('database-unreachable');
      return true;
    } catch (error) {
      const problem = storageProblem(error);
      if (problem && problem !== 'database-unreachable') faults.notice(problem, error);
      else faults.unreachable(error);
      return false;
    }
  };
  return async (): Promise<boolean> => {
    running ??= probe().finally(() => (running = undefined));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), HEALTH_DATABASE_WAIT_MS);
    });
    const answered = await Promise.race([running, late]);
    clearTimeout(timer);
    if (!answered && !faults.isActive('database-unreachable')) {
      faults.report(
        'database-unreachable',
        `no answer to select 1 within ${HEALTH_DATABASE_WAIT_MS / 1000} s`,
      );
    }
    return answered;
  };
}

/**
 * For a load balancer and for staff: 200 while this process can take orders; 503 naming each
 * problem when it cannot (no database, a full disk, out of file descriptors), so a proxy sends
 * customers elsewhere. The log says the cause and where; this answer, public, does not.
 */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const probeDatabase = createDatabaseProbe(deps);
  // Takes no input; the answer is for machines and staff, not for the web app's types.
  app.get('/api/health', { schema: {} }, async (_request, reply) => {
    const answered = await probeDatabase();
    await recheckFaults(deps.faults);
    const problems: { code: string; message: string }[] = deps.faults
      .active()
      .map((fault) => ({ code: fault.kind, message: faultMessages[fault.kind] }));
    // Answered neither yes nor no in time, yet reachable: busy (a restore holding the lock).
    if (!answered && problems.length === 0) {
      problems.push({ code: 'database-busy', message: messages.databaseBusy });
    }
    reply.header('cache-control', 'no-store');
    if (problems.length === 0) return reply.send({ status: 'ok', database: deps.db.dialect });
    return reply.status(503).send({ status: 'unavailable', database: deps.db.dialect, problems });
  });
}
