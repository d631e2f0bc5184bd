// The fault suites at bounded size, against the built server: the database and the
// disk failing under load, a second process, damaged files at start, backups cut short,
// restores while customers order, the open-file limit. `npm run test:reliability` runs them
// at full size and prints their figures.
import { beforeAll, describe, expect, it } from 'vitest';
import { backupRestoreOptions, backupRestoreSuite } from './backup-restore';
import { dataDirSuite } from './data-dir';
import { databaseFaultsOptions, databaseFaultsSuite } from './database-faults';
import { diskFullOptions, diskFullSuite } from './disk-full';
import { fdLimitOptions, fdLimitSuite } from './fd-limit';
import { ensureServerBuilt } from './lib/built-server';
import { postgresUrl } from './lib/store';
import { printReport, type SuiteReport } from './lib/suite';

const pgUrl = postgresUrl();

function expectPassed(report: SuiteReport) {
  printReport(report);
  expect(report.passed, `${report.title}\n${report.lines.join('\n')}`).toBe(true);
}

describe('faults (bounded)', () => {
  beforeAll(() => ensureServerBuilt(), 120_000);

  it.skipIf(!pgUrl)(
    'PostgreSQL: connections terminated, the network cut and stalled; the shop carries on',
    async () => {
      expectPassed(await databaseFaultsSuite(pgUrl!, databaseFaultsOptions(true)));
    },
    180_000,
  );

  it('SQLite: a full disk answers 503, is logged once, and passes by itself', async () => {
    expectPassed(await diskFullSuite(diskFullOptions(true)));
  }, 120_000);

  it('SQLite: one server per data directory; damaged databases refused at start', async () => {
    expectPassed(await dataDirSuite({ clients: 8 }));
  }, 180_000);

  it('SQLite: a backup cut short is refused; restores never lock customers out', async () => {
    expectPassed(await backupRestoreSuite(backupRestoreOptions(true)));
  }, 240_000);

  it('the open-file limit is logged and shown by health, and passes by itself', async () => {
    expectPassed(await fdLimitSuite(fdLimitOptions(true)));
  }, 120_000);
});
