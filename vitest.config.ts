import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; browser tests are Playwright's (e2e/).
export default defineConfig({
  test: {
    include: [
      'domain/src/**/*.test.ts',
      'server/src/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      // Bounded reliability suites against the built server (npm test builds it first).
      'bench/reliability/**/*.test.ts',
      // The page-weight budget reads the web build.
      'bench/page-weight.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
