// npm run test:reliability — every reliability suite at full size, one after another, each
// printing its figures; exit code 1 when any fails. RELIABILITY_SCALE=small runs the bounded
// sizes of `npm test`. PostgreSQL suites need RELIABILITY_DATABASE_URL or TEST_DATABASE_URL.
// Name suites to run only those: npx tsx bench/reliability/run.ts crash soak
import { backupRestoreOptions, backupRestoreSuite } from './backup-restore';
import { connectionFloodSuite, floodOptions } from './connection-flood';
import { crashSuites } from './crash';
import { dataDirSuite } from './data-dir';
import { databaseFaultsOptions, databaseFaultsSuite } from './database-faults';
import { diskFullOptions, diskFullSuite } from './disk-full';
import { fdLimitOptions, fdLimitSuite } from './fd-limit';
import { hungSmsSuites } from './hung-sms';
import { ensureServerBuilt } from './lib/built-server';
import { postgresUrl } from './lib/store';
import { machineLoad, printReport, reliabilityScale, type SuiteReport } from './lib/suite';
import { readmeScaleOutSuite } from './readme-scale-out';
import { securitySuite } from './security';
import { sigtermSuites } from './sigterm';
import { soakSuites } from './soak';
import { twoProcessSuite } from './two-process';

const scale = reliabilityScale();
const pgUrl = postgresUrl();
const suites: Record<string, () => Promise<SuiteReport[]>> = {
  sigterm: sigtermSuites,
  crash: () => crashSuites(scale.orders, scale.crashClients),
  'two-process': async () =>
    pgUrl
      ? [await twoProcessSuite(pgUrl, { orders: scale.orders, clients: scale.crashClients })]
      : [],
  soak: () => soakSuites(scale.soakClients, scale.soakMs, !scale.small),
  readme: async () => (pgUrl ? [await readmeScaleOutSuite(pgUrl)] : []),
  'database-faults': async () =>
    pgUrl ? [await databaseFaultsSuite(pgUrl, databaseFaultsOptions(scale.small))] : [],
  'disk-full': async () => [await diskFullSuite(diskFullOptions(scale.small))],
  'data-dir': async () => [await dataDirSuite({ clients: scale.small ? 8 : 20 })],
  'backup-restore': async () => [await backupRestoreSuite(backupRestoreOptions(scale.small))],
  'fd-limit': async () => [await fdLimitSuite(fdLimitOptions(scale.small))],
  'hung-sms': hungSmsSuites,
  'connection-flood': async () => [await connectionFloodSuite(floodOptions(scale.small))],
  security: () => securitySuite(scale.small),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in suites));
if (unknown.length > 0) {
  console.error(
    `Unknown suite ${unknown.join(', ')}; choose from ${Object.keys(suites).join(', ')}`,
  );
  process.exit(2);
}
ensureServerBuilt();
console.log(
  `Reliability suites, ${scale.small ? 'bounded' : 'full'} size: ${scale.orders} orders per crash ` +
    `run, soak ${scale.soakClients} clients × ${scale.soakMs / 1000} s; machine load ${machineLoad()}`,
);
if (!pgUrl) {
  console.log(
    'PostgreSQL SKIPPED (crash on PostgreSQL, two-process, README scale-out): ' +
      'set RELIABILITY_DATABASE_URL or TEST_DATABASE_URL',
  );
}
const reports: SuiteReport[] = [];
for (const [name, suite] of Object.entries(suites)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  for (const report of await suite()) {
    printReport(report);
    reports.push(report);
  }
}
const failed = reports.filter((report) => !report.passed);
console.log(
  `\n${reports.length - failed.length} of ${reports.length} reliability suites passed` +
    (failed.length ? `; FAILED: ${failed.map((report) => report.title).join('; ')}` : ''),
);
if (failed.length > 0) process.exitCode = 1;
