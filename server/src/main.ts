import { networkInterfaces } from 'node:os';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createLog } from './log';
import { takeDailyBackup } from './backup/daily-backups';
import { finishInterruptedRestore, takeRestores } from './backup/restore-handover';
import { claimDataDir } from './db/data-dir-lock';
import { databaseLabel, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import {
  checkSqliteFile,
  explainStartFailure,
  refuseUnexpectedEmptyDatabase,
} from './db/start-checks';
import { cancelUnansweredOrders } from './orders/unanswered-orders.service';
import { cancelUnpaidOrders, UNPAID_SWEEP_EVERY_MS } from './orders/unpaid-orders.service';
import { DAY_SUMMARY_EVERY_MS, sendDaySummaryIfDue } from './day-summary/day-summary.service';
import { announcePayments } from './payments/announce-payments';
import { firstAdminHint } from './users/first-admin-hint';
import { createEventBus } from './events/create-event-bus';
import { createFaults } from './health/faults';
import { recheckFaults } from './health/health.routes';
import { HOUSEKEEPING_EVERY_MS, runHousekeeping } from './housekeeping/housekeeping';
import { checkPendingRefunds, REFUND_CHECK_EVERY_MS } from './payments/refund-status';
import { refreshReportDays } from './reports/report-days.repository';
import { shopAddresses } from './start-addresses';

// Open files and a full disk are looked at again this often (health also looks when asked).
const FAULT_RECHECK_MS = 5_000;
// Report totals of changed days are rebuilt this often, ahead of the reports.
const REPORT_DAYS_EVERY_MS = 5 * 60 * 1000;
// SQLite: whether a day has passed since the newest backup is looked at this often.
const BACKUP_LOOK_EVERY_MS = 60 * 60 * 1000;
const FIRST_BACKUP_MS = 5 * 60 * 1000;
/** Connections the kernel may hold for the server before it accepts them (see the listen call). */
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  const config = loadConfig();
  const now = () => new Date();
  const faults = createFaults({
    now,
    dataDir: config.dataDir,
    database: databaseLabel(config),
    dialect: config.databaseUrl ? 'postgres' : 'sqlite',
  });
  // SQLite: one server process per data directory, on a database file that reads whole.
  const claim = config.databaseUrl ? undefined : claimDataDir(config.dataDir);
  if (!config.databaseUrl) {
    const finished = finishInterruptedRestore(config.dataDir);
    if (finished) console.warn(finished);
    checkSqliteFile(config.dataDir, { allowEmpty: config.allowEmptyDatabase });
  }
  const db = openDatabase({ ...config, faults });
  try {
    await refuseUnexpectedEmptyDatabase(
      db,
      config.dataDir,
      config.allowEmptyDatabase,
      databaseLabel(config),
    );
    await migrateToLatest(db);
    await seed(db, now);
  } catch (error) {
    throw explainStartFailure(error, databaseLabel(config));
  }
  // PostgreSQL: events reach every server process through LISTEN/NOTIFY; SQLite: this one.
  const events = await createEventBus(db, (error) =>
    console.error('Live updates:', error instanceof Error ? error.message : error),
  );
  const log = createLog(config.logLevel);
  const deps = { db, config, now, events, faults, log };
  const app = await buildApp(deps);
  const faultWatch = setInterval(() => void recheckFaults(faults), FAULT_RECHECK_MS);
  faultWatch.unref();
  // SQLite: `npm run restore` beside the running shop hands it a copy to swap in.
  const restores = config.databaseUrl
    ? undefined
    : takeRestores({ dataDir: config.dataDir, db, events, now, log });

  // Ended sessions, closed rate-limit windows, abandoned pictures: at start-up, then every few
  // hours. A failed sweep is logged and tried again next time; it never stops the shop.
  const sweep = () =>
    runHousekeeping(deps).then(
      (removed) => log.info({ removed }, 'housekeeping done'),
      (error: unknown) => log.error({ err: error }, 'housekeeping failed'),
    );
  const housekeeping = setInterval(() => void sweep(), HOUSEKEEPING_EVERY_MS);
  housekeeping.unref();
  // Online orders left unpaid give their stock back (UNPAID_ORDER_MINUTES), and so do orders
  // staff never answered (Settings › Orders); every process sweeps, and each order is canceled
  // once whichever process finds it.
  const unpaidSweep = setInterval(() => {
    void cancelUnpaidOrders(deps).then(
      (canceled) => canceled > 0 && log.info({ canceled }, 'unpaid online orders canceled'),
      (error: unknown) => log.error({ err: error }, 'canceling unpaid orders failed'),
    );
    void cancelUnansweredOrders(deps).then(
      (canceled) => canceled > 0 && log.info({ canceled }, 'unanswered orders canceled'),
      (error: unknown) => log.error({ err: error }, 'canceling unanswered orders failed'),
    );
  }, UNPAID_SWEEP_EVERY_MS);
  unpaidSweep.unref();
  // At the shop's closing time the day's summary goes to the owner (Settings); every process
  // looks, and each day is sent once whichever process finds it (docs/operations.md#the-day-summary).
  // At start too: a summary due while the server was off goes now (if not too late).
  const daySummaryLook = () =>
    void sendDaySummaryIfDue(deps).then(
      (sent) => sent && log.info(sent, 'day summary sent'),
      (error: unknown) => log.error({ err: error }, 'sending the day summary failed'),
    );
  const daySummary = setInterval(daySummaryLook, DAY_SUMMARY_EVERY_MS);
  daySummary.unref();
  // Refunds a provider has not settled yet are asked about again (Flutterwave sends no webhook
  // for them); every process may ask, and the answer is recorded once.
  // At start too: a refund left unanswered when the last process stopped is settled first.
  const checkRefunds = () =>
    void checkPendingRefunds(deps).catch((error: unknown) =>
      log.error({ err: error }, 'checking pending refunds failed'),
    );
  checkRefunds();
  const refundCheck = setInterval(checkRefunds, REFUND_CHECK_EVERY_MS);
  refundCheck.unref();
  // Report totals of days changed since (or loaded in bulk) are rebuilt ahead of the reports
  // that read them; a report still rebuilds what is stale in its own range first.
  const reportDaysBuild = () =>
    void refreshReportDays(db, 0, 1_000_000).catch((error: unknown) =>
      log.error({ err: error }, 'building report totals failed'),
    );
  const reportDaysTimer = setInterval(reportDaysBuild, REPORT_DAYS_EVERY_MS);
  reportDaysTimer.unref();
  // SQLite: a backup a day, looked for every hour (the first look a few minutes after start,
  // out of the way of the start itself), the newest BACKUP_KEEP kept.
  const dailyBackup = () =>
    void takeDailyBackup({ dataDir: config.dataDir, now, keep: config.backupKeep }).then(
      (file) => file && log.info({ file }, 'daily backup taken'),
      (error: unknown) => log.error({ err: error }, 'daily backup failed'),
    );
  const backupTimer = config.databaseUrl
    ? undefined
    : setInterval(dailyBackup, BACKUP_LOOK_EVERY_MS);
  backupTimer?.unref();
  const firstBackup = config.databaseUrl ? undefined : setTimeout(dailyBackup, FIRST_BACKUP_MS);
  firstBackup?.unref();

  const close = async () => {
    clearInterval(housekeeping);
    clearInterval(unpaidSweep);
    clearInterval(daySummary);
    clearInterval(refundCheck);
    clearInterval(reportDaysTimer);
    clearInterval(backupTimer);
    clearTimeout(firstBackup);
    clearInterval(faultWatch);
    restores?.stop();
    // A client still sending or reading (a slow upload on a bad network) would hold the close
    // for as long as it likes; after the grace its connection is dropped and the close goes on.
    const deadline = setTimeout(() => {
      log.warn(
        `still closing after ${config.shutdownGraceMs / 1000} s: dropping the connections left`,
      );
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    deadline.unref();
    await app.close();
    clearTimeout(deadline);
    await events.close();
    await db.kysely.destroy();
    claim?.release();
    process.exit(0);
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);

  // Connections waiting to be accepted: Node's 511 overflowed under a flood of reconnecting
  // sockets, and a customer's connection then waited out the kernel's retries (1 s, then 3 s).
  // The kernel caps it at net.core.somaxconn.
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  void sweep();
  reportDaysBuild();
  daySummaryLook();
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  const addresses = shopAddresses(config.host, config.port, networkInterfaces());
  console.log(`\nBuka is open at ${addresses.local} (data: ${where})`);
  if (addresses.network.length > 0) {
    console.log(`On a phone on the same network: ${addresses.network.join('  or  ')}`);
  }
  console.log(await firstAdminHint(db, config));
  announcePayments(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
