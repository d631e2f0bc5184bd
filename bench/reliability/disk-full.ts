// A full disk under the SQLite shop, for real: the server runs with DATA_DIR on a small tmpfs
// of its own (a user and mount namespace: `unshare -rm`, no privileges needed, nobody else's
// disk touched). Under order load the disk is filled to the last byte, a picture is uploaded,
// then the space is freed. The process must stay up, answer 503 with the disk words (never a
// 500), log the cause once with where, say so in health, leave no temporary picture files, and
// take orders again by itself once there is room; every acknowledged order there exactly once.
//   npx tsx bench/reliability/disk-full.ts
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@buka/domain/messages';
import { ADMIN_PHONE } from '../lib/api';
import { describePhase, untilHealthy, watchHealth } from './lib/health-watch';
import { audit, auditPassed, describeAudit, readBack } from './lib/invariants';
import { describeUnexpected } from './lib/order-load';
import { tryUploadPicture } from './lib/picture';
import { freePort, sleep, startServer } from './lib/server-process';
import { openShop, startOrderLoad } from './lib/shop-load';
import { waitFor } from './lib/sse';
import { sqliteSnapshot } from './lib/store';
import {
  logMessage,
  machineLoad,
  reliabilityScale,
  runIfMain,
  type SuiteReport,
} from './lib/suite';

const TMPFS_MB = 48;

/** Mounts a tmpfs of its own on DATA_DIR, then execs the server in that namespace. */
const LAUNCHER = [
  'unshare',
  '-rm',
  'sh',
  '-c',
  `mount -t tmpfs -o size=${TMPFS_MB}m tmpfs "$DATA_DIR" && exec "$@"`,
  'sh',
];

/** Whether this machine lets an unprivileged process mount a tmpfs in a namespace of its own. */
export function canMountTmpfs(): boolean {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'buka-tmpfs-probe-'));
  try {
    const probe = spawnSync('unshare', [
      '-rm',
      'sh',
      '-c',
      `mount -t tmpfs -o size=1m tmpfs ${dir}`,
    ]);
    return probe.status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes a ballast file until the file system has not one byte left; answers its size. */
function fillDisk(dir: string): number {
  const file = path.join(dir, 'ballast');
  const fd = fs.openSync(file, 'w');
  let written = 0;
  try {
    for (const size of [1 << 20, 64 << 10, 4 << 10, 512, 1]) {
      const chunk = Buffer.alloc(size, 7);
      for (;;) {
        try {
          written += fs.writeSync(fd, chunk);
        } catch (error) {
          if ((error as { code?: unknown }).code !== 'ENOSPC') throw error;
          break;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return written;
}

/**
 * The orders in the server's database, read from a copy: SQLite resolves the /proc/<pid>/root
 * link to the path outside the namespace, where the tmpfs is not. The load has stopped, so the
 * database and its write-ahead log, copied together, are one moment.
 */
function copiedSnapshot(inside: string) {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'buka-disk-full-copy-'));
  try {
    for (const name of ['buka.db', 'buka.db-wal']) {
      const from = path.join(inside, name);
      if (fs.existsSync(from)) fs.copyFileSync(from, path.join(copy, name));
    }
    return sqliteSnapshot(path.join(copy, 'buka.db'));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

export async function diskFullSuite(options: {
  clients: number;
  fullMs: number;
}): Promise<SuiteReport> {
  const title = 'Disk full under SQLite (a tmpfs filled to the last byte, then freed)';
  if (!canMountTmpfs()) {
    return {
      title,
      passed: true,
      lines: ['SKIPPED: this machine does not let `unshare -rm` mount a tmpfs'],
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'buka-disk-full-'));
  const server = await startServer({
    port: await freePort(),
    dataDir,
    adminPhones: ADMIN_PHONE,
    keepLog: true,
    launcher: LAUNCHER,
  });
  // The tmpfs is visible only in the server's namespace: through its root.
  const inside = `/proc/${server.pid}/root${dataDir}`;
  let exitedEarly = false;
  void server.exited.then(() => (exitedEarly = true));
  try {
    const { admin, stock, choices, customers } = await openShop(server.url, options.clients);
    let phase = 'before';
    const health = watchHealth(server.url, 500, () => phase);
    const load = startOrderLoad(() => server.url, customers, choices);
    const startedAt = performance.now();
    await sleep(1_500);

    phase = 'full';
    const ballast = fillDisk(inside);
    const fullAt = performance.now();
    const noticed = await waitFor(
      () => health.samples.some((s) => s.problems.includes('disk-full')),
      20_000,
    );
    const noticedMs = performance.now() - fullAt;
    const upload = await tryUploadPicture(server.url, admin.token);
    const tempLeft = fs
      .readdirSync(path.join(inside, 'uploads'))
      .filter((name) => name.endsWith('.tmp'));
    await sleep(options.fullMs);

    phase = 'freed';
    fs.rmSync(path.join(inside, 'ballast'));
    const freedAt = performance.now();
    const recovered = await untilHealthy(server.url, 30_000);
    const ordersBefore = load.figures.acknowledged;
    await waitFor(() => load.figures.acknowledged > ordersBefore + 5, 15_000);
    const ordersAgainMs = performance.now() - freedAt;
    const uploadAfter = await tryUploadPicture(server.url, admin.token);
    phase = 'after';
    await sleep(1_500);
    const figures = await load.stop();
    const seconds = (performance.now() - startedAt) / 1000;
    const samples = await health.stop();

    const result = audit(copiedSnapshot(inside), figures.acks, stock);
    const readable = await readBack(server.url, figures.acks);
    const unavailableTotal = [...figures.unavailable.values()].reduce((a, b) => a + b, 0);
    const wrong503 = [...figures.unavailable.keys()].filter((m) => m !== messages.diskFull);
    const log = server.lines.map(logMessage);
    const started = log.filter((line) => line.startsWith('Disk full'));
    const ended = log.filter((line) => line.startsWith('There is disk space again'));
    const rollback = log.filter((line) => /cannot rollback/.test(line));
    const passed =
      !exitedEarly &&
      server.isRunning() &&
      noticed &&
      upload.status === 503 &&
      upload.message === messages.diskFull &&
      tempLeft.length === 0 &&
      recovered !== undefined &&
      uploadAfter.status === 201 &&
      started.length === 1 &&
      ended.length === 1 &&
      rollback.length === 0 &&
      wrong503.length === 0 &&
      figures.fiveXx === unavailableTotal &&
      unavailableTotal > 0 &&
      figures.unexpected.size === 0 &&
      figures.noAnswer === 0 &&
      figures.undecided === 0 &&
      figures.acknowledged + figures.soldOut === figures.attempted &&
      auditPassed(result) &&
      readable === figures.acknowledged;
    const list = (map: Map<string, number>) =>
      map.size === 0 ? 'none' : [...map].map(([key, n]) => `'${key}' ×${n}`).join(', ');
    return {
      title,
      passed,
      lines: [
        `${options.clients} clients ordering for ${seconds.toFixed(1)} s on a ${TMPFS_MB} MB tmpfs, ` +
          `machine load ${machineLoad()}; filled with ${(ballast / 1024 / 1024).toFixed(1)} MB, ` +
          `kept full ${(options.fullMs / 1000).toFixed(0)} s`,
        `process ${server.pid} up throughout: ${!exitedEarly && server.isRunning()}; health said ` +
          `disk-full ${noticed ? `${(noticedMs / 1000).toFixed(1)} s after the disk filled` : 'NEVER'}`,
        ...['before', 'full', 'freed', 'after'].map((name) => describePhase(samples, name)),
        `a picture uploaded on the full disk: ${upload.status} '${upload.message}'; temporary ` +
          `files left in uploads: ${tempLeft.length}; after: ${uploadAfter.status}`,
        `space freed: healthy again ${recovered === undefined ? 'NOT within 30 s' : `after ${(recovered / 1000).toFixed(1)} s`}` +
          `, orders acknowledged again within ${(ordersAgainMs / 1000).toFixed(1)} s, no restart`,
        `orders attempted ${figures.attempted}, acknowledged ${figures.acknowledged}, refused ` +
          `'Food is finished' ${figures.soldOut}, undecided ${figures.undecided}; tries without ` +
          `an answer ${figures.noAnswer}`,
        `503s (retried with the same Idempotency-Key): ${list(figures.unavailable)}; other 5xx ` +
          `${figures.fiveXx - unavailableTotal}; other answers ${describeUnexpected(figures)}`,
        `the log: ${started.length} line on the disk filling, ${ended.length} on space coming ` +
          `back, ${rollback.length} saying 'cannot rollback'`,
        ...[...started, ...ended].map((line) => `  ${line}`),
        ...describeAudit(result),
        `read back by their customers: ${readable} of ${figures.acknowledged}`,
      ],
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function diskFullOptions(small: boolean) {
  return { clients: small ? 8 : 20, fullMs: small ? 3_000 : 20_000 };
}

await runIfMain(import.meta.url, async () => [
  await diskFullSuite(diskFullOptions(reliabilityScale().small)),
]);
