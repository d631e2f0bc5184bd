import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/test-app';
import { StartRefused } from './data-dir-lock';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { seed } from './seed';
import {
  checkSqliteFile,
  explainStartFailure,
  refuseUnexpectedEmptyDatabase,
} from './start-checks';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buka-start-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function refusalOf(check: () => unknown): Promise<string> {
  return Promise.resolve()
    .then(check)
    .then(
      () => {
        throw new Error('the check let it start');
      },
      (error: unknown) => {
        expect(error).toBeInstanceOf(StartRefused);
        return (error as Error).message;
      },
    );
}

/** A shop's data directory: a database with orders in it, a picture, a backup. */
async function shopWithData(): Promise<string> {
  const dataDir = tempDir();
  const db = openDatabase({ dataDir });
  await migrateToLatest(db);
  await seed(db, () => new Date());
  // Enough rows for a database of many pages, so that half of it is missing whole pages.
  const rows = Array.from({ length: 3000 }, (_, i) => ({
    key: `key-${i}-${'x'.repeat(60)}`,
    count: i,
    resetAt: i,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db.kysely
      .insertInto('rateLimits')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  await db.kysely.destroy();
  fs.mkdirSync(path.join(dataDir, 'uploads'));
  fs.writeFileSync(path.join(dataDir, 'uploads', `${'a'.repeat(32)}.webp`), 'picture');
  fs.mkdirSync(path.join(dataDir, 'backups'));
  fs.copyFileSync(
    path.join(dataDir, 'buka.db'),
    path.join(dataDir, 'backups', 'buka-20261122-180000.db'),
  );
  return dataDir;
}

const emptyCheck = async (dataDir: string, allowEmpty = false) => {
  const db = openDatabase({ dataDir });
  try {
    await refuseUnexpectedEmptyDatabase(db, dataDir, allowEmpty, path.join(dataDir, 'buka.db'));
  } finally {
    await db.kysely.destroy();
  }
};

describe('checks of the SQLite database at start', () => {
  it('starts a new shop in a new folder, and a sound database as it is', async () => {
    const fresh = tempDir();
    checkSqliteFile(fresh);
    await emptyCheck(fresh);
    const dataDir = await shopWithData();
    checkSqliteFile(dataDir);
    await emptyCheck(dataDir);
  });

  it('refuses a 0-byte database file that is not brand new, even with nothing beside it', async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'buka.db');
    fs.writeFileSync(file, '');
    // Made a moment ago (a start that stopped at once): a new shop.
    checkSqliteFile(dataDir);
    // Emptied yesterday: a lost shop.
    const yesterday = new Date(Date.now() - 86_400_000);
    fs.utimesSync(file, yesterday, yesterday);
    const message = await refusalOf(() => checkSqliteFile(dataDir));
    expect(message).toContain(`${file} is empty (0 bytes`);
    expect(message).toContain(`delete ${file}`);
    expect(message).toContain('ALLOW_EMPTY_DATABASE=true');
    // On purpose: allowed.
    checkSqliteFile(dataDir, { allowEmpty: true });
  });

  it("refuses an empty database beside a shop's pictures and backups, saying how to restore", async () => {
    const dataDir = await shopWithData();
    fs.writeFileSync(path.join(dataDir, 'buka.db'), '');
    checkSqliteFile(dataDir);
    const message = await refusalOf(() => emptyCheck(dataDir));
    expect(message).toContain(`${path.join(dataDir, 'buka.db')} is empty`);
    expect(message).toContain('holds 1 picture');
    expect(message).toContain('holds 1 backup');
    expect(message).toContain(
      `npm run restore -- ${path.join(dataDir, 'backups', 'buka-20261122-180000.db')}`,
    );
    expect(message).toContain('ALLOW_EMPTY_DATABASE=true');
    // Told to, it starts empty.
    await emptyCheck(dataDir, true);
  });

  it('refuses a missing database beside pictures, with no backup to offer', async () => {
    const dataDir = await shopWithData();
    fs.rmSync(path.join(dataDir, 'buka.db'));
    fs.rmSync(path.join(dataDir, 'backups'), { recursive: true });
    const message = await refusalOf(() => emptyCheck(dataDir));
    expect(message).toContain('holds 1 picture');
    expect(message).toContain(`There is no backup in ${path.join(dataDir, 'backups')}`);
  });

  it('refuses a file that is not a database, naming it and the restore command', async () => {
    const dataDir = await shopWithData();
    fs.writeFileSync(path.join(dataDir, 'buka.db'), 'these bytes are not a database '.repeat(200));
    const message = await refusalOf(() => checkSqliteFile(dataDir));
    expect(message).toContain(
      `its database ${path.join(dataDir, 'buka.db')} is not a SQLite database`,
    );
    expect(message).toContain('SQLITE_NOTADB');
    expect(message).toContain('npm run restore -- ');
  });

  it("names what SQLite's quick check found in a file cut short with its log beside it", async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'buka.db');
    const db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    db.exec('create table t (x text)');
    const insert = db.prepare('insert into t values (?)');
    db.transaction(() => {
      for (let i = 0; i < 20_000; i++) insert.run(`${'x'.repeat(100)}${i}`);
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.transaction(() => {
      for (let i = 0; i < 2_000; i++) insert.run(`${'y'.repeat(100)}${i}`);
    })();
    // As a SIGKILL leaves it (no checkpoint at close), then cut to half.
    const cut = tempDir();
    fs.copyFileSync(file, path.join(cut, 'buka.db'));
    fs.copyFileSync(`${file}-wal`, path.join(cut, 'buka.db-wal'));
    db.close();
    const size = fs.statSync(path.join(cut, 'buka.db')).size;
    fs.truncateSync(path.join(cut, 'buka.db'), Math.floor(size / 2 / 4096) * 4096);
    const message = await refusalOf(() => checkSqliteFile(cut));
    expect(message).toMatch(/is damaged \(SQLite's quick check: Tree \d+ page \d+: /);
    expect(message).not.toContain('***');
  });

  it('refuses a truncated database that SQLite still opens', async () => {
    const dataDir = await shopWithData();
    const file = path.join(dataDir, 'buka.db');
    const size = fs.statSync(file).size;
    expect(size).toBeGreaterThan(64 * 1024);
    fs.truncateSync(file, Math.floor(size / 2 / 4096) * 4096);
    const message = await refusalOf(() => checkSqliteFile(dataDir));
    expect(message).toMatch(
      /is damaged \((SQLite's quick check: [^*\s]+.*|database disk image is malformed)/,
    );
    expect(message).toContain(file);
    expect(message).toContain('npm run restore -- ');
    // What it reported is what SQLite's own full check finds.
    const db = new SQLite(file, { readonly: true });
    try {
      expect(() => {
        const result = db.pragma('integrity_check', { simple: true });
        if (result !== 'ok') throw new Error(String(result));
      }).toThrow();
    } finally {
      db.close();
    }
  });
});

describe('a start that fails on the database', () => {
  it('names the database, the cause and what to check', async () => {
    // Port 9 has no listener: the connection is refused at once.
    const db = openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:9/shop',
      dataDir: tempDir(),
    });
    try {
      const failure = await migrateToLatest(db).then(
        () => undefined,
        (error: unknown) => explainStartFailure(error, 'PostgreSQL 127.0.0.1:9/shop'),
      );
      expect(failure).toBeInstanceOf(StartRefused);
      expect((failure as Error).message).toMatch(
        /^Buka cannot start: it cannot reach its database PostgreSQL 127\.0\.0\.1:9\/shop \(connect ECONNREFUSED/,
      );
      expect((failure as Error).message).toContain('DATABASE_URL');
    } finally {
      await db.kysely.destroy();
    }
    const bug = new TypeError('not a database problem');
    expect(explainStartFailure(bug, 'x')).toBe(bug);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('checks of a PostgreSQL database at start', () => {
  it('refuses an empty schema while DATA_DIR holds pictures, unless told to', async () => {
    const testDb = await createTestDb('postgres');
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    fs.writeFileSync(path.join(dataDir, 'uploads', `${'b'.repeat(32)}.webp`), 'picture');
    try {
      // The test schema has the shop's tables: it starts.
      await refuseUnexpectedEmptyDatabase(testDb.db, dataDir, false, 'the test database');
      await testDb.db.kysely.schema.dropTable('order_items').execute();
      await testDb.db.kysely.schema.dropTable('foods').cascade().execute();
      const message = await refusalOf(() =>
        refuseUnexpectedEmptyDatabase(testDb.db, dataDir, false, 'the test database'),
      );
      expect(message).toContain('the test database is empty');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('ALLOW_EMPTY_DATABASE=true');
      await refuseUnexpectedEmptyDatabase(testDb.db, dataDir, true, 'the test database');
    } finally {
      await testDb.close();
    }
  });
});
