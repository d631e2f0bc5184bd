import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startingCategories } from '@buka/domain/categories';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';
import { sampleMenu, seed } from './seed';

// Several server processes may start at once on a new PostgreSQL database
// (docs/deployment.md): each seeds it, and the shop must come out seeded once.
describe.runIf(process.env.TEST_DATABASE_URL)('seeding a new PostgreSQL shop', () => {
  const databaseUrl = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const opened: Db[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((db) => db.kysely.destroy()));
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('seeds once when two processes seed at the same moment', async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const open = () => {
      const db = openDatabase({ databaseUrl, dataDir: os.tmpdir(), schema });
      opened.push(db);
      return db;
    };
    const first = open();
    await migrateToLatest(first);
    const second = open();

    await Promise.all([seed(first, () => new Date()), seed(second, () => new Date())]);

    const categories = await first.kysely.selectFrom('categories').select('id').execute();
    const foods = await first.kysely.selectFrom('foods').select('id').execute();
    expect(categories).toHaveLength(startingCategories.length);
    expect(foods).toHaveLength(sampleMenu.length);
  });
});
