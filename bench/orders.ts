// npm run bench:orders — order placement under load against the built server (server/dist).
// For each dialect (SQLite; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set):
// a fresh data directory or database, the shop opened around the clock by an admin, one dish
// with a large stock, then 50 customers ordering at once for a bounded time. Prints orders per
// second, p50/p99 latency, and checks that the stock taken equals the orders the server holds.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Food } from '@buka/domain/products';
import {
  call,
  customerPhone,
  menu,
  openAroundTheClock,
  setStock,
  signUp,
  type Customer,
} from './lib/api';
import { startServer, type RunningServer } from './lib/start-built-server';
import { createBenchDatabase } from './lib/pg-bench-database';
import { percentile, runPool } from './lib/load-pool';

const root = path.resolve(import.meta.dirname, '..');
const CLIENTS = 50;
const RUN_MS = Number(process.env.BENCH_ORDERS_MS ?? 8_000);
const MAX_ORDERS = 50_000;
const DISH = 101;
const STOCK = 100_000;

/** The shop open round the clock and one dish with a big stock. */
async function prepareShop(server: RunningServer, admin: Customer): Promise<void> {
  await openAroundTheClock(server.url, admin);
  await setStock(server.url, admin, await dish(server), STOCK);
}

async function dish(server: RunningServer): Promise<Food> {
  const food = (await menu(server.url)).find((product) => product.id === DISH);
  if (!food) throw new Error(`dish ${DISH} is not on the menu`);
  return food;
}

/** Every order the server holds for these customers, read back through their own order lists. */
async function countServerOrders(server: RunningServer, customers: Customer[]): Promise<number> {
  let total = 0;
  await runPool(customers, 10, async (customer) => {
    for (let page = 1; ; page++) {
      const { status, data } = await call<{ orders: unknown[] }>(
        server.url,
        'GET',
        `/api/orders/user/orders?userId=${customer.uid}&pageNumber=${page}`,
        { token: customer.token },
      );
      if (status === 404) return;
      if (status !== 200) throw new Error(`orders list answered ${status}`);
      total += data.orders.length;
    }
  });
  return total;
}

async function benchOne(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const run = randomBytes(3).toString('hex');
  const adminPhone = `0901${String(parseInt(run, 16) % 10_000_000).padStart(7, '0')}`;
  const setupStart = performance.now();
  const server = await startServer({ root, databaseUrl, adminPhone });
  try {
    const admin = await signUp(server.url, adminPhone, 'Bench Admin');
    await prepareShop(server, admin);
    const customers = await runPool(
      Array.from({ length: CLIENTS }, (_, i) => i),
      5,
      (i) => signUp(server.url, customerPhone(i), 'Bench Customer'),
    );

    const setupSeconds = (performance.now() - setupStart) / 1000;
    const statuses = new Map<number, number>();
    let created = 0;
    const placeOne = async (customer: Customer) => {
      const { status } = await call(server.url, 'POST', '/api/orders', {
        token: customer.token,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          name: 'Bench Customer',
          phone: '08070000000',
          address: '1 Bench Street, Kubwa',
          area: 'Samaru',
          userId: customer.uid,
          total: 0,
          clientId: customer.uid,
          products: [{ id: DISH, qty: 1 }],
          paymentMethod: 'cash',
          delivery: true,
        },
      });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 201) created++;
    };
    // Warm-up, not timed: every client's first order (connections, the server's JIT).
    await Promise.all(customers.map(placeOne));

    const warmUpOrders = created;
    const latencies: number[] = [];
    const startedAt = performance.now();
    const deadline = startedAt + RUN_MS;
    await Promise.all(
      customers.map(async (customer) => {
        while (performance.now() < deadline && latencies.length < MAX_ORDERS) {
          const t0 = performance.now();
          await placeOne(customer);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    const timedOrders = created - warmUpOrders;

    const stockLeft = (await dish(server)).stock;
    const held = await countServerOrders(server, customers);
    const agree = STOCK - stockLeft === created && held === created;
    latencies.sort((a, b) => a - b);
    // Other work on the machine moves these figures a lot; the load says how busy it was.
    const load = os.loadavg()[0]!.toFixed(1);
    console.log(`\n${label} (machine load ${load} on ${os.cpus().length} cores)`);
    console.log(
      `  set-up ${setupSeconds.toFixed(1)} s (start, open the shop, ${CLIENTS} sign-ups); ` +
        `load ${seconds.toFixed(1)} s from ${CLIENTS} clients, ${latencies.length} timed requests`,
    );
    console.log(`  answers: ${[...statuses].map(([status, n]) => `${status}×${n}`).join(', ')}`);
    console.log(
      `  orders/s: ${(timedOrders / seconds).toFixed(1)} (after one warm-up order per client)`,
    );
    console.log(
      `  latency: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
    console.log(
      `  check: stock ${STOCK} → ${stockLeft} (taken ${STOCK - stockLeft}), orders created ${created}, ` +
        `orders held by the server ${held}: ${agree ? 'OK' : 'MISMATCH'}`,
    );
    return agree && statuses.size === 1;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'server/dist/main.js'))) {
    console.error('server/dist/main.js is missing: run  npm run build -w server  first.');
    process.exit(1);
  }
  let ok = await benchOne('SQLite (embedded)', undefined);
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const database = await createBenchDatabase(pgUrl);
    try {
      ok = (await benchOne('PostgreSQL', database.url)) && ok;
    } finally {
      await database.drop();
    }
  } else {
    console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to run it)');
  }
  if (!ok) process.exitCode = 1;
}

await main();
