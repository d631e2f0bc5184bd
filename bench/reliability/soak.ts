// Soak: 100 concurrent clients browse, fill carts and order for 60 s (10 s in `npm test`) while
// staff watch live events. Every answer must be the expected one (0 errors); prints p99 latency
// and the server's memory, which must stop growing; then checks orders and stock as after a crash.
//   npx tsx bench/reliability/soak.ts
import { randomUUID } from 'node:crypto';
import type { CartItem, CartResponse } from '@buka/domain/cart';
import type { PlaceOrderResponse } from '@buka/domain/orders';
import {
  ADMIN_PHONE,
  call,
  customerPhone,
  NoAnswer,
  prepareShop,
  signUp,
  type Customer,
} from '../lib/api';
import { audit, auditPassed, describeAudit } from './lib/invariants';
import { memoryTrend, sampleMemory } from './lib/memory';
import { orderBody, type Acknowledged } from './lib/order-load';
import { freePort, startServer } from './lib/server-process';
import { openEventStream, waitFor } from './lib/sse';
import { postgresStore, postgresUrl, sqliteStore, type Store } from './lib/store';
import { machineLoad, reliabilityScale, runIfMain, type SuiteReport } from './lib/suite';
import { percentile, runPool } from '../lib/load-pool';

interface Tally {
  requests: number;
  errors: Map<string, number>;
  latencies: number[];
  orderLatencies: number[];
  acks: Acknowledged[];
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

/** One customer's visit: look, fill the cart, change it, order it, look at the order. */
async function visit(
  base: string,
  customer: Customer,
  foodIds: number[],
  tally: Tally,
  page: boolean,
) {
  const token = customer.token;
  const expect = async <T>(
    what: string,
    wanted: number,
    method: string,
    url: string,
    body?: unknown,
  ) => {
    const t0 = performance.now();
    tally.requests++;
    try {
      const answer = await call<T>(base, method, url, { token, body });
      tally.latencies.push(performance.now() - t0);
      if (answer.status !== wanted) {
        const key = `${what} answered ${answer.status}`;
        tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
        return undefined;
      }
      return answer;
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      tally.errors.set(`${what}: no answer`, (tally.errors.get(`${what}: no answer`) ?? 0) + 1);
      return undefined;
    }
  };

  await expect('menu', 200, 'GET', '/api/products');
  await expect('settings', 200, 'GET', '/api/settings');
  if (page) await expect('home page', 200, 'GET', '/');
  const wanted = [...foodIds]
    .sort(() => Math.random() - 0.5)
    .slice(0, 1 + Math.floor(Math.random() * 3));
  const lines: CartItem[] = [];
  for (const fid of wanted) {
    const added = await expect<CartItem>('add to cart', 201, 'POST', '/api/cart', { fid });
    if (added) lines.push(added.data);
  }
  if (lines.length === 0) return;
  const changed = pick(lines);
  const qty = 2 + Math.floor(Math.random() * 2);
  if (await expect('change quantity', 200, 'PATCH', `/api/cart/${changed.id}`, { qty })) {
    changed.qty = qty;
  }
  if (lines.length > 1 && Math.random() < 0.3) {
    const dropped = lines.pop()!;
    await expect('remove a line', 204, 'DELETE', `/api/cart/${dropped.id}`);
  }
  const cart = await expect<CartResponse>('cart', 200, 'GET', '/api/cart');
  if (cart && cart.data.items.length !== lines.length) {
    tally.errors.set(
      'cart shows other lines',
      (tally.errors.get('cart shows other lines') ?? 0) + 1,
    );
  }

  const ordered = lines.map((line) => ({ id: line.fid, qty: line.qty }));
  const t0 = performance.now();
  tally.requests++;
  const placed = await call<PlaceOrderResponse>(base, 'POST', '/api/orders', {
    token,
    headers: { 'idempotency-key': randomUUID() },
    body: orderBody(customer, ordered),
  }).catch((error: unknown) => {
    if (error instanceof NoAnswer) return undefined;
    throw error;
  });
  tally.latencies.push(performance.now() - t0);
  tally.orderLatencies.push(performance.now() - t0);
  if (placed?.status !== 201) {
    const key = `order answered ${placed?.status ?? 'nothing'}`;
    tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
    // What was not ordered stays in the cart: empty it for the next visit.
    await expect('clear cart', 200, 'DELETE', '/api/cart');
    return;
  }
  tally.acks.push({
    key: '',
    customer,
    lines: ordered,
    orderId: placed.data.id,
    total: placed.data.total,
  });
  await expect('my orders', 200, 'GET', '/api/orders/user/orders?pageNumber=1');
  await expect('one order', 200, 'GET', `/api/orders/${placed.data.id}`);
}

export async function soakSuite(
  store: Store,
  options: { clients: number; durationMs: number },
): Promise<SuiteReport> {
  const server = await startServer({
    port: await freePort(),
    dataDir: store.dataDir,
    databaseUrl: store.databaseUrl,
    adminPhones: ADMIN_PHONE,
    heapProbe: true,
  });
  try {
    const { admin, stock } = await prepareShop(server.url, () => 100_000);
    const foodIds = [...stock.keys()];
    const customers = await runPool(
      Array.from({ length: options.clients }, (_, i) => i),
      4,
      (i) => signUp(server.url, customerPhone(i)),
    );
    const page = (await call(server.url, 'GET', '/')).status === 200;
    const staff = await openEventStream(server.url, admin.token);

    const tally: Tally = {
      requests: 0,
      errors: new Map(),
      latencies: [],
      orderLatencies: [],
      acks: [],
    };
    // About 24 samples whatever the length; each is a full collection, a short pause.
    const memory = sampleMemory(server, Math.max(250, options.durationMs / 24));
    const startedAt = performance.now();
    const deadline = startedAt + options.durationMs;
    await Promise.all(
      customers.map(async (customer) => {
        while (performance.now() < deadline)
          await visit(server.url, customer, foodIds, tally, page);
      }),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    const samples = await memory.stop();
    const trend = memoryTrend(samples);

    const heard = () => staff.events.filter((event) => event.type === 'order.created').length;
    await waitFor(() => heard() >= tally.acks.length, 5_000);
    const staffHeard = heard();
    staff.close();
    const result = audit(await store.snapshot(), tally.acks, stock);
    const errors = [...tally.errors].reduce((sum, [, n]) => sum + n, 0);
    tally.latencies.sort((a, b) => a - b);
    tally.orderLatencies.sort((a, b) => a - b);
    const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(0)} ms`;
    const passed =
      errors === 0 &&
      trend.settled &&
      auditPassed(result) &&
      staffHeard === tally.acks.length &&
      server.isRunning();
    return {
      title: `Soak on ${store.label}: ${options.clients} clients for ${(options.durationMs / 1000).toFixed(0)} s`,
      passed,
      lines: [
        `machine load ${machineLoad()}; ${tally.requests} requests in ${seconds.toFixed(1)} s ` +
          `(${(tally.requests / seconds).toFixed(0)}/s), ${tally.acks.length} orders placed` +
          `${page ? '' : ' (web app not built: home page left out)'}`,
        `errors ${errors}${errors ? `: ${[...tally.errors].map(([what, n]) => `${what} ×${n}`).join('; ')}` : ''}`,
        `latency, every request: p50 ${ms(tally.latencies, 50)}, p99 ${ms(tally.latencies, 99)}, ` +
          `max ${ms(tally.latencies, 100)}; placing an order: p50 ${ms(tally.orderLatencies, 50)}, ` +
          `p99 ${ms(tally.orderLatencies, 99)}`,
        `server memory (RSS): ${trend.describe}`,
        `staff's live stream heard ${staffHeard} of ${tally.acks.length} new orders`,
        ...describeAudit(result),
      ],
    };
  } finally {
    await server.stop();
  }
}

/** SQLite always; PostgreSQL too in the full run when a server is configured. */
export async function soakSuites(clients: number, durationMs: number, withPostgres: boolean) {
  const stores: (() => Promise<Store>)[] = [async () => sqliteStore()];
  const pgUrl = postgresUrl();
  if (pgUrl && withPostgres) stores.push(() => postgresStore(pgUrl));
  const reports: SuiteReport[] = [];
  for (const open of stores) {
    const store = await open();
    try {
      reports.push(await soakSuite(store, { clients, durationMs }));
    } finally {
      await store.cleanup();
    }
  }
  return reports;
}

await runIfMain(import.meta.url, () => {
  const scale = reliabilityScale();
  return soakSuites(scale.soakClients, scale.soakMs, !scale.small);
});
