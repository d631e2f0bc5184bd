import { expect, test, type Page } from '@playwright/test';
import { phone, registerCustomer, skipWelcomeCard } from '../fixtures';
import { cartPanel, dishes, openCart, orderCount, putInCart } from './cart-helpers';
import { createFood, createGroup, putGroupsOnDish } from './dish-helpers';

// The words a customer reads offline (web/src/shared/offline/network-status.ts).
const offlineWords = {
  notice: 'You are offline.',
  detail:
    'You can browse the menu and see your cart as it was. Sending an order and paying need the internet.',
  pageNeedsNetwork:
    'You are offline. This page needs the internet; the menu and your cart work offline.',
  orderNeedsNetwork: 'You are offline. Placing an order needs the network',
};

// The service worker (web/build/pwa.ts) keeps the app, the last menu and its pictures, so the
// shop still opens on a phone that lost its signal.

/** Waits until the service worker runs this page and has kept the menu it showed. */
async function untilKeptForOffline(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const menu = await caches.match('/api/products');
          const pictures = await caches.open('buka-dishes').then((cache) => cache.keys());
          return Boolean(menu) && pictures.length > 0;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test.beforeEach(async ({ page }) => skipWelcomeCard(page));

test('the menu opens with the network cut, pictures and all, and says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: dishes.jollof.name })).toBeVisible();
  await untilKeptForOffline(page);

  await context.setOffline(true);
  // Really cut: an answer the worker never kept cannot be fetched.
  const probe = await page.evaluate(() =>
    fetch('/api/products?probe').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(probe).toBe('failed');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: dishes.jollof.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Goat Meat Pepper Soup' })).toBeVisible();
  await expect(page.getByRole('status').getByText('You are offline.')).toBeVisible();
  const picture = page.getByRole('img', { name: dishes.jollof.name });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Other pages of the app open too; back online, the notice goes.
  await page.getByRole('link', { name: 'About us' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toBeHidden();
});

test('placing an order needs the network, and the cart says so', async ({ page, context }) => {
  const customer = await registerCustomer(page);
  await putInCart(page.request, customer, dishes.chips.id);
  await page.goto('/menu');
  const panel = await openCart(page);
  await panel.getByLabel('Address').fill('3 Offline Road, Kubwa');
  await panel.getByLabel('Delivery area').selectOption('Samaru');
  await panel.getByRole('radio', { name: 'Cash' }).check();

  await context.setOffline(true);
  await cartPanel(page)
    .getByRole('button', { name: /^Send order / })
    .click();
  await expect(page.getByText('You are offline. Placing an order needs the network')).toBeVisible();
  await context.setOffline(false);
  expect(await orderCount(page.request, customer)).toBe(0);
});

test('server pages stay the server’s: provider sign-in and API answers skip the app', async ({
  page,
}) => {
  await page.goto('/menu');
  await untilKeptForOffline(page);
  // A page load of these must reach the server (the identity provider's sign-in starts at
  // /api/auth/oidc/start), never the app's offline copy of index.html.
  for (const path of ['/api/settings', '/api/auth/oidc/start']) {
    const [response] = await Promise.all([
      page.waitForResponse((answer) => new URL(answer.url()).pathname === path),
      page.goto(path).catch(() => null),
    ]);
    expect(response.fromServiceWorker(), path).toBe(false);
    expect((await response.headerValue('content-type')) ?? '', path).not.toContain('text/html');
  }
});

test('a second visit opens the menu offline after a first visit on a slow network', async ({
  page,
  context,
}) => {
  test.slow();
  // A poor connection for the page (400 kbit/s, 400 ms round trips): the first visit of /menu,
  // drawn by the server, never asks for the menu's answer itself.
  const network = await context.newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  await page.goto('/menu', { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: dishes.jollof.name })).toBeVisible();
  // The visit ends once the service worker has what a second visit needs.
  await untilKeptForOffline(page);
  await page.close();

  await context.setOffline(true);
  const again = await context.newPage();
  await again.goto('/menu');
  await expect(again.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  await expect(again.getByRole('heading', { name: dishes.jollof.name })).toBeVisible();
  await expect(again.getByRole('heading', { name: 'Goat Meat Pepper Soup' })).toBeVisible();
  await expect(again.getByRole('status').getByText('You are offline.')).toBeVisible();
  await context.setOffline(false);
});

test.describe('on a phone', () => {
  test.use(phone);

  test('a page never opened says it needs the internet, with Try again', async ({
    page,
    context,
  }) => {
    await page.goto('/menu');
    await untilKeptForOffline(page);
    await context.setOffline(true);
    await page.reload();
    // Contact's code was never fetched, so it cannot come from the worker.
    await page.getByRole('link', { name: 'Contact' }).first().tap();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByText(offlineWords.pageNeedsNetwork)).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await context.setOffline(false);
  });

  test('every page offline says what works and what does not, and online it goes', async ({
    page,
    context,
  }) => {
    await page.goto('/menu');
    await untilKeptForOffline(page);
    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: offlineWords.notice });
    await expect(notice).toContainText(offlineWords.detail);
    await page.getByRole('link', { name: 'About us' }).first().tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect(notice).toContainText(offlineWords.detail);
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  });

  test('a dish with choices opens its sheet offline', async ({ page, context }) => {
    const name = `Offline rice ${Date.now()}`;
    const food = await createFood(page.request, name);
    const group = await createGroup(page.request, {
      name: 'Protein',
      max: 1,
      choices: [{ name: 'Beef', price: 1000 }],
    });
    await putGroupsOnDish(page.request, food.id, [group.id]);
    await registerCustomer(page);
    await page.goto('/menu');
    await untilKeptForOffline(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: `Add ${name} to cart` }).tap();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await context.setOffline(false);
  });

  test('an empty cart whose panel this phone never loaded says it is offline, and opens online', async ({
    page,
    context,
  }) => {
    // docs/screens.md#cart-panel: the panel's code loads on a sign of use, so a phone that never
    // reached for an empty cart has not kept it.
    await registerCustomer(page);
    await page.goto('/menu');
    await untilKeptForOffline(page);
    await context.setOffline(true);
    await page.reload();
    const button = page.getByRole('button', { name: 'Cart, 0 items' });
    await expect(button).not.toHaveAttribute('data-early-tap', { timeout: 20_000 });
    await button.tap();
    await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(cartPanel(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: dishes.chips.name })).toBeVisible();

    // Back online, the same page opens it: a failed load is tried again.
    await context.setOffline(false);
    await button.tap();
    await expect(cartPanel(page)).toBeVisible();
  });

  test('Send order tapped offline says an order needs the internet', async ({ page, context }) => {
    const customer = await registerCustomer(page);
    await putInCart(page.request, customer, dishes.chips.id);
    await page.goto('/menu');
    const panel = await openCart(page);
    await panel.getByLabel('Address').fill('3 Offline Road, Kubwa');
    await panel.getByLabel('Delivery area').selectOption('Samaru');
    await panel.getByRole('radio', { name: 'Cash' }).tap();
    await context.setOffline(true);
    await cartPanel(page)
      .getByRole('button', { name: /^Send order / })
      .tap();
    await expect(page.getByText(offlineWords.orderNeedsNetwork)).toBeVisible();
    await context.setOffline(false);
    expect(await orderCount(page.request, customer)).toBe(0);
  });
});
