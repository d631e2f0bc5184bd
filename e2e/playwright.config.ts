import { defineConfig } from '@playwright/test';
import {
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  TEST_PROVIDER_LABEL,
  TEST_PROVIDER_PORT,
} from '../server/src/auth/testing/oidc-test-values.mjs';

// E2E_PORT and E2E_OIDC_PORT let two checkouts run their browser tests side by side.
const SHOP_PORT = process.env.E2E_PORT ?? '4173';
const OIDC_PORT = process.env.E2E_OIDC_PORT ?? String(TEST_PROVIDER_PORT);
export const BASE_URL = `http://127.0.0.1:${SHOP_PORT}`;
// The test identity provider (oidc-provider.mjs) the shop's 'Continue with…' button leads to.
const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;

// Browser tests drive the built app (npm run test:e2e builds web and server first) in Debian's
// Chromium, or the one CHROMIUM_PATH names; Playwright never downloads a browser here.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export default defineConfig({
  testDir: 'tests',
  globalSetup: './global-setup.ts',
  workers: 2,
  // One more try for a test that failed: on a shared, busy 2-core machine a browser step now and
  // then misses its time (a service worker showing a push, a tap before the page is live). A test
  // that fails twice fails the run; one that passes on its second try is reported as flaky.
  retries: 1,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test's whole budget. The shared machines this runs on slow to a third of their speed at
  // times, and a test that brings in the staff board took 31–32 s then with every step passing;
  // each step's own wait (expect, below) is what catches a real failure.
  timeout: 60_000,
  // A step's wait. A staff phone's first visit to the board (its code, its data) took 2.5–4 s on
  // a quiet machine and past 7 s with the other worker's browser beside it (several board tests
  // failed at 7 s, on this code and on the code before it).
  expect: { timeout: 15_000 },
  // Paths here are relative to this folder: the report lands in the repository's reports/.
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node serve.mjs',
      url: `${BASE_URL}/api/settings`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // serve.mjs removes its temporary data folder when it is asked to stop politely.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        PORT: SHOP_PORT,
        OIDC_ISSUER,
        OIDC_CLIENT_ID: TEST_CLIENT_ID,
        OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
        OIDC_LABEL: TEST_PROVIDER_LABEL,
      },
    },
    {
      command: 'node ../server/src/auth/testing/oidc-provider.mjs',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      env: {
        OIDC_TEST_PORT: OIDC_PORT,
        OIDC_TEST_REDIRECT_URIS: `${BASE_URL}/api/auth/oidc/callback`,
      },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
