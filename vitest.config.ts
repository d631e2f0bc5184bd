import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { languageCatalogs } from './web/build/catalogs.ts';

// Unit and API tests of every workspace, in tiers (browser tests are Playwright's, in e2e/):
//   unit         domain, web and server: `npm run test:unit`, the one to run while working
//   fuzz         bad input on every route, built from the routes' schemas: `npm run test:fuzz`
//   weight       the page-weight budget, read from the web build: `npm run test:weight`
//   reliability  bounded crash, soak and shutdown suites against the built server:
//                `npm run test:reliability:bounded` (full size: `npm run test:reliability`)
// `npm test` runs them all; `npx vitest run path/to/file.test.ts` runs one file.
export default defineConfig({
  // The pages' language catalogs (virtual:catalog/<language>), as the web build makes them.
  plugins: [languageCatalogs()],
  test: {
    environment: 'node',
    // The unit tier waits on PostgreSQL and on timers for about a third of its time: half again
    // as many workers as cores keeps the cores busy (2 cores: 86 s with two, 70–75 s with three).
    maxWorkers: Math.ceil(os.availableParallelism() * 1.5),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each tier's script names its own report (reports/vitest-<tier>.json); CI sums them all.
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    // The unit tier's files share modules (isolate: false below), so a file must not lean on
    // what an earlier one left behind (a stubbed fetch once answered the SMS tests): files run
    // in a new order each time, and the run prints its seed ('Running tests with seed …') to
    // replay a failure with --sequence.seed. Tests inside a file keep their order: they tell one
    // story over the app and database their beforeAll built. Vitest orders files for the whole
    // run, not per project, so this sits here.
    sequence: { shuffle: { files: true, tests: false } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'domain/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'web/build/**/*.test.ts',
            'bench/lib/**/*.test.ts',
          ],
          exclude: ['server/src/security/fuzz.test.ts'],
          // The files share their workers' loaded modules instead of importing the server afresh
          // for each of 110 files (import time 45 s → 7 s): every test builds its own app and
          // database, and what a test changes (a spy, the time zone) it puts back.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'fuzz', include: ['server/src/security/fuzz.test.ts'] } },
      { extends: true, test: { name: 'weight', include: ['bench/page-weight.test.ts'] } },
      {
        extends: true,
        test: { name: 'reliability', include: ['bench/reliability/**/*.test.ts'] },
      },
    ],
  },
});
