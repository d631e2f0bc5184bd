import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';

// Every test gets a database of its own, migrated and seeded. Running the migrations for each
// one cost 90 ms on SQLite and 330 ms on PostgreSQL, about 190 times a unit run, so each test
// process migrates once into a template and hands out copies, as pgtestdb and IntegreSQL do:
// a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL (about 80 ms). Each copy is
// still opened and migrated by the shop's own code, which finds nothing left to run.
// docs/testing.md says more.

let sqliteTemplate: Promise<string> | undefined;

/** The template's file: migrated and seeded once per test process, removed when it exits. */
function sqliteTemplateFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buka-test-template-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const db = openDatabase({ dataDir: dir });
    await migrateToLatest(db);
    await seed(db, () => new Date());
    // Closing the only connection folds the write-ahead log into the file: one file to copy.
    await db.kysely.destroy();
    return path.join(dir, 'buka.db');
  })();
  return sqliteTemplate;
}

/** A copy of the template in a folder of its own, and how to remove it. */
export async function copySqliteTemplate(): Promise<{ db: Db; close(): Promise<void> }> {
  const template = await sqliteTemplateFile();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buka-test-'));
  fs.copyFileSync(template, path.join(dataDir, 'buka.db'));
  const db = openDatabase({ dataDir });
  await migrateToLatest(db);
  return {
    db,
    async close() {
      await db.kysely.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const TEMPLATE_SCHEMA = 'shop';
let postgresTemplate: Promise<string> | undefined;

function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

async function asAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'buka-tests' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Databases a test process left behind when it was killed before closing them. */
async function dropLeftovers(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like 'buka\\_test\\_%'`,
  );
  for (const { datname } of rows) {
    const pid = Number(/^buka_test_(?:template_)?(\d+)_/.exec(datname)?.[1]);
    if (pid && !processAlive(pid)) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The template database's name: migrated and seeded once per test process. */
function postgresTemplateName(url: string): Promise<string> {
  postgresTemplate ??= asAdmin(url, async (admin) => {
    await dropLeftovers(admin);
    const name = `buka_test_template_${process.pid}_${randomBytes(3).toString('hex')}`;
    try {
      await admin.query(`create database "${name}"`);
    } catch (error) {
      if ((error as { code?: string }).code === '42501') {
        throw new Error(
          'The PostgreSQL tests make a database for each test: the user in TEST_DATABASE_URL needs the CREATEDB right',
          { cause: error },
        );
      }
      throw error;
    }
    const templateUrl = withDatabase(url, name);
    await asAdmin(templateUrl, (client) => client.query(`create schema ${TEMPLATE_SCHEMA}`));
    const db = openDatabase({
      databaseUrl: templateUrl,
      dataDir: os.tmpdir(),
      schema: TEMPLATE_SCHEMA,
    });
    try {
      await migrateToLatest(db);
      await seed(db, () => new Date());
    } finally {
      await db.kysely.destroy();
    }
    return name;
  });
  return postgresTemplate;
}

/**
 * A copy of the template: a database of its own whose schema has a name of its own too, so
 * that what tests look for across the server (LISTEN channels, named after the schema) is
 * theirs alone.
 */
export async function copyPostgresTemplate(
  url: string,
): Promise<{ db: Db; close(): Promise<void> }> {
  const template = await postgresTemplateName(url);
  const tag = randomBytes(6).toString('hex');
  const name = `buka_test_${process.pid}_${tag}`;
  const schema = `test_${tag}`;
  await asAdmin(url, (admin) => admin.query(`create database "${name}" template "${template}"`));
  const databaseUrl = withDatabase(url, name);
  await asAdmin(databaseUrl, (client) =>
    client.query(`alter schema ${TEMPLATE_SCHEMA} rename to ${schema}`),
  );
  const db = openDatabase({ databaseUrl, dataDir: os.tmpdir(), schema });
  await migrateToLatest(db);
  return {
    db,
    async close() {
      await db.kysely.destroy();
      // FORCE ends what a test left connected (a second app, a listener) instead of failing.
      await asAdmin(url, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
