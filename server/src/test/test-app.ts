import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@buka/domain/staff-roles';
import type { SessionUser } from '@buka/domain/auth';
import type { AppDeps } from '../app-deps';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db, Dialect } from '../db/database';
import { createEventBus } from '../events/create-event-bus';
import { createFaults, type Faults } from '../health/faults';
import { createLog } from '../log';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions.repository';
import { toUser } from '../users/users.mapper';
import { copyPostgresTemplate, copySqliteTemplate } from './database-templates';
import { insertUser } from '../users/users.repository';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDialects: Dialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDb {
  db: Db;
  close(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database of the test's own: a SQLite file, or a PostgreSQL
 * database, each a copy of one migrated once per test process (database-templates.ts).
 */
export async function createTestDb(dialect: Dialect): Promise<TestDb> {
  if (dialect === 'sqlite') return copySqliteTemplate();
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return copyPostgresTemplate(databaseUrl);
}

/**
 * scrypt at its lowest cost: the tests check who gets in, not scrypt's work, which at the
 * shop's cost (about 200 ms a hash) was a tenth of the unit tier. passwords.test.ts checks the
 * shop's own cost.
 */
export const TEST_PASSWORD_COST = { N: 16, r: 8, p: 1 };

export function testConfig(overrides: Partial<Config> = {}): Config {
  const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1:3000' });
  return {
    ...config,
    webDist: path.join(os.tmpdir(), 'buka-no-web-build'),
    passwordCost: TEST_PASSWORD_COST,
    // Each answer a test receives matches its route's response schema, which the web app's
    // pages read without checking again.
    checkAnswers: true,
    notifications: {
      ...config.notifications,
      // Pushes only ever go to this machine (push services the tests start, or nothing).
      pushServices: [{ loopbackOrigin: 'http://127.0.0.1' }],
      // Tests escalate orders themselves, at the moment their clock says.
      checkEveryMs: 0,
    },
    ...overrides,
  };
}

/** The faults of a test app; `freeBytes` stands in for the disk's free space when given. */
export function testFaults(
  db: Db,
  dataDir: string,
  now: () => Date,
  freeBytes?: (dir: string) => Promise<number>,
): Faults {
  return createFaults({
    now,
    dataDir,
    database: 'the test database',
    dialect: db.dialect,
    freeBytes,
  });
}

export interface TestApp extends TestDb {
  app: FastifyInstance;
  deps: AppDeps;
}

export async function createTestApp(
  dialect: Dialect,
  options: {
    config?: Partial<Config>;
    now?: () => Date;
    freeBytes?: (dir: string) => Promise<number>;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDb(dialect);
  // Uploads and other files land in a folder of the test's own, never in ./data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buka-test-data-'));
  const now = options.now ?? (() => new Date());
  const config = testConfig({ dataDir, ...options.config });
  const deps: AppDeps = {
    db: testDb.db,
    config,
    now,
    events: await createEventBus(testDb.db),
    faults: testFaults(testDb.db, dataDir, now, options.freeBytes),
    log: createLog(config.logLevel),
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    ...testDb,
    app,
    deps,
    async close() {
      await app.close();
      await deps.events.close();
      await testDb.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let sharedHash: Promise<string> | undefined;
let phoneCounter = 0;

/** A signed-in user made straight in the database (hashing once per run keeps tests quick). */
export async function createTestUser(
  db: Db,
  options: { name?: string; phone?: string; role?: Role; password?: string } = {},
): Promise<SessionUser & { id: number; password: string }> {
  const password = options.password ?? 'secret-pass';
  const passwordHash = options.password
    ? await hashPassword(password, TEST_PASSWORD_COST)
    : await (sharedHash ??= hashPassword(password, TEST_PASSWORD_COST));
  const phone =
    options.phone ??
    `080${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(5, '0')}`;
  const row = await insertUser(db.kysely, {
    name: options.name ?? 'Test Customer',
    phone,
    passwordHash,
    role: options.role ?? 'customer',
    provider: 'phone',
    createdAt: Date.now(),
  });
  const token = await createSession(db.kysely, row.id, 30, Date.now());
  return { ...toUser(row), token, id: row.id, password };
}

export function bearer(user: { token: string }): { authorization: string } {
  return { authorization: `Bearer ${user.token}` };
}
