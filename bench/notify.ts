// npm run bench:notify — how long a new order takes to reach the staff's devices as a push, from
// the customer's tap on "Place order" to the push service holding it (issue: never miss an
// order; the systems restaurants trust reach the device within about 70 seconds or phone).
// For each dialect (SQLite; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set):
// the built server (server/dist) with pushes allowed to this machine, a push service on
// 127.0.0.1 that checks each push's VAPID signature and decrypts it with the device's keys
// (server/src/notifications/testing/fake-push-service.ts), STAFF_DEVICES staff devices, then
// orders one at a time (a quiet evening) and a rush of orders at once. Every order must reach
// every device exactly once. BENCH_NOTIFY_ORDERS (40) and BENCH_NOTIFY_RUSH (30) set the counts.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from '../server/src/notifications/testing/fake-push-service';
import {
  ADMIN_PHONE,
  call,
  customerPhone,
  expectStatus,
  prepareShop,
  signUp,
  type Customer,
} from './lib/api';
import { percentile, runPool } from './lib/load-pool';
import { createBenchDatabase } from './lib/pg-bench-database';
import { startServer, type RunningServer } from './lib/start-built-server';

const root = path.resolve(import.meta.dirname, '..');
const PORTS = { from: 5100, to: 5119 };
const STAFF_DEVICES = 3;
const QUIET_ORDERS = Number(process.env.BENCH_NOTIFY_ORDERS ?? 40);
const RUSH_ORDERS = Number(process.env.BENCH_NOTIFY_RUSH ?? 30);
/** Where the restaurants' systems give up on the device and phone instead. */
const BUDGET_MS = 70_000;

interface Timed {
  id: number;
  /** When the customer's request left, and when the shop answered it (Date.now()). */
  sentAt: number;
  answeredAt: number;
}

async function placeOrder(server: RunningServer, customer: Customer): Promise<Timed> {
  const sentAt = Date.now();
  const placed = await expectStatus(
    call<{ id: number }>(server.url, 'POST', '/api/orders', {
      token: customer.token,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        name: 'Bench Customer',
        phone: '08070000002',
        address: '1 Bench Street, Kubwa',
        area: 'Samaru',
        products: [{ id: 101, qty: 1 }],
        paymentMethod: 'cash',
      },
    }),
    201,
    'POST /api/orders',
  );
  return { id: placed.id, sentAt, answeredAt: Date.now() };
}

/** Waits until every device holds a push for every order (or 70 s passed). */
async function waitForAll(devices: FakeSubscription[], orders: Timed[]): Promise<void> {
  const wanted = new Set(orders.map((order) => `order-${order.id}`));
  const until = Date.now() + BUDGET_MS;
  while (Date.now() < until) {
    const done = devices.every(
      (device) =>
        device.received.filter((push) => wanted.has((push.message as { tag: string }).tag))
          .length >= wanted.size,
    );
    if (done) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Figures {
  label: string;
  pushes: number;
  expected: number;
  /** From the customer's tap to the push service (ms), every order × device. */
  fromTap: number[];
  /** From the shop's answer to the customer to the push service (ms). */
  fromAnswer: number[];
  duplicates: number;
}

function measure(
  label: string,
  devices: FakeSubscription[],
  orders: Timed[],
  push: FakePushService,
): Figures {
  const fromTap: number[] = [];
  const fromAnswer: number[] = [];
  let pushes = 0;
  let duplicates = 0;
  for (const order of orders) {
    for (const device of devices) {
      const about = device.received.filter(
        (one) => (one.message as { tag: string }).tag === `order-${order.id}`,
      );
      pushes += Math.min(about.length, 1);
      duplicates += Math.max(0, about.length - 1);
      const first = about[0];
      if (!first) continue;
      fromTap.push(first.at - order.sentAt);
      fromAnswer.push(Math.max(0, first.at - order.answeredAt));
    }
  }
  if (push.refused.length > 0) throw new Error(`pushes refused: ${push.refused.join('; ')}`);
  return {
    label,
    pushes,
    expected: orders.length * devices.length,
    fromTap: fromTap.sort((a, b) => a - b),
    fromAnswer: fromAnswer.sort((a, b) => a - b),
    duplicates,
  };
}

function report(figures: Figures): boolean {
  const { fromTap, fromAnswer } = figures;
  const ok =
    figures.pushes === figures.expected &&
    figures.duplicates === 0 &&
    (fromTap.at(-1) ?? Infinity) < BUDGET_MS;
  console.log(
    `  ${figures.label}: ${figures.pushes}/${figures.expected} pushes, ${figures.duplicates} twice; ` +
      `tap → device p50 ${percentile(fromTap, 50)} ms, p99 ${percentile(fromTap, 99)} ms, ` +
      `longest ${fromTap.at(-1)} ms; after the customer's answer p50 ${percentile(fromAnswer, 50)} ms, ` +
      `longest ${fromAnswer.at(-1)} ms: ${ok ? 'OK' : 'FAILED'}`,
  );
  return ok;
}

async function benchOne(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const push = await startFakePushService();
  const server = await startServer({
    root,
    databaseUrl,
    adminPhone: ADMIN_PHONE,
    ports: PORTS,
    env: { PUSH_SERVICES: 'http://127.0.0.1' },
  });
  try {
    const { admin } = await prepareShop(server.url, () => 100_000);
    const devices = Array.from({ length: STAFF_DEVICES }, () => push.subscribe());
    for (const device of devices) {
      await expectStatus(
        call(server.url, 'POST', '/api/push/subscriptions', {
          token: admin.token,
          body: { endpoint: device.endpoint, keys: device.keys },
        }),
        201,
        'POST /api/push/subscriptions',
      );
    }
    const customers = await runPool(
      Array.from({ length: Math.max(RUSH_ORDERS, 1) }, (_, i) => i),
      5,
      (i) => signUp(server.url, customerPhone(i), 'Bench Customer'),
    );
    // Warm-up, not counted: the first order and its pushes (connections, the server's JIT).
    const warm = await placeOrder(server, customers[0]!);
    await waitForAll(devices, [warm]);

    const quiet: Timed[] = [];
    for (let i = 0; i < QUIET_ORDERS; i++) {
      const order = await placeOrder(server, customers[i % customers.length]!);
      await waitForAll(devices, [order]);
      quiet.push(order);
    }
    const rush = await Promise.all(customers.map((customer) => placeOrder(server, customer)));
    await waitForAll(devices, rush);

    const load = os.loadavg()[0]!.toFixed(1);
    console.log(`\n${label} (machine load ${load} on ${os.cpus().length} cores)`);
    const quietOk = report(measure(`${QUIET_ORDERS} orders one at a time`, devices, quiet, push));
    const rushOk = report(measure(`${rush.length} orders at once`, devices, rush, push));
    return quietOk && rushOk;
  } finally {
    await server.stop();
    await push.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'server/dist/main.js'))) {
    console.error('server/dist/main.js is missing: run  npm run build -w server  first.');
    process.exit(1);
  }
  console.log(`Order → ${STAFF_DEVICES} staff devices as Web Push (budget ${BUDGET_MS / 1000} s)`);
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
