// The server at its open-file limit: started with `ulimit -n 256`, then flooded with idle
// connections that are opened again as soon as they close, so every descriptor stays in use.
// Node then accepts and drops new connections by itself, unseen by the shop. The log must say
// so when it starts and once a minute while it lasts, health (asked on a connection opened
// before) must say so, and once the flood ends the shop must serve and take orders again by
// itself.
//   npx tsx bench/reliability/fd-limit.ts
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PHONE, call } from '../lib/api';
import { orderBody } from './lib/order-load';
import { freePort, sleep, startServer } from './lib/server-process';
import { openShop } from './lib/shop-load';
import { waitFor } from './lib/sse';
import {
  logMessage,
  machineLoad,
  reliabilityScale,
  runIfMain,
  type SuiteReport,
} from './lib/suite';

const LIMIT = 256;

/** Health asked over one keep-alive connection opened beforehand, as a proxy's check does. */
function healthOverKeptConnection(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    ask: () =>
      new Promise<{ status: number; problems: string[] }>((resolve) => {
        const request = http.get(
          { host: '127.0.0.1', port, path: '/api/health', agent, timeout: 10_000 },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => {
              const parsed = JSON.parse(body) as { problems?: { code: string }[] };
              resolve({
                status: response.statusCode ?? 0,
                problems: (parsed.problems ?? []).map((problem) => problem.code),
              });
            });
          },
        );
        request.on('timeout', () => request.destroy());
        request.on('error', () => resolve({ status: 0, problems: [] }));
      }),
    close: () => agent.destroy(),
  };
}

/** Keeps `count` idle connections open to the server, opening a new one whenever one closes. */
function flood(port: number, count: number) {
  const sockets = new Set<net.Socket>();
  let running = true;
  let dropped = 0;
  const open = () => {
    if (!running) return;
    const socket = net.connect(port, '127.0.0.1');
    sockets.add(socket);
    socket.on('error', () => {});
    // When the server's header timeout (20 s) closes the held connections all at once, some of
    // ours never hear of it and sit idle, holding nothing on the server: one idle for 5 s is
    // closed and opened again, so the flood keeps every descriptor in use.
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      dropped++;
      if (running) setTimeout(open, 100);
    });
  };
  for (let i = 0; i < count; i++) open();
  return {
    dropped: () => dropped,
    stop() {
      running = false;
      for (const socket of sockets) socket.destroy();
    },
  };
}

export async function fdLimitSuite(options: { holdMs: number }): Promise<SuiteReport> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'buka-fd-limit-'));
  const port = await freePort();
  const server = await startServer({
    port,
    dataDir,
    adminPhones: ADMIN_PHONE,
    keepLog: true,
    launcher: ['sh', '-c', `ulimit -n ${LIMIT} && exec "$@"`, 'sh'],
    // The connection caps (per address, and in all below the limit) would turn the flood away
    // before the limit; this is about the limit.
    env: { MAX_CONNECTIONS_PER_ADDRESS: '100000', MAX_OPEN_CONNECTIONS: '1000000' },
  });
  const health = healthOverKeptConnection(port);
  let exitedEarly = false;
  void server.exited.then(() => (exitedEarly = true));
  try {
    const shop = await openShop(server.url, 2);
    const before = await health.ask();
    const startedAt = performance.now();
    const connections = flood(port, LIMIT + 50);
    const started = () =>
      server.lines.map(logMessage).filter((line) => line.startsWith('At the open-file limit'));
    const logged = await waitFor(() => started().length > 0, 20_000);
    const loggedMs = performance.now() - startedAt;
    const during: { status: number; problems: string[] }[] = [];
    const holdUntil = performance.now() + options.holdMs;
    while (performance.now() < holdUntil) {
      during.push(await health.ask());
      await sleep(2_000);
    }
    const heldMs = performance.now() - startedAt;
    connections.stop();
    const stoppedAt = performance.now();
    let after = await health.ask();
    while (after.status !== 200 && performance.now() - stoppedAt < 30_000) {
      await sleep(500);
      after = await health.ask();
    }
    const recoveredMs = performance.now() - stoppedAt;
    const customer = shop.customers[0]!;
    const order = await call(server.url, 'POST', '/api/orders', {
      token: customer.token,
      body: orderBody(customer, [{ id: [...shop.stock.keys()][2]!, qty: 1 }]),
    });
    const ended = () =>
      server.lines
        .map(logMessage)
        .filter((line) => line.startsWith('Below the open-file limit again'));
    // Said as health turns 200; the line may reach the log a moment after the answer.
    await waitFor(() => ended().length > 0, 5_000);
    const startLines = started();
    const endLines = ended();
    // The start, then one more for each whole minute it lasted.
    const expectedLines = 1 + Math.floor((heldMs - loggedMs) / 60_000);
    const saidSo = during.filter((answer) => answer.problems.includes('fd-limit')).length;
    const passed =
      !exitedEarly &&
      server.isRunning() &&
      before.status === 200 &&
      logged &&
      saidSo > 0 &&
      during.every((answer) => answer.status === 503 || answer.status === 0) &&
      startLines.length >= expectedLines - 1 &&
      startLines.length <= expectedLines + 1 &&
      endLines.length === 1 &&
      after.status === 200 &&
      order.status === 201;
    return {
      title: `At the open-file limit (ulimit -n ${LIMIT}, flooded with idle connections)`,
      passed,
      lines: [
        `${LIMIT + 50} idle connections kept open for ${(heldMs / 1000).toFixed(0)} s (machine ` +
          `load ${machineLoad()}); the server dropped ${connections.dropped()} unseen`,
        `process ${server.pid} up throughout: ${!exitedEarly && server.isRunning()}; logged ` +
          `${logged ? `${(loggedMs / 1000).toFixed(1)} s after the flood began` : 'NEVER'}`,
        `health on a connection opened before: ${during.length} asks, ${saidSo} said fd-limit ` +
          `(${[...new Set(during.map((a) => `${a.status || 'no answer'} ${a.problems.join('+')}`))].join(', ')})`,
        `log lines while it lasted: ${startLines.length} (expected ${expectedLines}: at the start, ` +
          `then once a minute); on the end: ${endLines.length}`,
        ...[...startLines, ...endLines].map((line) => `  ${line}`),
        `flood ended: health ${after.status} after ${(recoveredMs / 1000).toFixed(1)} s; an order ` +
          `then answered ${order.status}; no restart`,
      ],
    };
  } finally {
    health.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function fdLimitOptions(small: boolean) {
  return { holdMs: small ? 8_000 : 130_000 };
}

await runIfMain(import.meta.url, async () => [
  await fdLimitSuite(fdLimitOptions(reliabilityScale().small)),
]);
