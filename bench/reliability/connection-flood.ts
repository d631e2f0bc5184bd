// A flood of slow connections from many addresses (docs/server-rules.md#limits): every local
// address 127.0.0.x holds its share of sockets (within MAX_CONNECTIONS_PER_ADDRESS), each
// sending the headers of a small POST and then its body one byte every 10 s, opened again as
// soon as the server closes it. Together they are more than the server's open-file limit
// (started with `ulimit -n`). Meanwhile a health check and a customer opening the menu, each on
// a fresh connection, must keep answering with a p95 under 1 s; the shop must serve an order
// afterwards. Linux routes all of 127.0.0.0/8 to the loopback, so no setup is needed.
//   npx tsx bench/reliability/connection-flood.ts        (RELIABILITY_SCALE=small: bounded)
// MAX_OPEN_CONNECTIONS given here is handed to the server: 1000000 turns the cap off in effect,
// to see the flood win.
import http from 'node:http';
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PHONE, call } from '../lib/api';
import { orderBody } from './lib/order-load';
import { freePort, sleep, startServer } from './lib/server-process';
import { openShop } from './lib/shop-load';
import { machineLoad, reliabilityScale, runIfMain, type SuiteReport } from './lib/suite';
import { openConnectionsFor } from '../../server/src/http/connection-guard';

export interface FloodOptions {
  /** The server's open-file limit (ulimit -n). */
  descriptorLimit: number;
  /** Local addresses the flood comes from, 127.0.0.2 onwards. */
  addresses: number;
  /** Sockets each address keeps open. */
  perAddress: number;
  /** How long the flood lasts once every socket has been opened once. */
  holdMs: number;
}

export function floodOptions(small: boolean): FloodOptions {
  // Full: as many addresses as the attack that found the hole, their sockets 15% over the
  // limit. RELIABILITY_FLOOD=attack: that attack's own size, 86 × 256 against 20,000 (its
  // sockets need two flooding processes, which on a 2-core machine take the server's CPU).
  if (small) return { descriptorLimit: 1024, addresses: 12, perAddress: 100, holdMs: 10_000 };
  if (process.env.RELIABILITY_FLOOD === 'attack') {
    return { descriptorLimit: 20_000, addresses: 86, perAddress: 256, holdMs: 60_000 };
  }
  return { descriptorLimit: 8192, addresses: 86, perAddress: 110, holdMs: 60_000 };
}

const PROBE_TIMEOUT_MS = 5_000;
/** How often each flood socket sends one more byte (lib/slow-connections.mjs). */
const TRICKLE_EVERY_MS = 10_000;

interface FloodFigures {
  opened: number;
  closedByServer: number;
  open: number;
}

/**
 * The flood, run by lib/slow-connections.mjs in processes of their own, each with its own
 * open-file limit: at most 15,000 sockets each.
 */
function flood(port: number, options: FloodOptions) {
  const processes = Math.ceil((options.addresses * options.perAddress) / 15_000);
  const share = Math.ceil(options.addresses / processes);
  const children = Array.from({ length: processes }, (_, index) =>
    fork(
      path.join(import.meta.dirname, 'lib', 'slow-connections.mjs'),
      [
        String(port),
        String(2 + index * share),
        String(Math.min(share, options.addresses - index * share)),
        String(options.perAddress),
      ],
      { stdio: 'ignore' },
    ),
  );
  const started = Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) =>
          child.on('message', (message) => message === 'started' && resolve()),
        ),
    ),
  );
  const figuresOf = (child: ChildProcess) =>
    new Promise<FloodFigures>((resolve) => {
      child.once('message', (message) => resolve(message as FloodFigures));
      child.send('figures');
    });
  return {
    started,
    async figures(): Promise<FloodFigures> {
      const each = await Promise.all(children.map(figuresOf));
      return {
        opened: each.reduce((sum, figures) => sum + figures.opened, 0),
        closedByServer: each.reduce((sum, figures) => sum + figures.closedByServer, 0),
        open: each.reduce((sum, figures) => sum + figures.open, 0),
      };
    },
    async stop() {
      await Promise.all(
        children.map(async (child) => {
          if (!child.connected) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.send('stop');
          await exited;
        }),
      );
    },
  };
}

/** One GET on a fresh connection: its time in ms, or undefined when it got no 200. */
function timedGet(port: number, pathName: string): Promise<number | undefined> {
  const start = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathName, agent: false, timeout: PROBE_TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve(response.statusCode === 200 ? performance.now() - start : undefined),
        );
        response.on('error', () => resolve(undefined));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(undefined));
  });
}

/** The 95th percentile, a failed answer counting as slower than any. */
function p95(times: (number | undefined)[]): number {
  const sorted = times.map((time) => time ?? Infinity).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Infinity;
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'no answer');

function openDescriptors(pid: number): number | undefined {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return undefined;
  }
}

export async function connectionFloodSuite(options: FloodOptions): Promise<SuiteReport> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'buka-connection-flood-'));
  const port = await freePort();
  const cap = process.env.MAX_OPEN_CONNECTIONS;
  const server = await startServer({
    port,
    dataDir,
    adminPhones: ADMIN_PHONE,
    launcher: ['sh', '-c', `ulimit -n ${options.descriptorLimit} && exec "$@"`, 'sh'],
    env: cap ? { MAX_OPEN_CONNECTIONS: cap } : {},
  });
  let connections: ReturnType<typeof flood> | undefined;
  try {
    const shop = await openShop(server.url, 1);
    connections = flood(port, options);
    const health: (number | undefined)[] = [];
    const menu: (number | undefined)[] = [];
    let peakDescriptors = 0;
    const watch = setInterval(() => {
      peakDescriptors = Math.max(peakDescriptors, openDescriptors(server.pid) ?? 0);
    }, 250);
    const startedAt = performance.now();
    let floodUntil = Infinity;
    void connections.started.then(() => (floodUntil = performance.now() + options.holdMs));
    while (performance.now() < floodUntil) {
      health.push(await timedGet(port, '/api/health'));
      menu.push(await timedGet(port, '/menu'));
      await sleep(100);
    }
    clearInterval(watch);
    const floodSeconds = (performance.now() - startedAt) / 1000;
    const figures = await connections.figures();
    await connections.stop();
    const customer = shop.customers[0]!;
    const order = await call(server.url, 'POST', '/api/orders', {
      token: customer.token,
      body: orderBody(customer, [{ id: [...shop.stock.keys()][1]!, qty: 1 }]),
    });
    const healthP95 = p95(health);
    const menuP95 = p95(menu);
    const failed = (times: (number | undefined)[]) => times.filter((t) => t === undefined).length;
    const passed =
      server.isRunning() && healthP95 < 1_000 && menuP95 < 1_000 && order.status === 201;
    const sockets = options.addresses * options.perAddress;
    return {
      title:
        `A flood of slow connections from ${options.addresses} addresses ` +
        `(ulimit -n ${options.descriptorLimit}, MAX_OPEN_CONNECTIONS ` +
        `${cap ?? `unset, so ${openConnectionsFor(options.descriptorLimit)}`})`,
      passed,
      lines: [
        `${options.addresses} addresses × ${options.perAddress} sockets = ${sockets}, each ` +
          `trickling a body a byte every ${TRICKLE_EVERY_MS / 1000} s, for ` +
          `${floodSeconds.toFixed(0)} s (machine load ${machineLoad()})`,
        `flood sockets opened ${figures.opened}, closed by the server ` +
          `${figures.closedByServer}, open at the end ${figures.open}; server descriptors ` +
          `at most ${peakDescriptors} of ${options.descriptorLimit}`,
        `GET /api/health on a fresh connection: ${health.length} asks, p95 ${ms(healthP95)}, ` +
          `${failed(health)} without an answer`,
        `GET /menu on a fresh connection: ${menu.length} asks, p95 ${ms(menuP95)}, ` +
          `${failed(menu)} without an answer`,
        `flood ended: an order answered ${order.status}; server up throughout: ${server.isRunning()}`,
      ],
    };
  } finally {
    await connections?.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, async () => [
  await connectionFloodSuite(floodOptions(reliabilityScale().small)),
]);
