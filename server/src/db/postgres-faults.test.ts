import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { buildApp } from '../app';
import { createLocalEventBus } from '../events/event-bus';
import { createFaults } from '../health/faults';
import { createLog } from '../log';
import { createTestDb, testConfig, type TestDb } from '../test/test-app';
import { openDatabase, type Db } from './database';
import { storageProblem } from './storage-errors';

const databaseUrl = process.env.TEST_DATABASE_URL;

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** This test's own connections, by the application_name only they carry. */
async function terminate(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const result = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = $1 and pid <> pg_backend_pid()`,
      [applicationName],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

function withApplicationName(url: string, name: string): string {
  const withName = new URL(url);
  withName.searchParams.set('application_name', name);
  return withName.toString();
}

describe.runIf(databaseUrl)('PostgreSQL connections dying under the shop', () => {
  let testDb: TestDb;
  let db: Db;
  const applicationName = `buka_test_${randomBytes(4).toString('hex')}`;
  const lost: unknown[] = [];

  beforeAll(async () => {
    testDb = await createTestDb('postgres');
    const faults = createFaults({
      now: () => new Date(),
      dataDir: os.tmpdir(),
      database: 'test',
      dialect: 'postgres',
    });
    faults.useLog({ error: () => {}, warn: (object) => lost.push(object), info: () => {} });
    db = openDatabase({
      databaseUrl: withApplicationName(testDb.db.url!, applicationName),
      dataDir: os.tmpdir(),
      schema: testDb.db.schema,
      faults,
    });
  });
  afterAll(async () => {
    await db.kysely.destroy();
    await testDb.close();
  });

  it('survives its connection dying between the queries of a transaction, and carries on', async () => {
    // Between two queries the connection is checked out and idle: node-postgres then emits
    // 'error' on it, which ends the process unless something listens.
    const failed = await db.kysely
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        expect(await terminate(applicationName)).toBeGreaterThanOrEqual(1);
        await sleep(300);
        await sql`select 1`.execute(trx);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(storageProblem(failed)).toBe('database-unreachable');
    expect(lost.length).toBeGreaterThanOrEqual(1);
    // The dead connection left the pool; the next query gets a live one.
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('survives connections dying while idle in the pool and during queries', async () => {
    const slow = sql`select pg_sleep(2)`.execute(db.kysely).then(
      () => undefined,
      (error: unknown) => error,
    );
    await sleep(200);
    expect(await terminate(applicationName)).toBeGreaterThanOrEqual(1);
    expect(storageProblem(await slow)).toBe('database-unreachable');
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('answers a statement that runs past its limit as busy, and keeps the connection', async () => {
    const quick = openDatabase({
      databaseUrl: withApplicationName(databaseUrl!, applicationName),
      dataDir: os.tmpdir(),
      limits: { connectMs: 2_000, statementMs: 500, queryMs: 5_000 },
    });
    try {
      const error = await sql`select pg_sleep(3)`.execute(quick.kysely).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(storageProblem(error)).toBe('database-busy');
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(quick.kysely);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await quick.kysely.destroy();
    }
  });
});

describe('a PostgreSQL database nobody answers at', () => {
  // Port 9 (discard) has no listener here: every connection is refused at once.
  const url = 'postgres://postgres@127.0.0.1:9/nowhere';
  const logged: { fault?: unknown }[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let db: Db;

  beforeAll(async () => {
    const now = () => new Date();
    const faults = createFaults({
      now,
      dataDir: os.tmpdir(),
      database: 'PostgreSQL 127.0.0.1:9/nowhere',
      dialect: 'postgres',
    });
    db = openDatabase({ databaseUrl: url, dataDir: os.tmpdir(), faults });
    app = await buildApp({
      db,
      config: testConfig({ databaseUrl: url }),
      now,
      events: createLocalEventBus(),
      faults,
      log: createLog('silent'),
    });
    faults.useLog({
      error: (object) => logged.push(object),
      warn: (object) => logged.push(object),
      info: () => {},
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.kysely.destroy();
  });

  it('answers 503 with the words every call that needs it, and health says so', async () => {
    const calls = [
      { method: 'GET', url: '/api/products' },
      { method: 'GET', url: '/api/settings' },
      { method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${'a'.repeat(43)}` } },
      {
        method: 'POST',
        url: '/api/users/login/customer/signin',
        payload: { phoneNumber: '08012345678', password: 'secret' },
      },
    ] as const;
    for (const call of calls) {
      const response = await app.inject(call);
      expect(response.statusCode, call.url).toBe(503);
      expect(response.json()).toEqual({
        message: messages.databaseUnreachable,
        code: 'database-unreachable',
      });
      expect(response.headers['retry-after']).toBe('30');
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      status: 'unavailable',
      database: 'postgres',
      problems: [{ code: 'database-unreachable', message: messages.databaseUnreachable }],
    });
    // The cause is logged once, with where, however many calls failed.
    const started = logged.filter((line) => line.fault === 'database-unreachable');
    expect(started).toHaveLength(1);
    expect(JSON.stringify(started[0])).toContain('127.0.0.1:9/nowhere');
    expect(JSON.stringify(started[0])).toContain('ECONNREFUSED');
  });
});
