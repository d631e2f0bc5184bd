import { expect, test, type Page } from '@playwright/test';
import { messages } from '@buka/domain/messages';
import { registerCustomer, skipWelcomeCard } from '../fixtures';
import { dishes, putInCart } from './cart-helpers';

// The home page and the menu come from the server already drawn: dishes show before
// any script has run, and the app then takes the same markup over.

declare global {
  interface Window {
    __drawnName?: Element | null;
    __shift?: number;
  }
}

/** Holds back the app's code until `release()`: the page as a phone shows it on a slow network. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Taken over: no button waits for the app any more (useEarlyTap). */
async function untilTakenOver(page: Page) {
  await expect(page.locator('[data-early-tap]')).toHaveCount(0);
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu shows its dishes, prices and pictures', async ({ page }) => {
    const response = await page.goto('/menu');
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: dishes.jollof.name }) });
    await expect(card).toContainText('₦5,000');
    await expect(card.getByRole('img', { name: dishes.jollof.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Goat Meat Pepper Soup' })).toBeVisible();
    expect(await response!.text()).toContain(
      '<noscript>Please turn on JavaScript to order.</noscript>',
    );
    // Plain links still lead on.
    await page.getByRole('link', { name: /home$/ }).click();
    await expect(page.getByRole('heading', { name: 'Our favourites' })).toBeVisible();
    await expect(page.getByText(dishes.jollof.name).first()).toBeVisible();
  });
});

for (const path of ['/', '/menu']) {
  test(`the app takes over the drawn ${path} as it is: the same elements, no error or warning, nothing moves`, async ({
    page,
  }) => {
    await skipWelcomeCard(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(message.text());
      }
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          window.__shift! += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdScripts(page);

    await page.goto(path, { waitUntil: 'commit' });
    // The first dish's picture as the server drew it (on the menu's card, among the favourites).
    const picture = `main img[alt="${dishes.jollof.name}"]`;
    await expect(page.locator(picture).first()).toBeVisible();
    await page.evaluate((selector) => {
      window.__drawnName = document.querySelector(selector);
    }, picture);
    release();
    await untilTakenOver(page);

    // Taken over, not drawn again: the picture on screen is the one the server drew.
    expect(
      await page.evaluate(
        (selector) => window.__drawnName === document.querySelector(selector),
        picture,
      ),
    ).toBe(true);
    await expect(page.locator(picture).first()).toBeVisible();
    expect(await page.evaluate(() => window.__shift)).toBeLessThan(0.01);
    expect(problems).toEqual([]);
  });
}

test('once the menu is taken over, every id is its own and names what it should', async ({
  page,
}) => {
  // A first visit: the welcome card opens as soon as the page is taken over, before the cards.
  await page.goto('/menu');
  const welcome = page.getByRole('dialog', { name: /^Welcome to / });
  await expect(welcome).toBeVisible();
  await untilTakenOver(page);
  const ids = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[id]'), (element) => element.id),
  );
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  // Each dish's 'More' reads its own description.
  await welcome.getByRole('button', { name: 'understood' }).click();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: dishes.jollof.name }) });
  const more = card.locator('button[aria-controls]');
  await expect(card.locator(`[id="${await more.getAttribute('aria-controls')}"]`)).toHaveText(
    /^Smoky party jollof/,
  );
});
test('a tap on a button before the app is ready is made once it is', async ({ page }) => {
  const customer = await registerCustomer(page);
  await skipWelcomeCard(page);
  const release = await holdScripts(page);

  await page.goto('/menu', { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: `Add ${dishes.chips.name} to cart` });
  await add.click();
  // Held, and it shows.
  await expect(add).toHaveAttribute('data-tapped', '');

  release();
  await expect(page.getByText(`${dishes.chips.name} added to cart`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  const cart = await page.request.get('/api/cart', {
    headers: { authorization: `Bearer ${customer.session.token}` },
  });
  expect(((await cart.json()) as { items: unknown[] }).items).toHaveLength(1);
});

test('a visitor tapping add before the app is ready is led to an account at once', async ({
  page,
}) => {
  await skipWelcomeCard(page);
  const release = await holdScripts(page);
  await page.goto('/menu', { waitUntil: 'commit' });
  await page.getByRole('button', { name: `Add ${dishes.jollof.name} to cart` }).click();
  // No app yet: the drawn button opens its sheet itself.
  const sheet = page.getByRole('dialog', {
    name: messages.signInToAddDish.replace('{dish}', dishes.jollof.name),
  });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/login?add=${dishes.jollof.id}`,
  );
  await expect(sheet.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    `/register?add=${dishes.jollof.id}`,
  );
  // Nothing was held for the app to make again once it is live.
  release();
  await untilTakenOver(page);
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the home page is drawn too, with the favourites and their prices', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const favourites = page.getByRole('region', { name: 'Our favourites' });
  await expect(favourites.getByText(dishes.jollof.name)).toBeVisible();
  await expect(favourites.getByText('₦5,000').first()).toBeVisible();
  release();
  await untilTakenOver(page);
  await page.getByRole('button', { name: 'We deliver to your area' }).click();
  await expect(page.getByRole('heading', { name: 'Places we deliver' })).toBeVisible();
});

test('a signed-in customer’s tap on the drawn cart button opens the cart, and the button stays put as the app goes live', async ({
  page,
}) => {
  const customer = await registerCustomer(page);
  await putInCart(page.request, customer, dishes.jollof.id);
  await putInCart(page.request, customer, dishes.chips.id);
  await skipWelcomeCard(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const release = await holdScripts(page);

  await page.goto('/menu', { waitUntil: 'commit' });
  // Drawn for a visitor ('Order Now'): the server does not know this phone's session.
  const drawn = page.getByRole('button', { name: /^Cart, \d+ items?$/ });
  const drawnBox = await drawn.boundingBox();
  await drawn.click();
  await expect(drawn).toHaveAttribute('data-tapped', '');

  release();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  const live = page.getByRole('button', { name: 'Cart, 2 items' });
  await expect(live).toBeVisible();
  // The customer's photo took the place of 'Order Now'; the cart button, where a finger may be
  // about to tap, did not move.
  await expect(page.getByRole('link', { name: 'Order Now' })).toHaveCount(0);
  expect(await live.boundingBox()).toEqual(drawnBox);
  expect(problems).toEqual([]);
});

test('a search typed and a category tapped before the app is ready both apply once it is', async ({
  page,
}) => {
  await skipWelcomeCard(page);
  const release = await holdScripts(page);
  await page.goto('/menu', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search dishes' });
  await search.fill('rice');
  const rice = page
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: 'Rice', exact: true });
  await rice.click();
  await expect(rice).toHaveAttribute('data-tapped', '');

  release();
  await untilTakenOver(page);
  await expect(rice).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue('rice');
  const names = page.getByRole('main').getByRole('article').getByRole('heading');
  await expect(names).toContainText(['Jollof Rice', 'Fried Rice']);
  await expect(page.getByRole('heading', { name: 'Chips' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Fish Pepper Soup' })).toHaveCount(0);
});
