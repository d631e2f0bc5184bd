import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { up as initial } from './migrations/0001-initial';
import { up as shopCategories } from './migrations/0036-shop-categories';

// A shop that already has categories keeps them, in the order the menu showed them (by id).
describe('0036-shop-categories on a shop that has categories', () => {
  let db: Kysely<unknown>;
  afterEach(() => db.destroy());

  it('orders the existing categories by id, shows them all, and keeps address words unique', async () => {
    db = new Kysely({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    await initial(db, 'sqlite');
    await sql`insert into categories (id, name, url_param, created_at, updated_at)
      values (7, 'Rice', 'rice', 1, 1), (1, 'Chicken', 'chicken', 1, 1), (9, 'Soup', 'soup', 1, 1)`.execute(
      db,
    );
    await shopCategories(db, 'sqlite');

    const rows = await sql<{ id: number; position: number; hidden: number; deleted_at: null }>`
      select id, position, hidden, deleted_at from categories order by position`.execute(db);
    expect(rows.rows).toEqual([
      { id: 1, position: 1, hidden: 0, deleted_at: null },
      { id: 7, position: 7, hidden: 0, deleted_at: null },
      { id: 9, position: 9, hidden: 0, deleted_at: null },
    ]);
    await expect(
      sql`insert into categories (id, name, url_param, created_at, updated_at)
        values (10, 'Rice Dishes', 'rice', 1, 1)`.execute(db),
    ).rejects.toThrow(/UNIQUE/);
    await expect(
      sql`insert into categories (id, name, url_param, created_at, updated_at)
        values (11, 'RICE', 'rice-2', 1, 1)`.execute(db),
    ).rejects.toThrow(/UNIQUE/);
    // A deleted category's name is free again.
    await sql`update categories set deleted_at = 5 where id = 7`.execute(db);
    await sql`insert into categories (id, name, url_param, created_at, updated_at)
      values (12, 'Rice', 'rice-2', 1, 1)`.execute(db);
  });
});
