// SIGTERM: an order whose request is still arriving when SIGTERM comes is finished and answered
// 201, new connections are refused, open live-update streams are ended, and the process exits 0;
// after a restart the order is there; a client that never finishes holds the close only for
// SHUTDOWN_GRACE_SECONDS. The log: one JSON line per entry, the request id on every
// line about a request, the proxy's X-Request-Id kept, ids unique across restarts.
//   npx tsx bench/reliability/sigterm.ts
import http from 'node:http';
import { once } from 'node:events';
import type { Order, PlaceOrderResponse } from '@buka/domain/orders';
import { ADMIN_PHONE, call, customerPhone, prepareShop, signUp } from '../lib/api';
import { isEverythingBuilt } from './lib/built-server';
import { orderBody } from './lib/order-load';
import { freePort, isHealthy, sleep, startServer, type ServerProcess } from './lib/server-process';
import { openEventStream, waitFor } from './lib/sse';
import { postgresStore, postgresUrl, sqliteStore, type Store } from './lib/store';
import { runIfMain, type SuiteReport } from './lib/suite';

/** Sends the headers and half the body now; `finish()` sends the rest and reads the answer. */
function startSlowOrder(url: string, token: string, body: string) {
  const { hostname, port } = new URL(url);
  const request = http.request({
    hostname,
    port,
    method: 'POST',
    path: '/api/orders',
    agent: new http.Agent({ keepAlive: true, timeout: 60_000 }),
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      authorization: `Bearer ${token}`,
      'idempotency-key': `sigterm-${Date.now()}`,
    },
  });
  const answered = once(request, 'response') as Promise<[http.IncomingMessage]>;
  request.on('error', () => {});
  request.write(body.slice(0, body.length >> 1));
  return {
    async finish(): Promise<{ status: number; body: string; requestId: string | undefined }> {
      request.end(body.slice(body.length >> 1));
      const [response] = await answered;
      let text = '';
      for await (const chunk of response) text += chunk;
      const requestId = response.headers['x-request-id'];
      return { status: response.statusCode ?? 0, body: text, requestId: String(requestId) };
    },
  };
}

interface LogCheck {
  jsonLines: number;
  otherLines: number;
  requestLinesWithoutId: number;
  requestIds: Set<string>;
}

/** Pino's JSON lines; the start-up banner is the only plain text the server prints. */
function checkLog(lines: readonly string[]): LogCheck {
  const check: LogCheck = {
    jsonLines: 0,
    otherLines: 0,
    requestLinesWithoutId: 0,
    requestIds: new Set(),
  };
  for (const line of lines) {
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      check.otherLines++;
      continue;
    }
    check.jsonLines++;
    const aboutRequest = 'req' in entry || 'res' in entry || 'responseTime' in entry;
    if (typeof entry.reqId === 'string') check.requestIds.add(entry.reqId);
    else if (aboutRequest) check.requestLinesWithoutId++;
  }
  return check;
}

export async function sigtermSuite(store: Store, script: string): Promise<SuiteReport> {
  const port = await freePort();
  const start = () =>
    startServer({
      port,
      script,
      dataDir: store.dataDir,
      databaseUrl: store.databaseUrl,
      adminPhones: ADMIN_PHONE,
      logLevel: 'info',
      keepLog: true,
    });
  let server: ServerProcess = await start();
  try {
    const { admin, stock } = await prepareShop(server.url, () => 1_000);
    const customer = await signUp(server.url, customerPhone(1));
    const proxyId = `proxy-${Date.now()}`;
    await call(server.url, 'GET', '/api/health', { headers: { 'x-request-id': proxyId } });
    const stream = await openEventStream(server.url, admin.token);
    const dish = [...stock.keys()][0]!;
    const slow = startSlowOrder(
      server.url,
      customer.token,
      JSON.stringify(orderBody(customer, [{ id: dish, qty: 2 }])),
    );
    await sleep(300);

    const signalledAt = performance.now();
    server.kill('SIGTERM');
    await sleep(300);
    const refusesNewConnections = !(await isHealthy(server.url));
    const stillRunning = server.isRunning();
    const answer = await slow.finish();
    const answeredMs = performance.now() - signalledAt;
    const exit = await Promise.race([server.exited, sleep(15_000).then(() => undefined)]);
    const exitedMs = performance.now() - signalledAt;
    const streamEnded = await waitFor(() => stream.ended(), 1_000);
    const firstRun = checkLog(server.lines);
    if (!exit) {
      server.kill('SIGKILL');
      await server.exited;
    }

    server = await start();
    const order =
      answer.status === 201 ? (JSON.parse(answer.body) as PlaceOrderResponse) : undefined;
    const kept = order
      ? await call<Order>(server.url, 'GET', `/api/orders/${order.id}`, { token: customer.token })
      : undefined;
    const orderKept = kept?.status === 200 && kept.data.products[0]?.OrderProduct.quantity === 2;
    await call(server.url, 'GET', '/api/health');
    await server.stop();
    const secondRun = checkLog(server.lines);
    const sharedIds = [...secondRun.requestIds].filter((id) => firstRun.requestIds.has(id));
    const answerIdLogged =
      answer.requestId !== undefined && firstRun.requestIds.has(answer.requestId);

    const passed =
      stillRunning &&
      refusesNewConnections &&
      answer.status === 201 &&
      exit?.code === 0 &&
      streamEnded &&
      orderKept &&
      firstRun.requestLinesWithoutId + secondRun.requestLinesWithoutId === 0 &&
      firstRun.requestIds.has(proxyId) &&
      answerIdLogged &&
      sharedIds.length === 0;
    return {
      title: `SIGTERM on ${store.label}, ${script}`,
      passed,
      lines: [
        `order in flight when SIGTERM came: answered ${answer.status} after ` +
          `${(answeredMs / 1000).toFixed(1)} s; still running meanwhile: ${stillRunning}; ` +
          `new connections refused: ${refusesNewConnections}`,
        `live-update stream ended by the server: ${streamEnded}; exit code ${exit ? exit.code : 'none (hung)'} ` +
          `after ${(exitedMs / 1000).toFixed(1)} s; order there after restart with its lines: ${orderKept}`,
        `log: ${firstRun.jsonLines + secondRun.jsonLines} JSON lines, ` +
          `${firstRun.otherLines + secondRun.otherLines} plain start-up lines; request lines ` +
          `without a request id: ${firstRun.requestLinesWithoutId + secondRun.requestLinesWithoutId}`,
        `proxy's X-Request-Id kept in the log: ${firstRun.requestIds.has(proxyId)}; the answer's ` +
          `X-Request-Id found in the log: ${answerIdLogged}; ids reused after the restart: ${sharedIds.length}`,
      ],
    };
  } finally {
    await server.stop();
  }
}

const GRACE_SECONDS = 2;

/**
 * A client that never finishes its request (a stalled upload on a bad network) holds the close
 * only for SHUTDOWN_GRACE_SECONDS: then its connection is dropped and the process exits 0.
 */
export async function stuckClientSuite(store: Store): Promise<SuiteReport> {
  const port = await freePort();
  const server = await startServer({
    port,
    dataDir: store.dataDir,
    adminPhones: ADMIN_PHONE,
    logLevel: 'info',
    keepLog: true,
    env: { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) },
  });
  try {
    const customer = await signUp(server.url, customerPhone(1));
    const body = JSON.stringify(orderBody(customer, [{ id: 101, qty: 1 }]));
    const stuck = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/orders',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        authorization: `Bearer ${customer.token}`,
      },
    });
    const dropped = new Promise<void>((resolve) => {
      stuck.on('error', () => resolve());
      stuck.on('close', () => resolve());
    });
    stuck.write(body.slice(0, 10));
    await sleep(300);

    const signalledAt = performance.now();
    server.kill('SIGTERM');
    const exit = await Promise.race([server.exited, sleep(GRACE_SECONDS * 1000 + 8_000)]);
    const exitedMs = performance.now() - signalledAt;
    const clientDropped = await Promise.race([
      dropped.then(() => true),
      sleep(1_000).then(() => false),
    ]);
    const warned = server.lines.some((line) => line.includes('dropping the connections left'));
    const passed =
      exit !== undefined &&
      exit.code === 0 &&
      exitedMs >= GRACE_SECONDS * 1000 - 200 &&
      exitedMs < GRACE_SECONDS * 1000 + 3_000 &&
      clientDropped &&
      warned;
    return {
      title: `SIGTERM with a stalled client on ${store.label}`,
      passed,
      lines: [
        `a request that never finished its body; SHUTDOWN_GRACE_SECONDS=${GRACE_SECONDS}: exit code ` +
          `${exit ? exit.code : 'none (hung)'} after ${(exitedMs / 1000).toFixed(1)} s; the client's ` +
          `connection dropped: ${clientDropped}; said so in the log: ${warned}`,
      ],
    };
  } finally {
    await server.stop();
  }
}

/** The built server on SQLite (and PostgreSQL), and through `node scripts/start.mjs`. */
export async function sigtermSuites(): Promise<SuiteReport[]> {
  const reports: SuiteReport[] = [];
  const cases: [() => Promise<Store>, string][] = [
    [async () => sqliteStore(), 'server/dist/main.js'],
  ];
  const pgUrl = postgresUrl();
  if (pgUrl) cases.push([() => postgresStore(pgUrl), 'server/dist/main.js']);
  // start.mjs builds what is stale first; only test it when it would serve at once.
  if (isEverythingBuilt()) cases.push([async () => sqliteStore(), 'scripts/start.mjs']);
  else console.log('SIGTERM through scripts/start.mjs skipped: the web app is not built');
  for (const [open, script] of cases) {
    const store = await open();
    try {
      reports.push(await sigtermSuite(store, script));
    } finally {
      await store.cleanup();
    }
  }
  const store = sqliteStore();
  try {
    reports.push(await stuckClientSuite(store));
  } finally {
    await store.cleanup();
  }
  return reports;
}

await runIfMain(import.meta.url, sigtermSuites);
