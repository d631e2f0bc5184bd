// One SQLite data directory, one server: a second server started on it refuses, naming the
// folder, the first one's pid and PostgreSQL, while the first keeps taking orders and the
// shop's tools (admin, backup) run beside it without anyone meeting 'database is locked'.
// Then the checks at start: a database truncated after a SIGKILL (its write-ahead log beside
// it), a 0-byte one beside backups, a file that is no database, a folder in its place: each
// refused with the file named and what to do; the restore command it prints works.
//   npx tsx bench/reliability/data-dir.ts
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PHONE, customerPhone } from '../lib/api';
import { audit, auditPassed, describeAudit } from './lib/invariants';
import { describeUnexpected, emptyFigures, placeUntilAnswered } from './lib/order-load';
import { freePort, isHealthy, sleep, startServer, type ServerProcess } from './lib/server-process';
import { openShop, startOrderLoad } from './lib/shop-load';
import { sqliteSnapshot, sqliteStore } from './lib/store';
import { machineLoad, runIfMain, type SuiteReport } from './lib/suite';
import { runTool } from './lib/tools';

interface Refusal {
  code: number | null;
  message: string;
  ms: number;
}

/** Starts a server that should refuse; answers how it ended, or throws if it serves. */
async function startRefused(dataDir: string, env: Record<string, string> = {}): Promise<Refusal> {
  const startedAt = performance.now();
  const server = await startServer({ port: await freePort('second'), dataDir, noWait: true, env });
  const ended = await Promise.race([server.exited, sleep(30_000).then(() => undefined)]);
  if (!ended) {
    const serving = await isHealthy(server.url);
    await server.stop();
    throw new Error(`a server on a bad data directory did not refuse (serving: ${serving})`);
  }
  return { code: ended.code, message: server.errors.join('\n'), ms: performance.now() - startedAt };
}

/** The restore command a refusal prints, as the operator would copy it. */
function printedRestore(message: string): string | undefined {
  return /^\s+npm run restore -- (.+)$/m.exec(message)?.[1];
}

export async function dataDirSuite(options: { clients: number }): Promise<SuiteReport> {
  const store = sqliteStore();
  const { dataDir } = store;
  const lines: string[] = [];
  const problems: string[] = [];
  const file = path.join(dataDir, 'buka.db');
  const env = { DATA_DIR: dataDir };
  let first: ServerProcess | undefined;
  let later: ServerProcess | undefined;
  try {
    first = await startServer({ port: await freePort(), dataDir, adminPhones: ADMIN_PHONE });
    const shop = await openShop(first.url, options.clients);
    const load = startOrderLoad(() => first!.url, shop.customers, shop.choices);
    await sleep(1_000);

    // 1. A second server on the same folder.
    const second = await startRefused(dataDir);
    const namesAll = [dataDir, `(pid ${first.pid})`, 'PostgreSQL'].every((words) =>
      second.message.includes(words),
    );
    if (second.code === 0 || !namesAll)
      problems.push('the second server did not refuse as it should');
    lines.push(
      `a second server on ${dataDir}: exit ${second.code} after ${(second.ms / 1000).toFixed(1)} s, ` +
        `naming the folder, the first server's pid ${first.pid} and PostgreSQL: ${namesAll}`,
      `  ${second.message.split('\n')[0]}`,
    );

    // 2. The shop's tools beside the running server, under load.
    const tools = [];
    for (let i = 0; i < 4; i++) {
      tools.push(await runTool('admin-cli', [customerPhone(i)], env));
      tools.push(await runTool('backup-cli', ['backup'], env));
    }
    const failedTools = tools.filter((run) => run.code !== 0);
    if (failedTools.length)
      problems.push(`tools failed: ${failedTools.map((r) => r.stderr).join('; ')}`);
    await sleep(500);
    const figures = await load.stop();
    const result = audit(sqliteSnapshot(file), figures.acks, shop.stock);
    const clean =
      figures.fiveXx === 0 &&
      figures.unexpected.size === 0 &&
      figures.noAnswer === 0 &&
      figures.acknowledged + figures.soldOut === figures.attempted &&
      auditPassed(result);
    if (!clean) problems.push('the first server did not carry on cleanly');
    lines.push(
      `the first server meanwhile (machine load ${machineLoad()}): ${options.clients} clients, ` +
        `orders attempted ${figures.attempted}, acknowledged ${figures.acknowledged}, 5xx ` +
        `${figures.fiveXx} (503s: ${[...figures.unavailable.keys()].join('; ') || 'none'}), ` +
        `other answers ${describeUnexpected(figures)}; healthy: ${await isHealthy(first.url)}`,
      `4 × npm run admin and 4 × npm run backup beside it under load: ${tools.length - failedTools.length} ` +
        `of ${tools.length} succeeded`,
      ...describeAudit(result),
    );

    // 3. Killed mid-run, then the database file truncated (its write-ahead log left beside it).
    const more = emptyFigures();
    for (const customer of shop.customers) {
      await placeUntilAnswered(
        () => first!.url,
        customer,
        shop.choices.pick(),
        more,
        Date.now() + 30_000,
      );
    }
    first.kill('SIGKILL');
    await first.exited;
    const wal = fs.statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;
    fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2 / 4096) * 4096);
    const truncated = await startRefused(dataDir);
    const restoreFrom = printedRestore(truncated.message);
    const truncatedOk =
      truncated.code !== 0 && truncated.message.includes(file) && restoreFrom !== undefined;
    if (!truncatedOk) problems.push('a truncated database was not refused with a restore command');
    lines.push(
      `truncated to half after a SIGKILL (write-ahead log of ${(wal / 1024).toFixed(0)} KB ` +
        `beside it): exit ${truncated.code}: ${truncated.message.split('\n')[0]}`,
    );
    // The operator does what it says.
    const restored = restoreFrom
      ? await runTool('backup-cli', ['restore', restoreFrom], env)
      : undefined;
    later = await startServer({ port: await freePort(), dataDir, adminPhones: ADMIN_PHONE });
    const backedUp = sqliteSnapshot(restoreFrom!).orders.size;
    const afterRestore = sqliteSnapshot(file).orders.size;
    const restoreOk = restored?.code === 0 && afterRestore === backedUp && backedUp > 0;
    if (!restoreOk) problems.push('the printed restore command did not bring the shop back');
    lines.push(
      `ran the printed command (npm run restore -- ${path.basename(restoreFrom ?? '?')}): exit ` +
        `${restored?.code}; the shop starts and holds the backup's ${afterRestore} of ${backedUp} orders`,
    );
    await later.stop();
    later = undefined;

    // 4. A 0-byte database beside the backups; told to, it starts empty.
    for (const name of ['buka.db-wal', 'buka.db-shm'])
      fs.rmSync(path.join(dataDir, name), { force: true });
    const saved = `${file}.saved`;
    fs.copyFileSync(file, saved);
    fs.writeFileSync(file, '');
    const empty = await startRefused(dataDir);
    const emptyOk =
      empty.code !== 0 &&
      empty.message.includes(`${file} is empty`) &&
      empty.message.includes('ALLOW_EMPTY_DATABASE=true') &&
      printedRestore(empty.message) !== undefined;
    if (!emptyOk) problems.push('a 0-byte database was not refused as it should');
    later = await startServer({
      port: await freePort(),
      dataDir,
      env: { ALLOW_EMPTY_DATABASE: 'true' },
    });
    await later.stop();
    later = undefined;
    lines.push(
      `0 bytes beside the backups: exit ${empty.code}: ${empty.message.split('\n')[0]}; with ` +
        'ALLOW_EMPTY_DATABASE=true it starts a new shop',
    );

    // 5. Not a database at all; a folder where the file should be.
    for (const name of ['buka.db-wal', 'buka.db-shm'])
      fs.rmSync(path.join(dataDir, name), { force: true });
    fs.writeFileSync(file, 'these bytes are no database '.repeat(400));
    const junk = await startRefused(dataDir);
    fs.rmSync(file);
    fs.mkdirSync(file);
    const folder = await startRefused(dataDir);
    fs.rmSync(file, { recursive: true });
    fs.renameSync(saved, file);
    for (const [what, refusal] of [
      ['not a database', junk],
      ['a folder in its place', folder],
    ] as const) {
      const ok =
        refusal.code !== 0 &&
        refusal.message.includes(file) &&
        /npm run restore/.test(refusal.message);
      if (!ok) problems.push(`${what}: not refused with the file and the restore command`);
      lines.push(`${what}: exit ${refusal.code}: ${refusal.message.split('\n')[0]}`);
    }
    return {
      title: 'One SQLite data directory, one server; the database checked at start',
      passed: problems.length === 0,
      lines: [...lines, ...(problems.length ? [`PROBLEMS: ${problems.join('; ')}`] : [])],
    };
  } finally {
    await first?.stop();
    await later?.stop();
    await store.cleanup();
  }
}

await runIfMain(import.meta.url, async () => [await dataDirSuite({ clients: 10 })]);
