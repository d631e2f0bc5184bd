// The reliability suites at bounded size inside `npm test` (300 orders per crash run, a 10 s
// soak), against the built server; `npm run test:reliability` runs them at full size.
import { beforeAll, describe, expect, it } from 'vitest';
import { connectionFloodSuite, floodOptions } from './connection-flood';
import { crashSuite } from './crash';
import { hungSmsSuite } from './hung-sms';
import { ensureServerBuilt } from './lib/built-server';
import { postgresStore, postgresUrl, sqliteStore, type Store } from './lib/store';
import { printReport, type SuiteReport } from './lib/suite';
import { readmeScaleOutSuite } from './readme-scale-out';
import { sigtermSuites } from './sigterm';
import { soakSuite } from './soak';
import { twoProcessSuite } from './two-process';

const ORDERS = 300;
const CLIENTS = 20;
const pgUrl = postgresUrl();

function expectPassed(report: SuiteReport) {
  printReport(report);
  expect(report.passed, `${report.title}\n${report.lines.join('\n')}`).toBe(true);
}

async function withStore(open: () => Promise<Store>, run: (store: Store) => Promise<SuiteReport>) {
  const store = await open();
  try {
    expectPassed(await run(store));
  } finally {
    await store.cleanup();
  }
}

describe('reliability (bounded)', () => {
  beforeAll(() => ensureServerBuilt(), 120_000);

  it('SIGTERM finishes the request in flight and exits 0; logs carry request ids', async () => {
    for (const report of await sigtermSuites()) expectPassed(report);
  }, 120_000);

  it('SQLite: a SIGKILL mid-run loses no acknowledged order and no portion', async () => {
    await withStore(
      async () => sqliteStore(),
      (store) => crashSuite(store, { orders: ORDERS, clients: CLIENTS }),
    );
  }, 180_000);

  it.skipIf(!pgUrl)(
    'PostgreSQL: a SIGKILL mid-run loses nothing',
    async () => {
      await withStore(
        () => postgresStore(pgUrl!),
        (store) => crashSuite(store, { orders: ORDERS, clients: CLIENTS }),
      );
    },
    180_000,
  );

  it.skipIf(!pgUrl)(
    'PostgreSQL: two processes share everything; one dies, the other carries on',
    async () => {
      expectPassed(await twoProcessSuite(pgUrl!, { orders: ORDERS, clients: CLIENTS }));
    },
    180_000,
  );

  it('SQLite: Termii hung; escalation pushes within 20 s, SIGTERM within 10 s, each notice once after a kill', async () => {
    await withStore(async () => sqliteStore(), hungSmsSuite);
  }, 300_000);

  it.skipIf(!pgUrl)(
    'PostgreSQL: Termii hung; escalation pushes within 20 s, SIGTERM within 10 s, each notice once after a kill',
    async () => {
      await withStore(() => postgresStore(pgUrl!), hungSmsSuite);
    },
    300_000,
  );

  it('a flood of slow connections from many addresses leaves health and the menu answering', async () => {
    expectPassed(await connectionFloodSuite(floodOptions(true)));
  }, 120_000);

  it('soak: 100 clients, no errors, memory stops growing', async () => {
    await withStore(
      async () => sqliteStore(),
      (store) => soakSuite(store, { clients: 100, durationMs: 10_000 }),
    );
  }, 240_000);

  it.skipIf(!pgUrl)(
    'the documented scale-out and PostgreSQL backup commands work as written',
    async () => {
      expectPassed(await readmeScaleOutSuite(pgUrl!));
    },
    180_000,
  );
});
