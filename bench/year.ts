// npm run bench:year — a busy restaurant's year (300,000 orders, ~750,000 lines, 30,000
// customers) written straight into the database, then the staff area's heavy reads timed
// through the API of the built server: each report over a month and over the year, the
// dashboard, pages of the orders board and of users, and the year's orders as streamed CSV
// with the server's peak memory. SQLite; PostgreSQL too when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set (BENCH_YEAR_ONLY=sqlite|postgres for one). BENCH_YEAR_ORDERS shrinks
// the year (for a quick look).
// Each figure is printed as a line `YEAR-ROW {json}` that `npm run bench` reads into its table.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shopToday } from '@buka/domain/shop-clock';
import { call, signUp, type Customer } from './lib/api';
import { createBenchDatabase } from './lib/pg-bench-database';
import { startServer, type RunningServer } from './lib/start-built-server';
import { ms, type Row } from './lib/table';
import { FULL_YEAR, makeYear } from './lib/year-data';
import { loadYear, readShopStart, type Target } from './lib/year-load';

const root = path.resolve(import.meta.dirname, '..');
const PORTS = { from: 4300, to: 4349 };
const ADMIN = '09018000001';
const orders = Number(process.env.BENCH_YEAR_ORDERS ?? FULL_YEAR.orders);
const size = { orders, customers: Math.round((orders / FULL_YEAR.orders) * FULL_YEAR.customers) };
const DAY = 86_400_000;

function emit(row: Row): void {
  console.log(`YEAR-ROW ${JSON.stringify(row)}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The time of one GET through the API (answer read in full), checked to be a 200. */
async function timed(server: RunningServer, admin: Customer, url: string): Promise<number> {
  const started = performance.now();
  const { status } = await call(server.url, 'GET', url, { token: admin.token, timeoutMs: 120_000 });
  const took = performance.now() - started;
  if (status !== 200) throw new Error(`GET ${url} answered ${status}`);
  return took;
}

/** Median of `runs` calls after one unmeasured call (connections, JIT, caches). */
async function medianOf(server: RunningServer, admin: Customer, url: string, runs = 5) {
  await timed(server, admin, url);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timed(server, admin, url));
  return median(times);
}

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Downloads the year's orders CSV, sampling the server's resident memory every 20 ms. */
async function csvYear(server: RunningServer, admin: Customer, query: string) {
  const before = rssKb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server.pid))), 20);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/admin/reports/orders.csv?${query}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body!) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(server.pid));
  return {
    status: response.status,
    bytes,
    lines,
    seconds,
    beforeMb: before / 1024,
    peakMb: peak / 1024,
  };
}

async function benchOne(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'buka-year-'));
  try {
    // The shop migrates and lays its menu at first start; its admin signs up.
    let server = await startServer({ root, databaseUrl, adminPhone: ADMIN, ports: PORTS, dataDir });
    const admin = await signUp(server.url, ADMIN, 'Year Admin');
    await server.stop();

    const target: Target = databaseUrl
      ? { postgresUrl: databaseUrl }
      : { sqliteFile: path.join(dataDir, 'buka.db') };
    const now = Date.now();
    const made = performance.now();
    const rows = makeYear({ size, now, ...(await readShopStart(target)) });
    const madeSeconds = (performance.now() - made) / 1000;
    const loaded = performance.now();
    await loadYear(target, rows);
    const loadSeconds = (performance.now() - loaded) / 1000;
    emit({
      area: `Year (${label})`,
      measure: 'Seeding: made up in memory, then written straight into the database',
      result: `${rows.orders.length.toLocaleString('en-US')} orders, ${rows.orderItems.length.toLocaleString('en-US')} lines, ${rows.users.length.toLocaleString('en-US')} customers, ${rows.payments.length.toLocaleString('en-US')} payments, ${rows.refunds.length.toLocaleString('en-US')} refunds: made in ${madeSeconds.toFixed(1)} s, written in ${loadSeconds.toFixed(1)} s`,
      target: '',
      met: null,
    });

    server = await startServer({ root, databaseUrl, adminPhone: ADMIN, ports: PORTS, dataDir });
    try {
      const today = shopToday(now);
      const year = `from=${shopToday(now - 364 * DAY)}&to=${today}`;
      const month = `from=${shopToday(now - 29 * DAY)}&to=${today}`;
      // The first reports after a bulk load build every day's totals once (the server also
      // builds them in the background): month by month, as staff opening reports would.
      const cold = performance.now();
      for (let back = 12; back >= 0; back--) {
        const to = now - back * 28 * DAY;
        await timed(
          server,
          admin,
          `/api/admin/reports?from=${shopToday(to - 27 * DAY)}&to=${shopToday(to)}`,
        );
      }
      emit({
        area: `Year (${label})`,
        measure: "First reports after loading the year (build 365 days' totals, once)",
        result: `${((performance.now() - cold) / 1000).toFixed(1)} s`,
        target: '',
        met: null,
      });
      const reports: [string, string][] = [
        ['Report, last 30 days by day', `/api/admin/reports?${month}&by=day`],
        ['Report, the year by day', `/api/admin/reports?${year}&by=day`],
        ['Report, the year by month', `/api/admin/reports?${year}&by=month`],
        ['Cash-up, last 30 days', `/api/admin/reports/cash-up?${month}`],
        ['Cash-up, the year', `/api/admin/reports/cash-up?${year}`],
        ['Dishes CSV, the year', `/api/admin/reports/dishes.csv?${year}`],
      ];
      for (const [measure, url] of reports) {
        const took = await medianOf(server, admin, url);
        emit({
          area: `Year (${label})`,
          measure: `${measure} (median of 5)`,
          result: ms(took),
          target: '≤ 300 ms',
          met: took <= 300,
        });
      }
      const dashboard = await medianOf(server, admin, '/api/admin/dashboard', 9);
      emit({
        area: `Year (${label})`,
        measure: 'Dashboard (median of 9)',
        result: ms(dashboard),
        target: '≤ 50 ms',
        met: dashboard <= 50,
      });

      // The board pages from an order (keyset): a deep page is asked for as staff reach it,
      // older than the last order of the page before.
      const total = rows.orders.length;
      const idAt = (list: unknown[][], fromNewest: number) =>
        list[Math.max(0, list.length - fromNewest)]?.[0] as number;
      const unpaid = rows.orders.filter((order) => order[4] === 0);
      const boards: [string, string][] = [
        ['newest page', ''],
        ['page 100', `before=${idAt(rows.orders, 99 * 30)}`],
        [`oldest page (${Math.ceil(total / 30)})`, 'oldest=true'],
        ['delivered, oldest page', 'status=1&oldest=true'],
        ['page 5,000, newer from it', `after=${idAt(rows.orders, 5000 * 30)}`],
        ['waiting (open)', 'status=open'],
        ['waiting, page 2', `status=open&before=${idAt(rows.orders, 60)}`],
        ['unpaid, newest page', 'paid=false'],
        ['unpaid, page 500', `paid=false&before=${idAt(unpaid, 499 * 30)}`],
        ['canceled and paid, newest page', 'status=-1&paid=true'],
      ];
      const boardTimes: string[] = [];
      let slowest = 0;
      for (const [name, query] of boards) {
        const took = await medianOf(server, admin, `/api/admin/orders?${query}`);
        slowest = Math.max(slowest, took);
        boardTimes.push(`${name} ${ms(took)}`);
      }
      emit({
        area: `Year (${label})`,
        measure: 'Orders board pages, 30 orders each (median of 5 each)',
        result: boardTimes.join('; '),
        target: '≤ 50 ms each',
        met: slowest <= 50,
      });
      const users: [string, string][] = [
        ['page 1', 'page=1'],
        [
          `last page (${Math.ceil(rows.users.length / 50)})`,
          `page=${Math.ceil((rows.users.length + 1) / 50)}`,
        ],
        ['search "amina", page 1', 'search=amina'],
      ];
      const userTimes: string[] = [];
      let slowestUsers = 0;
      for (const [name, query] of users) {
        const took = await medianOf(server, admin, `/api/users?${query}`);
        slowestUsers = Math.max(slowestUsers, took);
        userTimes.push(`${name} ${ms(took)}`);
      }
      emit({
        area: `Year (${label})`,
        measure: 'Users pages, 50 each (median of 5 each)',
        result: userTimes.join('; '),
        target: '≤ 50 ms each',
        met: slowestUsers <= 50,
      });

      const csv = await csvYear(server, admin, year);
      emit({
        area: `Year (${label})`,
        measure: "The year's orders as CSV, streamed",
        result: `${(csv.lines - 1).toLocaleString('en-US')} orders, ${(csv.bytes / 1e6).toFixed(1)} MB in ${csv.seconds.toFixed(1)} s; server memory (RSS) ${csv.beforeMb.toFixed(0)} MB before, peak ${csv.peakMb.toFixed(0)} MB while streaming`,
        target: 'streamed, memory flat',
        met: csv.status === 200 && csv.lines - 1 === total && csv.peakMb - csv.beforeMb < 100,
      });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  // BENCH_YEAR_ONLY=sqlite or postgres runs one database only.
  const only = process.env.BENCH_YEAR_ONLY;
  if (only !== 'postgres') await benchOne('SQLite', undefined);
  if (only === 'sqlite') return;
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to run it)');
    return;
  }
  const database = await createBenchDatabase(pgUrl);
  try {
    await benchOne('PostgreSQL', database.url);
  } finally {
    await database.drop();
  }
}

await main();
