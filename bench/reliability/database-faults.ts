// Database faults on PostgreSQL, under order load: the shop's own connections are terminated
// again and again (as a restart or failover does), then the network to PostgreSQL is cut, then
// stalled (packets held), each through a TCP proxy in front of the database so that only this
// run's connections suffer. The process must stay up without a restart, answer every call
// (503 with the database words while it cannot reach it, never a hang or a 500), health within
// a few seconds whatever the database does, and recover by itself; every order acknowledged is
// there exactly once, and a staff device hears of every one of them (a fault run once lost 42
// notices to dying connections, never tried again).
//   TEST_DATABASE_URL=postgres://… npx tsx bench/reliability/database-faults.ts
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { messages } from '@buka/domain/messages';
import { startFakePushService } from '../../server/src/notifications/testing/fake-push-service';
import { ADMIN_PHONE, call, expectStatus, NoAnswer } from '../lib/api';
import { describePhase, untilHealthy, watchHealth, type HealthSample } from './lib/health-watch';
import { audit, auditPassed, describeAudit, readBack } from './lib/invariants';
import { describeUnexpected, placeUntilAnswered } from './lib/order-load';
import { freePort, sleep, startServer } from './lib/server-process';
import { openEventStream, waitFor } from './lib/sse';
import { openShop, startOrderLoad } from './lib/shop-load';
import { postgresStore, postgresUrl } from './lib/store';
import {
  logMessage,
  machineLoad,
  reliabilityScale,
  runIfMain,
  type SuiteReport,
} from './lib/suite';
import { startTcpProxy } from './lib/tcp-proxy';

export interface DatabaseFaultsOptions {
  clients: number;
  /** How long each fault lasts, in ms. */
  stormMs: number;
  cutMs: number;
  stallMs: number;
  /** The server's DATABASE_*_TIMEOUT_SECONDS; the README's defaults when not given. */
  limits?: { connect: number; statement: number; query: number };
}

const DEFAULT_LIMITS = { connect: 5, statement: 10, query: 15 };
/** Health promises an answer within 3 s; a busy machine gets a second more. */
const HEALTH_PROMISE_MS = 4_000;
const ALLOWED_503 = new Set<string>([messages.databaseUnreachable, messages.databaseBusy]);

/** Ends this run's connections only: its application_name, in its own database. */
async function terminateOwn(killer: pg.Client, applicationName: string): Promise<number> {
  const result = await killer.query<{ n: string }>(
    `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
     where application_name = $1 and datname = current_database() and pid <> pg_backend_pid()`,
    [applicationName],
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** Requests that failed with a 500, by their error's message: each is a defect to name. */
function failures(lines: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (!line.includes('"request failed"')) continue;
    const { err } = JSON.parse(line) as { err?: { message?: string; code?: string } };
    const key = `${err?.message ?? '?'}${err?.code ? ` (${err.code})` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([message, n]) => `500 'request failed' ×${n}: ${message.slice(0, 200)}`);
}

interface Reads {
  answers: Map<string, number>;
  noAnswer: number;
}

function noteRead(reads: Reads, status: number, data: unknown) {
  const message = status === 503 ? ` ${(data as { message?: string })?.message}` : '';
  const key = `${status}${message}`;
  reads.answers.set(key, (reads.answers.get(key) ?? 0) + 1);
}

export async function databaseFaultsSuite(
  adminUrl: string,
  options: DatabaseFaultsOptions,
): Promise<SuiteReport> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const store = await postgresStore(adminUrl);
  const proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
  const applicationName = `buka_faults_${randomBytes(4).toString('hex')}`;
  const serverUrl = new URL(proxy.url(store.databaseUrl!));
  serverUrl.searchParams.set('application_name', applicationName);
  const killer = new pg.Client({ connectionString: store.databaseUrl });
  await killer.connect();
  const push = await startFakePushService();
  const port = await freePort();
  const server = await startServer({
    port,
    dataDir: store.dataDir,
    databaseUrl: serverUrl.toString(),
    adminPhones: ADMIN_PHONE,
    keepLog: true,
    env: {
      DATABASE_CONNECT_TIMEOUT_SECONDS: String(limits.connect),
      DATABASE_STATEMENT_TIMEOUT_SECONDS: String(limits.statement),
      DATABASE_QUERY_TIMEOUT_SECONDS: String(limits.query),
      PUSH_SERVICES: 'http://127.0.0.1',
    },
  });
  let exitedEarly = false;
  void server.exited.then(() => (exitedEarly = true));
  try {
    const { admin, stock, choices, customers } = await openShop(server.url, options.clients);
    const staff = await openEventStream(server.url, admin.token, { reconnect: true });
    const device = push.subscribe();
    await expectStatus(
      call(server.url, 'POST', '/api/push/subscriptions', {
        token: admin.token,
        body: { endpoint: device.endpoint, keys: device.keys },
      }),
      201,
      'POST /api/push/subscriptions',
    );

    let phase = 'before';
    const health = watchHealth(server.url, 500, () => phase);
    const load = startOrderLoad(() => server.url, customers, choices);
    const reads: Reads = { answers: new Map(), noAnswer: 0 };
    let loading = true;
    const startedAt = performance.now();

    // A customer looking at their orders and the shop's hours meanwhile.
    const readers = Promise.all(
      customers.slice(0, 4).map(async (customer) => {
        while (loading) {
          for (const url of ['/api/orders/user/orders', '/api/settings', '/api/cart']) {
            try {
              const answer = await call(server.url, 'GET', url, {
                token: customer.token,
                timeoutMs: 20_000,
              });
              noteRead(reads, answer.status, answer.data);
            } catch (error) {
              if (!(error instanceof NoAnswer)) throw error;
              reads.noAnswer++;
            }
          }
          await sleep(100);
        }
      }),
    );

    await sleep(2_000);
    // 1. Connections terminated again and again, as PostgreSQL restarting or failing over does.
    phase = 'terminating';
    let terminated = 0;
    const stormEnds = performance.now() + options.stormMs;
    while (performance.now() < stormEnds) {
      terminated += await terminateOwn(killer, applicationName);
      await sleep(250);
    }
    phase = 'after terminating';
    const afterStorm = await untilHealthy(server.url, 30_000);

    // 2. The network to the database cut: every connection reset, new ones refused.
    await sleep(1_000);
    phase = 'cut';
    proxy.cut();
    await sleep(options.cutMs);
    proxy.restore();
    phase = 'after the cut';
    const afterCut = await untilHealthy(server.url, 60_000);

    // 3. The database stalled: nothing moves either way, connections hang.
    await sleep(1_000);
    phase = 'stalled';
    proxy.stall();
    await sleep(options.stallMs);
    proxy.resume();
    phase = 'after the stall';
    const afterStall = await untilHealthy(server.url, 60_000);
    await sleep(2_000);

    loading = false;
    const [figures] = await Promise.all([load.stop(), readers]);
    const seconds = (performance.now() - startedAt) / 1000;
    const samples = await health.stop();

    // Live updates came back too: new orders reach staff listening since before the faults
    // (their stream is ended and opened again when this process listens again; an order placed
    // in that moment is read afresh by the browser, not heard: so a few, until one is heard).
    const liveFrom = performance.now();
    let heardLast = false;
    while (!heardLast && performance.now() - liveFrom < 30_000) {
      const customer = customers[0]!;
      await placeUntilAnswered(
        () => server.url,
        customer,
        [{ id: [...stock.keys()][2]!, qty: 1 }],
        figures,
        Date.now() + 30_000,
      );
      const id = figures.acks.at(-1)?.orderId;
      heardLast = await waitFor(
        () => staff.events.some((e) => e.type === 'order.created' && e.orderId === id),
        2_000,
      );
    }
    const liveAfterMs = performance.now() - liveFrom;
    staff.close();
    const acks = figures.acks;

    // Every acknowledged order's push reaches the staff device, the faults notwithstanding.
    const pushesFor = (id: number) =>
      device.received.filter((one) => (one.message as { tag: string }).tag === `order-${id}`)
        .length;
    const noticesFrom = performance.now();
    const allHeard = () => acks.every((ack) => pushesFor(ack.orderId) > 0);
    while (!allHeard() && performance.now() - noticesFrom < 60_000) await sleep(200);
    const noticesMs = performance.now() - noticesFrom;
    await sleep(1_000);
    const unheard = acks.filter((ack) => pushesFor(ack.orderId) === 0).length;
    const heardTwice = acks.filter((ack) => pushesFor(ack.orderId) > 1).length;

    const result = audit(await store.snapshot(), acks, stock);
    const readable = await readBack(server.url, acks);
    const faulty = (name: string) =>
      samples.some((s) => s.phase === name && s.problems.includes('database-unreachable'));
    const slowHealth = samples.filter((s: HealthSample) => s.ms > HEALTH_PROMISE_MS || !s.status);
    const wrong503 = [...figures.unavailable.keys()].filter((m) => !ALLOWED_503.has(m));
    const badReads = [...reads.answers.keys()].filter(
      (key) =>
        !key.startsWith('200') &&
        !key.startsWith('404') &&
        !(key.startsWith('503 ') && ALLOWED_503.has(key.slice(4))),
    );
    const unavailableTotal = [...figures.unavailable.values()].reduce((a, b) => a + b, 0);
    const logLines = server.lines.filter((line) => /database/i.test(line));
    const passed =
      !exitedEarly &&
      server.isRunning() &&
      terminated > 0 &&
      afterStorm !== undefined &&
      afterCut !== undefined &&
      afterStall !== undefined &&
      faulty('cut') &&
      faulty('stalled') &&
      slowHealth.length === 0 &&
      samples.filter((s) => s.phase === 'before').every((s) => s.status === 200) &&
      wrong503.length === 0 &&
      figures.fiveXx === unavailableTotal &&
      figures.unexpected.size === 0 &&
      figures.noAnswer === 0 &&
      figures.undecided === 0 &&
      figures.acknowledged + figures.soldOut === figures.attempted &&
      badReads.length === 0 &&
      reads.noAnswer === 0 &&
      heardLast &&
      unheard === 0 &&
      auditPassed(result) &&
      readable === acks.length;
    const s = (ms: number | undefined) =>
      ms === undefined ? 'NOT within the wait' : `${(ms / 1000).toFixed(1)} s`;
    const list = (map: Map<string, number>) =>
      map.size === 0 ? 'none' : [...map].map(([key, n]) => `'${key}' ×${n}`).join(', ');
    return {
      title: 'Database faults on PostgreSQL (connections terminated, network cut, stalled)',
      passed,
      lines: [
        `${options.clients} clients ordering and 4 reading for ${seconds.toFixed(1)} s, ` +
          `machine load ${machineLoad()}; limits: connect ${limits.connect} s, statement ` +
          `${limits.statement} s, query ${limits.query} s`,
        `faults: backends terminated ${terminated} over ${options.stormMs / 1000} s; network ` +
          `cut ${options.cutMs / 1000} s; stalled ${options.stallMs / 1000} s`,
        `process ${server.pid} up throughout, never restarted: ${!exitedEarly && server.isRunning()}; ` +
          `healthy again without a restart after the terminations ${s(afterStorm)}, after the ` +
          `cut ${s(afterCut)}, after the stall ${s(afterStall)}`,
        ...['before', 'terminating', 'cut', 'stalled', 'after the stall'].map((name) =>
          describePhase(samples, name),
        ),
        `health answers slower than ${HEALTH_PROMISE_MS / 1000} s or not at all: ${slowHealth.length}`,
        `orders attempted ${figures.attempted}, acknowledged ${figures.acknowledged}, refused ` +
          `'Food is finished' ${figures.soldOut}, undecided ${figures.undecided}; tries without ` +
          `an answer ${figures.noAnswer}; slowest answer ${(figures.slowestMs / 1000).toFixed(1)} s`,
        `503s (retried with the same Idempotency-Key): ${list(figures.unavailable)}; ` +
          `replays of an order already made ${figures.replayed}; other 5xx ` +
          `${figures.fiveXx - unavailableTotal}; other answers ${describeUnexpected(figures)}`,
        `reads: ${list(reads.answers)}; without an answer ${reads.noAnswer}`,
        `live updates: staff listening since before the faults heard new orders again: ` +
          `${heardLast ? `yes, ${(liveAfterMs / 1000).toFixed(1)} s after the last fault's recovery` : 'NO'}`,
        ...describeAudit(result),
        `read back by their customers after the faults: ${readable} of ${acks.length}`,
        `staff device's pushes: ${acks.length - unheard} of ${acks.length} acknowledged orders ` +
          `(all within ${(noticesMs / 1000).toFixed(1)} s of the end), ${unheard} never; twice ` +
          `${heardTwice} (a send whose answer could not be written down is sent again)`,
        ...failures(server.lines),
        `the log, ${logLines.length} lines naming the database:`,
        ...logLines.slice(0, 8).map((line) => `  ${logMessage(line)}`),
      ],
    };
  } finally {
    await server.stop();
    await push.close();
    await killer.end().catch(() => {});
    await proxy.close();
    await store.cleanup();
  }
}

export function databaseFaultsOptions(small: boolean): DatabaseFaultsOptions {
  return small
    ? {
        clients: 10,
        stormMs: 3_000,
        cutMs: 4_000,
        stallMs: 7_000,
        limits: { connect: 2, statement: 3, query: 5 },
      }
    : { clients: 20, stormMs: 15_000, cutMs: 15_000, stallMs: 25_000 };
}

await runIfMain(import.meta.url, async () => {
  const pgUrl = postgresUrl();
  if (!pgUrl) {
    console.log('Set RELIABILITY_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.');
    return [];
  }
  return [await databaseFaultsSuite(pgUrl, databaseFaultsOptions(reliabilityScale().small))];
});
