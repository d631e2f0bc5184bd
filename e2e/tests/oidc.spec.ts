import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '@buka/domain/messages';
import {
  TEST_PASSWORD,
  TEST_PROVIDER_LABEL,
} from '../../server/src/auth/testing/oidc-test-values.mjs';
import { skipWelcomeCard, uniquePhone } from '../fixtures';

// docs/server-rules.md#sign-in: the second way in, a third-party identity provider with the e-mail
// as the user key. playwright.config.ts starts the test provider (oidc-provider.mjs) and points the
// shop at it.

function uniqueEmail(): string {
  return `ada.${Date.now()}.${randomInt(1_000_000)}@example.com`;
}

async function signInAtProvider(
  page: Page,
  email: string,
  { action = 'Sign in and allow', name = '' } = {},
) {
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByLabel('Name (optional)').fill(name);
  await page.getByRole('button', { name: action }).click();
}

async function accountMenuText(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return (await menu.textContent()) ?? '';
}

test('a customer signs in with the provider, and a second sign-in reuses the account', async ({
  page,
  browser,
}) => {
  // Two full sign-ins, each through two sites.
  test.slow();
  await skipWelcomeCard(page);
  const email = uniqueEmail();

  await page.goto('/login');
  await page.getByRole('link', { name: TEST_PROVIDER_LABEL }).click();
  await signInAtProvider(page, email);

  // Back in the shop, signed in; no name came from the provider, so the e-mail is shown.
  await expect(page).toHaveURL(/\/orders$/);
  expect(await accountMenuText(page)).toContain(email);
  const firstUid = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').uid);
  expect(firstUid).toMatch(/^\d+$/);
  // The one-time code of the return page is not kept in the history.
  await page.goBack();
  await expect(page).not.toHaveURL(/code=/);

  // Another phone, another day: the same e-mail comes back to the same account.
  const other = await browser.newContext();
  const second = await other.newPage();
  await skipWelcomeCard(second);
  await second.goto('/register');
  await second.getByRole('link', { name: TEST_PROVIDER_LABEL }).click();
  await signInAtProvider(second, email.toUpperCase());
  await expect(second).toHaveURL(/\/orders$/);
  const secondUid = await second.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}').uid,
  );
  expect(secondUid).toBe(firstUid);
  expect(await accountMenuText(second)).toContain(email);
  await other.close();
});

test('a provider customer shows by name and adds the phone delivery needs', async ({ page }) => {
  await skipWelcomeCard(page);
  await page.goto('/login');
  await page.getByRole('link', { name: TEST_PROVIDER_LABEL }).click();
  // A real name the phone sign-up's rule (letters and spaces) would refuse.
  await signInAtProvider(page, uniqueEmail(), { name: "Ngozi O'Neil" });
  await expect(page).toHaveURL(/\/orders$/);
  expect(await accountMenuText(page)).toContain("Ngozi O'Neil");

  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const phone = uniquePhone();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').phoneNumber))
    .toBe(phone);
});

test('denying consent at the provider ends on the login page with a clear message', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: TEST_PROVIDER_LABEL }).click();
  await signInAtProvider(page, uniqueEmail(), { action: 'Deny' });
  await expect(page).toHaveURL(/\/login\?error=denied$/);
  await expect(page.getByRole('alert').filter({ hasText: messages.providerDenied })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
});

test('a tampered state is refused and the login page says to start again', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: TEST_PROVIDER_LABEL }).click();
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  // The provider's answer as an attacker would forge it: a code with a state we never issued.
  await page.goto('/api/auth/oidc/callback?code=forged&state=tampered-state');
  await expect(page).toHaveURL(/\/login\?error=expired$/);
  await expect(
    page.getByRole('alert').filter({ hasText: messages.providerLinkExpired }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
