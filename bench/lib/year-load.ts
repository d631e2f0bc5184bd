import SQLite from 'better-sqlite3';
import pg from 'pg';
import { SHOP_UTC_OFFSET_MS } from '@buka/domain/shop-clock';
import { columns, type Dish, type YearRows } from './year-data';

// Loads a made-up year straight into a migrated shop database (the server stopped, or on
// PostgreSQL, idle): SQLite in one transaction of prepared multi-row inserts without a journal,
// PostgreSQL in one transaction of batches of multi-row inserts from arrays (unnest), each
// with the tables' indexes and triggers set aside until the rows are in; then the statistics,
// as autovacuum would gather them a minute later.

export type Target = { sqliteFile: string } | { postgresUrl: string };

export interface ShopStart {
  dishes: Dish[];
  passwordHash: string;
  firstIds: { user: number; order: number; orderItem: number; payment: number; refund: number };
}

const tables = ['users', 'orders', 'orderItems', 'payments', 'refunds'] as const;
const tableName: Record<(typeof tables)[number], string> = {
  users: 'users',
  orders: 'orders',
  orderItems: 'order_items',
  payments: 'payments',
  refunds: 'refunds',
};

// PostgreSQL's type of each column, for the arrays unnest() reads.
const text = new Set([
  'name',
  'phone',
  'password_hash',
  'role',
  'provider',
  'status',
  'payment_method',
  'client_name',
  'client_phone',
  'client_address',
  'area',
  'cancel_reason',
  'reference',
  'reason',
  'provider_reference',
  'request_key',
  'request_hash',
]);
const int4 = new Set(['id', 'user_id', 'order_id', 'payment_id', 'is_paid', 'quantity']);
const pgType = (column: string) => (text.has(column) ? 'text' : int4.has(column) ? 'int4' : 'int8');

const startQueries = {
  dishes:
    'select id, name, price_kobo as "priceKobo" from foods where deleted_at is null order by id',
  hash: 'select password_hash as hash from users where password_hash is not null limit 1',
  ids: `select (select coalesce(max(id), 0) from users) as "user",
    (select coalesce(max(id), 0) from orders) as "order",
    (select coalesce(max(id), 0) from order_items) as "orderItem",
    (select coalesce(max(id), 0) from payments) as payment,
    (select coalesce(max(id), 0) from refunds) as refund`,
};

/** What the shop holds already: its menu, a password hash to reuse, the ids taken. */
export async function readShopStart(target: Target): Promise<ShopStart> {
  if ('sqliteFile' in target) {
    const db = new SQLite(target.sqliteFile, { readonly: true });
    try {
      const dishes = db.prepare(startQueries.dishes).all() as Dish[];
      const { hash } = db.prepare(startQueries.hash).get() as { hash: string };
      const firstIds = db.prepare(startQueries.ids).get() as ShopStart['firstIds'];
      return { dishes, passwordHash: hash, firstIds };
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.postgresUrl });
  await client.connect();
  try {
    const dishes = (await client.query<Dish>(startQueries.dishes)).rows.map((dish) => ({
      ...dish,
      id: Number(dish.id),
      priceKobo: Number(dish.priceKobo),
    }));
    const { hash } = (await client.query<{ hash: string }>(startQueries.hash)).rows[0]!;
    const ids = (await client.query(startQueries.ids)).rows[0] as Record<string, string>;
    const firstIds = Object.fromEntries(
      Object.entries(ids).map(([key, value]) => [key, Number(value)]),
    ) as ShopStart['firstIds'];
    return { dishes, passwordHash: hash, firstIds };
  } finally {
    await client.end();
  }
}

export async function loadYear(target: Target, rows: YearRows): Promise<void> {
  if ('sqliteFile' in target) return loadIntoSqlite(target.sqliteFile, rows);
  return loadIntoPostgres(target.postgresUrl, rows);
}

// A bulk load writes the rows first and builds each index and trigger's work once after, as a
// restore does: kept up row by row, the orders' eight indexes and the triggers (a report day
// marked stale per order, the users' name index) cost most of the time. What the triggers
// would have written is written once after: every loaded day marked stale (the restaurant's
// day: its clock's offset, as the report_days migration's trigger counts it), the name index
// rebuilt.
const staleDays = `insert into report_stale (day)
  select distinct (created_at + ${SHOP_UTC_OFFSET_MS}) / 86400000 from orders`;

/** Rows per insert statement: SQLite takes at most 32,766 values in one. */
const sqliteRowsPer = (columnCount: number) => Math.floor(32_766 / columnCount);

function loadIntoSqlite(file: string, rows: YearRows): void {
  const db = new SQLite(file);
  try {
    // Rows are consistent by construction; checking each one's keys would triple the time.
    db.pragma('foreign_keys = OFF');
    db.pragma('cache_size = -200000');
    // A throwaway benchmark database: no journal while loading (a crash means seeding again).
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    const names = tables.map((table) => `'${tableName[table]}'`).join(', ');
    const deferred = db
      .prepare(
        `select type, name, sql from sqlite_master
         where type in ('index', 'trigger') and sql is not null and tbl_name in (${names})
         order by type`,
      )
      .all() as { type: 'index' | 'trigger'; name: string; sql: string }[];
    db.transaction(() => {
      for (const { type, name } of deferred) db.exec(`drop ${type} ${name}`);
      for (const table of tables) {
        const columnNames = columns[table];
        const row = `(${columnNames.map(() => '?').join(', ')})`;
        const per = sqliteRowsPer(columnNames.length);
        const insert = (count: number) =>
          db.prepare(
            `insert into ${tableName[table]} (${columnNames.join(', ')}) values ${Array(count).fill(row).join(', ')}`,
          );
        const all = rows[table];
        const full = insert(per);
        let from = 0;
        for (; from + per <= all.length; from += per) full.run(all.slice(from, from + per).flat());
        if (from < all.length) insert(all.length - from).run(all.slice(from).flat());
      }
      // Indexes first ('index' sorts before 'trigger'), then the triggers, then their work.
      for (const { sql } of deferred) db.exec(sql);
      db.exec(staleDays);
      const named = db.prepare("select 1 from sqlite_master where name = 'users_search'").get();
      if (named) db.exec("insert into users_search (users_search) values ('rebuild')");
    })();
    db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
}

const BATCH = 10_000;

async function loadIntoPostgres(url: string, rows: YearRows): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const names = tables.map((table) => tableName[table]);
  try {
    await client.query('begin');
    // Not the indexes behind primary keys and unique constraints: the load needs those.
    const { rows: deferred } = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
       where schemaname = current_schema() and tablename = any($1)
         and indexname not in (select conname from pg_constraint where contype in ('p', 'u'))`,
      [names],
    );
    for (const { name } of deferred) await client.query(`drop index ${name}`);
    for (const name of names) await client.query(`alter table ${name} disable trigger user`);
    await client.query('set local synchronous_commit = off');
    // As a restore does: foreign keys unchecked while loading (rows consistent by
    // construction). Only a superuser may; anyone else loads with them checked.
    await client.query('savepoint replica');
    try {
      await client.query('set local session_replication_role = replica');
    } catch {
      await client.query('rollback to savepoint replica');
    }
    for (const table of tables) {
      const columnNames = columns[table];
      const sql =
        `insert into ${tableName[table]} (${columnNames.join(', ')}) ` +
        `select * from unnest(${columnNames.map((name, i) => `$${i + 1}::${pgType(name)}[]`).join(', ')})`;
      const all = rows[table];
      for (let from = 0; from < all.length; from += BATCH) {
        const batch = all.slice(from, from + BATCH);
        await client.query(
          sql,
          columnNames.map((_, i) => batch.map((row) => row[i])),
        );
      }
      // Identity columns carry on after the ids written here.
      await client.query(
        `select setval(pg_get_serial_sequence('${tableName[table]}', 'id'), (select max(id) from ${tableName[table]}))`,
      );
    }
    await client.query('set local session_replication_role = origin');
    for (const { definition } of deferred) await client.query(definition);
    for (const name of names) await client.query(`alter table ${name} enable trigger user`);
    await client.query(staleDays);
    await client.query('commit');
    await client.query('analyze');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
