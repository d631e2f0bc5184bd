import SQLite from 'better-sqlite3';
import pg from 'pg';
import { columns, type Dish, type YearRows } from './year-data';

// Loads a made-up year straight into a migrated shop database (the server stopped, or on
// PostgreSQL, idle): SQLite in one transaction of prepared statements, PostgreSQL in batches
// of multi-row inserts from arrays (unnest), then PostgreSQL's statistics, as autovacuum would
// gather them a minute later.

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

function loadIntoSqlite(file: string, rows: YearRows): void {
  const db = new SQLite(file);
  try {
    db.pragma('journal_mode = WAL');
    // Rows are consistent by construction; checking each one's keys would triple the time.
    db.pragma('foreign_keys = OFF');
    db.pragma('cache_size = -200000');
    db.transaction(() => {
      for (const table of tables) {
        const names = columns[table];
        const insert = db.prepare(
          `insert into ${tableName[table]} (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`,
        );
        for (const row of rows[table]) insert.run(row);
      }
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

const BATCH = 10_000;

async function loadIntoPostgres(url: string, rows: YearRows): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    for (const table of tables) {
      const names = columns[table];
      const sql =
        `insert into ${tableName[table]} (${names.join(', ')}) ` +
        `select * from unnest(${names.map((name, i) => `$${i + 1}::${pgType(name)}[]`).join(', ')})`;
      const all = rows[table];
      for (let from = 0; from < all.length; from += BATCH) {
        const batch = all.slice(from, from + BATCH);
        await client.query(
          sql,
          names.map((_, i) => batch.map((row) => row[i])),
        );
      }
      // Identity columns carry on after the ids written here.
      await client.query(
        `select setval(pg_get_serial_sequence('${tableName[table]}', 'id'), (select max(id) from ${tableName[table]}))`,
      );
    }
    await client.query('commit');
    await client.query('analyze');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
