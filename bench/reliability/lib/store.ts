import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createBenchDatabase } from '../../lib/pg-bench-database';

export type Dialect = 'sqlite' | 'postgres';

export interface StoredOrder {
  userId: number | null;
  status: string;
  totalKobo: number;
  deliveryFeeKobo: number;
  /** food id → quantity */
  lines: Map<number, number>;
  itemsKobo: number;
}

export interface Snapshot {
  orders: Map<number, StoredOrder>;
  /** food id → stock now */
  stock: Map<number, number>;
}

/** Where one run keeps its data: a fresh DATA_DIR, and a fresh PostgreSQL database if asked. */
export interface Store {
  dialect: Dialect;
  label: string;
  dataDir: string;
  databaseUrl?: string;
  /** Reads every order with its lines, and every dish's stock, straight from the database. */
  snapshot(): Promise<Snapshot>;
  cleanup(): Promise<void>;
}

const ORDERS_SQL =
  'select o.id, o.user_id, o.status, o.total_kobo, o.delivery_fee_kobo, i.food_id, i.quantity, ' +
  'i.price_kobo from orders o left join order_items i on i.order_id = o.id';
const STOCK_SQL = 'select id, stock from foods';

interface Row {
  id: number;
  user_id: number | null;
  status: string;
  total_kobo: number;
  delivery_fee_kobo: number;
  food_id: number | null;
  quantity: number | null;
  price_kobo: number | null;
}

function toSnapshot(rows: Row[], stockRows: { id: number; stock: number }[]): Snapshot {
  const orders = new Map<number, StoredOrder>();
  for (const row of rows) {
    const id = Number(row.id);
    let order = orders.get(id);
    if (!order) {
      order = {
        userId: row.user_id === null ? null : Number(row.user_id),
        status: row.status,
        totalKobo: Number(row.total_kobo),
        deliveryFeeKobo: Number(row.delivery_fee_kobo),
        lines: new Map(),
        itemsKobo: 0,
      };
      orders.set(id, order);
    }
    if (row.food_id !== null) {
      const foodId = Number(row.food_id);
      order.lines.set(foodId, (order.lines.get(foodId) ?? 0) + Number(row.quantity));
      order.itemsKobo += Number(row.price_kobo) * Number(row.quantity);
    }
  }
  const stock = new Map(stockRows.map((row) => [Number(row.id), Number(row.stock)]));
  return { orders, stock };
}

function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'buka-reliability-'));
}

/** Every order and every dish's stock, read straight from a SQLite database file. */
export function sqliteSnapshot(file: string): Snapshot {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return toSnapshot(
      db.prepare(ORDERS_SQL).all() as Row[],
      db.prepare(STOCK_SQL).all() as { id: number; stock: number }[],
    );
  } finally {
    db.close();
  }
}

export function sqliteStore(): Store {
  const dataDir = tempDir();
  return {
    dialect: 'sqlite',
    label: 'SQLite',
    dataDir,
    snapshot: async () => sqliteSnapshot(path.join(dataDir, 'buka.db')),
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own, created on the server at adminUrl and dropped by cleanup(). */
export async function postgresStore(adminUrl: string): Promise<Store> {
  const database = await createBenchDatabase(adminUrl);
  const dataDir = tempDir();
  return {
    dialect: 'postgres',
    label: 'PostgreSQL',
    dataDir,
    databaseUrl: database.url,
    async snapshot() {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const orders = await client.query<Row>(ORDERS_SQL);
        const stock = await client.query<{ id: number; stock: number }>(STOCK_SQL);
        return toSnapshot(orders.rows, stock.rows);
      } finally {
        await client.end();
      }
    },
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** The PostgreSQL server to test against, when one is configured. */
export function postgresUrl(): string | undefined {
  return process.env.RELIABILITY_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
}
