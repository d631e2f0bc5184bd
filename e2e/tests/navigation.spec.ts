import { expect, test } from '@playwright/test';
import {
  adminToken,
  bearer,
  registerCustomer,
  signIn,
  skipWelcomeCard,
  startSignedIn,
} from '../fixtures';

// The page's code is answered by the test, slowly: the service worker, which would answer it
// from its cache, stays out.
test.use({ serviceWorkers: 'block' });
test.beforeEach(async ({ page }) => skipWelcomeCard(page));

test('moving to a page whose code is still on its way keeps the page on screen until it is in', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Buka' })).toBeVisible();
  // Every page heading shown from now on, as the page showed it (an empty page shows none).
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenHeadings: seen });
    const record = () => {
      const heading = document.querySelector('main h1')?.textContent ?? '(no page)';
      if (seen.at(-1) !== heading) seen.push(heading);
    };
    record();
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true });
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/ContactPage-*.js', async (route) => {
    await held;
    await route.continue();
  });

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact us' })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  // The address has changed; the page's code has not come yet: the last page stays.
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1, name: 'About Buka' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings),
  ).toEqual(['About Buka', 'Contact us']);
});

test('a tap on the staff menu while the board’s code is on its way opens it, and it stays open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const person = await registerCustomer(page.request, { name: 'Ada Counter' });
  const given = await page.request.put(`/api/users/${person.session.uid}/role`, {
    headers: bearer(await adminToken(page.request)),
    data: { role: 'cashier' },
  });
  expect(given.status()).toBe(200);
  await startSignedIn(page, await signIn(page.request, person.phone, person.password));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/OrdersBoardPage-*.js', async (route) => {
    await held;
    await route.continue();
  });

  // The counter's /admin moves on to the board at once; the board's code is still coming.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(menu.getByRole('link', { name: /^Orders/ })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeAttached();
  await expect(menu.getByRole('link', { name: /^Orders/ })).toBeVisible();

  // Moving on from it closes it, and going back does not bring it back.
  await menu.getByRole('link', { name: 'Cash-up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cash-up' })).toBeVisible();
  await expect(menu).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(menu).toHaveCount(0);
});
