// Backups cut short, and restores while customers order. A backup of a large shop is killed
// with SIGKILL while it writes: nothing may appear under a backup's name, and a restore from
// what it left (or from such a copy under a final name, as older versions left it) must say
// 'incomplete backup' and change nothing. Then whole backups are restored into the running shop
// while customers order: none of them may be told 'database is locked' or any 5xx.
//   npx tsx bench/reliability/backup-restore.ts
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ADMIN_PHONE, call, NoAnswer } from '../lib/api';
import { describeUnexpected } from './lib/order-load';
import { freePort, sleep, startServer } from './lib/server-process';
import { openShop, startOrderLoad } from './lib/shop-load';
import { sqliteSnapshot, sqliteStore } from './lib/store';
import { machineLoad, reliabilityScale, runIfMain, type SuiteReport } from './lib/suite';
import { runTool, spawnTool } from './lib/tools';

/** Grows the shop's database to about `mb` MB (closed sign-in windows: housekeeping's kind). */
function growDatabase(file: string, mb: number): void {
  const db = new SQLite(file, { timeout: 10_000 });
  try {
    const insert = db.prepare('insert into rate_limits (key, count, reset_at) values (?, 0, 0)');
    const filler = 'x'.repeat(900);
    const rows = Math.ceil((mb * 1024 * 1024) / 1000);
    for (let done = 0; done < rows; done += 5_000) {
      db.transaction(() => {
        for (let i = done; i < Math.min(rows, done + 5_000); i++)
          insert.run(`filler:${i}:${filler}`);
      })();
    }
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

/** Runs `npm run backup` and kills it with SIGKILL once its copy is under way. */
async function killBackupMidway(dataDir: string) {
  const backups = path.join(dataDir, 'backups');
  const before = new Set(fs.existsSync(backups) ? fs.readdirSync(backups) : []);
  const run = spawnTool('backup-cli', ['backup'], { DATA_DIR: dataDir });
  let partial: string | undefined;
  let size = 0;
  const until = Date.now() + 60_000;
  while (Date.now() < until && run.child.exitCode === null) {
    const name = fs.existsSync(backups)
      ? fs.readdirSync(backups).find((each) => each.endsWith('.db.partial'))
      : undefined;
    size = name ? (fs.statSync(path.join(backups, name), { throwIfNoEntry: false })?.size ?? 0) : 0;
    if (name && size > 1024 * 1024) {
      partial = path.join(backups, name);
      run.child.kill('SIGKILL');
      break;
    }
    await sleep(2);
  }
  const ended = await run.done;
  const added = fs.readdirSync(backups).filter((name) => !before.has(name));
  return { partial, size, ended, added };
}

export async function backupRestoreSuite(options: {
  mb: number;
  clients: number;
  restores: number;
}): Promise<SuiteReport> {
  const store = sqliteStore();
  const { dataDir } = store;
  const env = { DATA_DIR: dataDir };
  const file = path.join(dataDir, 'buka.db');
  const problems: string[] = [];
  const lines: string[] = [];
  const server = await startServer({ port: await freePort(), dataDir, adminPhones: ADMIN_PHONE });
  try {
    const shop = await openShop(server.url, options.clients);
    growDatabase(file, options.mb);
    const size = fs.statSync(file).size;

    // 1. A backup killed while it writes.
    const killed = await killBackupMidway(dataDir);
    const finalNames = killed.added.filter((name) => name.endsWith('.db'));
    if (!killed.partial || finalNames.length > 0) {
      problems.push(`the killed backup left ${killed.added.join(', ') || 'nothing'}`);
    }
    const fromPartial = killed.partial
      ? await runTool('backup-cli', ['restore', killed.partial], env)
      : undefined;
    // What an older version left: the cut copy under a backup's final name.
    const underFinalName = path.join(dataDir, 'backups', 'buka-20261122-180000.db');
    if (killed.partial) {
      fs.copyFileSync(killed.partial, underFinalName);
      const journal = `${killed.partial}-journal`;
      if (fs.existsSync(journal)) fs.copyFileSync(journal, `${underFinalName}-journal`);
    }
    const fromFinalName = await runTool('backup-cli', ['restore', underFinalName], env);
    for (const [what, run] of [
      ['the .partial file', fromPartial],
      ['the cut copy under a final name', fromFinalName],
    ] as const) {
      const said = `${run?.stderr ?? ''}`.trim();
      if (run?.code === 0 || !said.includes('is an incomplete backup')) {
        problems.push(`restoring ${what} did not say 'incomplete backup'`);
      }
      lines.push(`restore from ${what}: exit ${run?.code}: ${said.slice(0, 200)}`);
    }
    for (const name of [underFinalName, `${underFinalName}-journal`])
      fs.rmSync(name, { force: true });
    lines.unshift(
      `a backup of the ${(size / 1024 / 1024).toFixed(0)} MB database killed with SIGKILL after ` +
        `${(killed.size / 1024 / 1024).toFixed(1)} MB (signal ${killed.ended.code ?? 'SIGKILL'}): ` +
        `it left ${killed.added.join(', ') || 'nothing'}; under a backup's name: ${finalNames.length}`,
    );

    // 2. Whole backups restored into the running shop while customers order and read. The
    // backup holds orders of its own, which the shop must serve once restored.
    const beforeBackup = startOrderLoad(() => server.url, shop.customers, shop.choices);
    await sleep(1_500);
    await beforeBackup.stop();
    const whole = await runTool('backup-cli', ['backup'], env);
    const backupFile = /Backed up the shop to (.+)$/m.exec(whole.stdout)?.[1]?.trim();
    if (whole.code !== 0 || !backupFile) throw new Error(`npm run backup failed: ${whole.stderr}`);
    const load = startOrderLoad(() => server.url, shop.customers, shop.choices);
    const reads = new Map<string, number>();
    let readsNoAnswer = 0;
    let slowestRead = 0;
    let loading = true;
    const readers = Promise.all(
      shop.customers.slice(0, 3).map(async (customer) => {
        while (loading) {
          const at = performance.now();
          try {
            const answer = await call<{ message?: string }>(server.url, 'GET', '/api/cart', {
              token: customer.token,
              timeoutMs: 20_000,
            });
            slowestRead = Math.max(slowestRead, performance.now() - at);
            const key =
              answer.status >= 500
                ? `${answer.status} ${answer.data?.message}`
                : `${answer.status}`;
            reads.set(key, (reads.get(key) ?? 0) + 1);
          } catch (error) {
            if (!(error instanceof NoAnswer)) throw error;
            readsNoAnswer++;
          }
          await sleep(50);
        }
      }),
    );
    await sleep(1_000);
    const restoreTimes: number[] = [];
    const restoreRuns = [];
    for (let i = 0; i < options.restores; i++) {
      const at = performance.now();
      restoreRuns.push(await runTool('backup-cli', ['restore', backupFile], env));
      restoreTimes.push(performance.now() - at);
      await sleep(1_000);
    }
    loading = false;
    const [figures] = await Promise.all([load.stop(), readers]);
    const failedRestores = restoreRuns.filter((run) => run.code !== 0);
    const locked = [...figures.unavailable.keys(), ...reads.keys()].filter((m) =>
      /locked|busy/i.test(m),
    );
    const fiveXxReads = [...reads.keys()].filter((key) => key.startsWith('5'));
    if (failedRestores.length)
      problems.push(`restores failed: ${failedRestores.map((r) => r.stderr).join('; ')}`);
    if (figures.fiveXx > 0 || fiveXxReads.length > 0 || locked.length > 0) {
      problems.push('customers were answered 5xx during a restore');
    }
    if (figures.noAnswer > 0 || readsNoAnswer > 0 || figures.unexpected.size > 0) {
      problems.push('calls went unanswered or were answered oddly during a restore');
    }
    const backupOrders = sqliteSnapshot(backupFile).orders;
    const restoredOrders = backupOrders.size;
    // The shop serves the restored database: every order of the backup is in it.
    const live = sqliteSnapshot(file).orders;
    const missing = [...backupOrders.keys()].filter((id) => !live.has(id));
    if (missing.length > 0)
      problems.push(`${missing.length} of the backup's orders are not served`);
    // Each restore kept the database it replaced.
    const kept = fs
      .readdirSync(path.join(dataDir, 'backups'))
      .filter((name) => /^before-restore-.*\.db$/.test(name));
    if (kept.length !== options.restores) {
      problems.push(`${kept.length} replaced databases kept for ${options.restores} restores`);
    }
    lines.push(
      `${options.restores} restores of a ${(fs.statSync(backupFile).size / 1024 / 1024).toFixed(0)} MB ` +
        `backup into the running shop (${restoreTimes.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}` +
        ` each, the command's whole run), ${options.clients} clients ordering, 3 reading, machine load ${machineLoad()}`,
      `orders: attempted ${figures.attempted}, acknowledged ${figures.acknowledged}, refused ` +
        `'Food is finished' ${figures.soldOut}; 5xx ${figures.fiveXx}; without an answer ` +
        `${figures.noAnswer}; other answers ${describeUnexpected(figures)}; slowest ` +
        `${(figures.slowestMs / 1000).toFixed(2)} s`,
      `reads: ${[...reads].map(([key, n]) => `${key} ×${n}`).join(', ')}; without an answer ` +
        `${readsNoAnswer}; slowest ${(slowestRead / 1000).toFixed(2)} s`,
      `answers saying 'locked' or 'busy': ${locked.length}; the backup held ${restoredOrders} orders, ` +
        `of which the shop serves ${restoredOrders - missing.length} after the last restore; ` +
        `replaced databases kept: ${kept.length}`,
    );
    return {
      title: 'Backups cut short, and restores while the shop runs (SQLite)',
      passed: problems.length === 0,
      lines: [...lines, ...(problems.length ? [`PROBLEMS: ${problems.join('; ')}`] : [])],
    };
  } finally {
    await server.stop();
    await store.cleanup();
  }
}

export function backupRestoreOptions(small: boolean) {
  return small ? { mb: 40, clients: 8, restores: 3 } : { mb: 400, clients: 20, restores: 5 };
}

await runIfMain(import.meta.url, async () => [
  await backupRestoreSuite(backupRestoreOptions(reliabilityScale().small)),
]);
