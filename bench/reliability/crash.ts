// Crash: 20 clients place orders (2,000; 300 in `npm test`); the server is killed with SIGKILL
// in the middle and started again on the same data. Every order that got a 201 must be there
// with all its lines, no order half-written, and for every dish
// initial stock = current stock + portions ordered. On SQLite, and on PostgreSQL when
// RELIABILITY_DATABASE_URL or TEST_DATABASE_URL is set.
//   npx tsx bench/reliability/crash.ts
import { ADMIN_PHONE, customerPhone, prepareShop, signUp } from '../lib/api';
import { audit, auditPassed, describeAudit, readBack } from './lib/invariants';
import {
  describeUnexpected,
  emptyFigures,
  MenuChoices,
  placeUntilAnswered,
} from './lib/order-load';
import { freePort, startServer, type ServerProcess } from './lib/server-process';
import { postgresStore, postgresUrl, sqliteStore, type Store } from './lib/store';
import { machineLoad, reliabilityScale, runIfMain, type SuiteReport } from './lib/suite';
import { runPool } from '../lib/load-pool';

/** Two dishes sell out during the run (the last portion must go once); the rest never do. */
export function crashStock(index: number): number {
  if (index === 0) return 40;
  if (index === 1) return 150;
  return 100_000;
}

export async function crashSuite(
  store: Store,
  options: { orders: number; clients: number },
): Promise<SuiteReport> {
  const port = await freePort();
  const start = () =>
    startServer({
      port,
      dataDir: store.dataDir,
      databaseUrl: store.databaseUrl,
      adminPhones: ADMIN_PHONE,
    });
  let server: ServerProcess = await start();
  try {
    const { stock } = await prepareShop(server.url, (_food, index) => crashStock(index));
    const choices = new MenuChoices([...stock.keys()]);
    const customers = await runPool(
      Array.from({ length: options.clients }, (_, i) => i),
      4,
      (i) => signUp(server.url, customerPhone(i)),
    );

    const figures = emptyFigures();
    // Somewhere between 40 % and 60 % of the acknowledgements: mid-run, with requests in flight.
    const killAfter = Math.round(options.orders * (0.4 + Math.random() * 0.2));
    let crash: Promise<void> | undefined;
    let inFlightAtKill = 0;
    let inFlight = 0;
    let downMs = 0;
    const deadline = Date.now() + 180_000;

    const killAndRestart = async () => {
      inFlightAtKill = inFlight;
      const killedAt = performance.now();
      server.kill('SIGKILL');
      const { signal } = await server.exited;
      if (signal !== 'SIGKILL') throw new Error(`the server ended by ${signal}, not SIGKILL`);
      server = await start();
      downMs = performance.now() - killedAt;
    };

    const startedAt = performance.now();
    await Promise.all(
      customers.map(async (customer) => {
        while (figures.attempted < options.orders) {
          inFlight++;
          await placeUntilAnswered(
            () => server.url,
            customer,
            choices.pick(),
            figures,
            deadline,
            (base, status) => {
              if (status === 400) choices.refresh(base);
              if (!crash && figures.acknowledged >= killAfter) crash = killAndRestart();
            },
          );
          inFlight--;
        }
      }),
    );
    if (!crash) throw new Error('the run ended before the server was killed');
    await crash;
    const seconds = (performance.now() - startedAt) / 1000;

    const result = audit(await store.snapshot(), figures.acks, stock);
    const readable = await readBack(server.url, figures.acks);
    const passed =
      auditPassed(result) &&
      readable === figures.acknowledged &&
      figures.fiveXx === 0 &&
      figures.unexpected.size === 0 &&
      figures.undecided === 0 &&
      figures.acknowledged + figures.soldOut === figures.attempted;
    return {
      title: `Crash on ${store.label} (SIGKILL mid-run, restart on the same data)`,
      passed,
      lines: [
        `${options.clients} clients, ${seconds.toFixed(1)} s, machine load ${machineLoad()}`,
        `orders attempted ${figures.attempted}, acknowledged (201) ${figures.acknowledged}, ` +
          `refused 'Food is finished' ${figures.soldOut}, undecided ${figures.undecided}`,
        `SIGKILL after ${killAfter} acknowledgements with ${inFlightAtKill} orders in flight; ` +
          `down ${(downMs / 1000).toFixed(1)} s until healthy again`,
        `tries without an answer ${figures.noAnswer}, retried with the same Idempotency-Key; ` +
          `answered as replays of an order made before the kill ${figures.replayed}`,
        `5xx seen ${figures.fiveXx}; other unexpected answers ${describeUnexpected(figures)}`,
        ...describeAudit(result),
        `read back by their customers through the API after the restart: ${readable} of ${figures.acknowledged}`,
      ],
    };
  } finally {
    await server.stop();
  }
}

/** SQLite always; PostgreSQL too when a server is configured. */
export async function crashSuites(orders: number, clients: number): Promise<SuiteReport[]> {
  const reports: SuiteReport[] = [];
  const stores: (() => Promise<Store>)[] = [async () => sqliteStore()];
  const pgUrl = postgresUrl();
  if (pgUrl) stores.push(() => postgresStore(pgUrl));
  for (const open of stores) {
    const store = await open();
    try {
      reports.push(await crashSuite(store, { orders, clients }));
    } finally {
      await store.cleanup();
    }
  }
  return reports;
}

await runIfMain(import.meta.url, () => {
  const scale = reliabilityScale();
  return crashSuites(scale.orders, scale.crashClients);
});
