import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@buka/domain/settings';
import { createTestDb, createTestUser, testDialects, type TestDb } from '../test/test-app';
import { migrateToLatest } from './migrate';
import { seed } from './seed';

describe.each(testDialects)('the database on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.close());

  const count = async (table: 'foods' | 'categories' | 'settings') => {
    const row = await t.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('migrates again and seeds again without changing anything (every start does both)', async () => {
    const before = [await count('foods'), await count('categories'), await count('settings')];
    await migrateToLatest(t.db);
    await seed(t.db, () => new Date());
    expect([await count('foods'), await count('categories'), await count('settings')]).toEqual(
      before,
    );
    expect(before[0]).toBe(10);
  });

  it('seeds the default settings once and never overwrites what staff saved', async () => {
    const saved = { ...defaultSettings, name: 'Saved By Staff' };
    await t.db.kysely
      .updateTable('settings')
      .set({ value: JSON.stringify(saved) })
      .where('id', '=', 1)
      .execute();
    await seed(t.db, () => new Date());
    const row = await t.db.kysely.selectFrom('settings').select('value').executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toMatchObject({ name: 'Saved By Staff' });
  });

  it('does not bring back sample dishes once the menu has its own', async () => {
    await t.db.kysely.deleteFrom('foods').where('id', '!=', 101).execute();
    await seed(t.db, () => new Date());
    expect(await count('foods')).toBe(1);
  });

  it("deletes a user's sessions with the user", async () => {
    const user = await createTestUser(t.db);
    await t.db.kysely.deleteFrom('users').where('id', '=', user.id).execute();
    const sessions = await t.db.kysely
      .selectFrom('sessions')
      .select('tokenHash')
      .where('userId', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('keeps times in milliseconds as numbers, past 2^31', async () => {
    const user = await createTestUser(t.db);
    const row = await t.db.kysely
      .selectFrom('users')
      .select('createdAt')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(typeof row.createdAt).toBe('number');
    expect(row.createdAt).toBeGreaterThan(2 ** 31);
  });

  if (dialect === 'sqlite') {
    it('runs SQLite with WAL, foreign keys and a busy timeout', async () => {
      const pragma = async (name: string) => {
        const result = await sql<Record<string, unknown>>`${sql.raw(`pragma ${name}`)}`.execute(
          t.db.kysely,
        );
        return Object.values(result.rows[0] ?? {})[0];
      };
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
    });
  }
});
