// The README's "Run with PostgreSQL and several processes" and "Back up PostgreSQL", run as
// written: its shell block starts the processes (only the database, folder and ports are this
// run's own), its curl line checks health, a stand-in applies its nginx block; then sign-up,
// cart, order, live events, a picture and a client address through the proxy; one process
// stopped with SIGTERM while the other carries on; the backup restored into a second database.
//   TEST_DATABASE_URL=postgres://… npx tsx bench/reliability/readme-scale-out.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminOrdersResponse } from '@buka/domain/admin';
import type { SessionUser } from '@buka/domain/auth';
import { call, customerPhone, expectStatus, openAroundTheClock, signUp } from '../lib/api';
import { root } from './lib/built-server';
import { orderBody } from './lib/order-load';
import { exportedValue, fencedBlocks, docSection, withExport, withPort } from './lib/readme';
import { freePort, isHealthy, sleep } from './lib/server-process';
import { openEventStream, waitFor } from './lib/sse';
import { parseNginx, startStandInProxy } from './lib/stand-in-proxy';
import { postgresStore, postgresUrl, type Snapshot } from './lib/store';
import { runIfMain, type SuiteReport } from './lib/suite';
import { uploadPicture } from './lib/picture';

/** Runs a shell block with bash, as a reader pasting it would; resolves with its output. */
function runShell(script: string, env: NodeJS.ProcessEnv, cwd = root) {
  const child = spawn('bash', ['-e', '-c', script], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let rest = '';
  const take = (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop()!;
    lines.push(...parts);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  // 'close': every output read, the last line too when it has no newline (curl's answer).
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      if (rest) lines.push(rest);
      resolve(code);
    }),
  );
  return { child, lines, exited };
}

const baseEnv = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, HOME: process.env.HOME });

export async function readmeScaleOutSuite(adminUrl: string): Promise<SuiteReport> {
  const section = docSection('docs/deployment.md', '## PostgreSQL and several processes');
  const blocks = fencedBlocks(section);
  const shell = blocks.filter((block) => block.lang === 'sh');
  const nginxBlock = blocks.find((block) => block.lang === 'nginx');
  if (shell.length < 2 || !nginxBlock) throw new Error('the deployment section lost its blocks');
  const [startBlock, healthBlock] = [shell[0]!.body, shell[1]!.body];
  const readmePorts = [...startBlock.matchAll(/^PORT=(\d+) /gm)].map((m) => Number(m[1]));
  const nginx = parseNginx(nginxBlock.body);
  const problems: string[] = [];
  const upstreamPorts = nginx.upstreams.map((u) => u.port);
  if (readmePorts.length < 2 || upstreamPorts.join() !== readmePorts.join()) {
    problems.push(
      `nginx's upstreams (${upstreamPorts}) are not the started ports (${readmePorts})`,
    );
  }

  const store = await postgresStore(adminUrl);
  const ports = [await freePort('first'), await freePort('second')];
  let script = withExport(startBlock, 'DATABASE_URL', store.databaseUrl!);
  script = withExport(script, 'DATA_DIR', store.dataDir);
  readmePorts.forEach((port, i) => (script = withPort(script, port, ports[i]!)));
  // Prints the processes' ids, then waits for each and prints how it ended.
  script +=
    'for pid in $(jobs -p); do echo "started $pid"; done\n' +
    'for pid in $(jobs -p); do wait $pid && code=0 || code=$?; echo "exited $pid $code"; done\n';
  const shellRun = runShell(script, baseEnv());
  const pids = () =>
    shellRun.lines.flatMap((line) => (/^started (\d+)$/.exec(line) ? [Number(line.slice(8))] : []));
  const exitCode = (pid: number) => {
    const line = shellRun.lines.find((l) => l.startsWith(`exited ${pid} `));
    return line === undefined ? undefined : Number(line.split(' ')[2]);
  };
  const proxy = await startStandInProxy(
    { ...nginx, upstreams: ports.map((port) => ({ host: '127.0.0.1', port })) },
    await freePort('second'),
  );
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'buka-readme-'));
  const restored = await postgresStore(adminUrl);
  try {
    const healthy = await waitFor(() => pids().length === ports.length, 10_000);
    let healthOutput = '';
    for (let tries = 0; tries < 100 && !healthOutput.includes('"status":"ok"'); tries++) {
      const curl = runShell(withPort(healthBlock, readmePorts[0]!, ports[0]!), baseEnv());
      await curl.exited;
      healthOutput = curl.lines.join('\n');
      if (!healthOutput.includes('"status":"ok"')) await sleep(200);
    }
    let bothHealthy = false;
    for (let tries = 0; tries < 150 && !bothHealthy; tries++) {
      const states = await Promise.all(ports.map((p) => isHealthy(`http://127.0.0.1:${p}`)));
      bothHealthy = states.every(Boolean);
      if (!bothHealthy) await sleep(200);
    }
    if (!healthy || !bothHealthy || !healthOutput.includes('"database":"postgres"')) {
      problems.push(`the processes did not get healthy: ${shellRun.lines.slice(-5).join(' | ')}`);
    }

    // Through the proxy, as customers and staff would.
    const base = proxy.url;
    const adminPhone = exportedValue(startBlock, 'ADMIN_PHONES').split(',')[0]!;
    const admin = await signUp(base, adminPhone, 'Shop Owner');
    const me = await call<SessionUser>(base, 'GET', '/api/me', { token: admin.token });
    if (me.data.role !== 'owner') problems.push('ADMIN_PHONES did not make the owner an owner');
    await openAroundTheClock(base, admin);
    const staff = await openEventStream(base, admin.token, { reconnect: true });
    const orders: number[] = [];
    const placeOrders = async (count: number, from: number) => {
      for (let i = from; i < from + count; i++) {
        const customer = await signUp(base, customerPhone(i));
        await expectStatus(
          call(base, 'POST', '/api/cart', { token: customer.token, body: { fid: 101 } }),
          201,
          'add to cart',
        );
        const placed = await expectStatus(
          call<{ id: number }>(base, 'POST', '/api/orders', {
            token: customer.token,
            headers: { 'idempotency-key': `readme-${i}` },
            body: orderBody(customer, [{ id: 101, qty: 1 }]),
          }),
          201,
          'order',
        );
        await expectStatus(
          call(base, 'GET', `/api/orders/${placed.id}`, { token: customer.token }),
          200,
          'order read back',
        );
        orders.push(placed.id);
      }
    };
    await placeOrders(4, 0);

    const picture = await uploadPicture(base, admin.token);
    const pictureServed = (
      await Promise.all([0, 1, 2, 3].map(async () => (await fetch(`${base}${picture}`)).status))
    ).every((status) => status === 200);
    if (!pictureServed) problems.push('a picture uploaded through the proxy is not served by both');

    const spoofed = await call(base, 'GET', '/api/health', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    const proxyRequestId = spoofed.headers.get('x-request-id') ?? '';
    // Pino writes asynchronously: give the line a moment to come through.
    await waitFor(() => shellRun.lines.some((line) => line.includes(proxyRequestId)), 3_000);
    const logLines = shellRun.lines.filter((line) => line.includes(proxyRequestId));
    const loggedAddress = logLines
      .map((line) => (JSON.parse(line) as { req?: { remoteAddress?: string } }).req?.remoteAddress)
      .find(Boolean);
    if (!/^[0-9a-f]{32}$/.test(proxyRequestId) || logLines.length === 0) {
      problems.push("the proxy's request id is not in the answer and the log");
    }
    if (loggedAddress !== '127.0.0.1') {
      problems.push(`the log shows the client at ${loggedAddress}, not its real address`);
    }

    // Restart one process as the README says: SIGTERM; the proxy sends everything to the other.
    // Its live-update streams end; the staff's reconnects through the proxy to the other.
    const [first] = pids();
    const streamsBefore = staff.connections();
    process.kill(first!, 'SIGTERM');
    const ordersMidRun = placeOrders(4, 10);
    const stoppedCleanly = await waitFor(() => exitCode(first!) !== undefined, 10_000);
    if (!stoppedCleanly || exitCode(first!) !== 0) {
      problems.push(`the process stopped with SIGTERM ended ${exitCode(first!)}`);
    }
    const midRun = orders.length;
    await ordersMidRun;
    // A stream on the stopped process reopens on the other within a second (EventSource).
    await sleep(1_500);
    const reconnected = staff.connections() - streamsBefore;
    // On reopening, the staff's board reloads (web: onReconnect): orders made while the stream
    // was down are there; every order made while it was up is heard live.
    const board = await call<AdminOrdersResponse>(base, 'GET', '/api/admin/orders', {
      token: admin.token,
    });
    const onBoard = orders.every((id) => board.data.orders.some((order) => order.id === id));
    if (!onBoard) problems.push("the staff's board misses an order after the stream reopened");
    const beforeStop = orders.slice(0, midRun);
    await placeOrders(2, 20);
    const mustHear = [...beforeStop, ...orders.slice(-2)];
    const isHeard = (id: number) =>
      staff.events.some((e) => e.type === 'order.created' && e.orderId === id);
    await waitFor(() => mustHear.every(isHeard), 5_000);
    const heard = orders.filter(isHeard).length;
    if (!mustHear.every(isHeard)) problems.push('staff did not hear every order through the proxy');
    staff.close();

    // The PostgreSQL backup: both blocks as written, the restore into a second database.
    const backup = fencedBlocks(docSection('docs/operations.md', '### PostgreSQL')).filter(
      (b) => b.lang === 'sh',
    );
    if (backup.length !== 2) throw new Error('the backup section lost its blocks');
    const runBlock = async (block: string, databaseUrl: string, dataDir: string) => {
      const run = runShell(
        block,
        { ...baseEnv(), DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
        workDir,
      );
      const code = await run.exited;
      if (code !== 0) problems.push(`a backup block failed: ${run.lines.join(' | ')}`);
    };
    await runBlock(backup[0]!.body, store.databaseUrl!, store.dataDir);
    await runBlock(backup[1]!.body, restored.databaseUrl!, restored.dataDir);
    const same = sameData(await store.snapshot(), await restored.snapshot());
    const picturesRestored =
      readdirSync(path.join(restored.dataDir, 'uploads')).join() ===
      readdirSync(path.join(store.dataDir, 'uploads')).join();
    if (!same || !picturesRestored) problems.push('the restored database or pictures differ');

    for (const pid of pids()) if (exitCode(pid) === undefined) process.kill(pid, 'SIGTERM');
    const shellCode = await shellRun.exited;
    const allStopped = pids().every((pid) => exitCode(pid) === 0);
    if (shellCode !== 0 || !allStopped) problems.push('the processes did not all stop with exit 0');

    return {
      title: 'README: PostgreSQL with several processes behind a proxy, as written',
      passed: problems.length === 0,
      lines: [
        `started ${pids().length} processes with the README's commands (ports ${readmePorts} → ` +
          `${ports}); its curl health check: ${healthOutput.trim()}`,
        `through the stand-in proxy (${nginx.headers.length} proxy_set_header lines applied): ` +
          `owner made admin by ADMIN_PHONES, ${orders.length} orders with carts, live events, a picture served by both`,
        `client address in the log behind the proxy: ${loggedAddress} (a forged X-Forwarded-For ignored); ` +
          `proxy request id kept: ${logLines.length > 0}`,
        `one process stopped with SIGTERM while orders came in: exit ${exitCode(first!)}, ` +
          `${proxy.failovers()} requests passed to the other, the 6 orders after it all placed; ` +
          `staff's live stream reopened ${reconnected} time(s) and heard ${heard} of ${orders.length} ` +
          `orders live (every one made while it was open), board complete on reopening: ${onBoard}`,
        `pg_dump/pg_restore blocks: restored database identical: ${same}, pictures restored: ${picturesRestored}`,
        ...(problems.length ? [`problems: ${problems.join('; ')}`] : []),
      ],
    };
  } finally {
    for (const pid of pids()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await proxy.close();
    rmSync(workDir, { recursive: true, force: true });
    await store.cleanup();
    await restored.cleanup();
  }
}

function sameData(a: Snapshot, b: Snapshot): boolean {
  const flat = (s: Snapshot) =>
    JSON.stringify({
      orders: [...s.orders].map(([id, o]) => [id, o.totalKobo, [...o.lines]]),
      stock: [...s.stock],
    });
  return a.orders.size > 0 && flat(a) === flat(b);
}

await runIfMain(import.meta.url, async () => {
  const pgUrl = postgresUrl();
  if (!pgUrl) {
    console.log('Set RELIABILITY_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server.');
    return [];
  }
  return [await readmeScaleOutSuite(pgUrl)];
});
