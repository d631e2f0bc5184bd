import { expect, test, type Page } from '@playwright/test';
import { messages } from '@buka/domain/messages';
import { defaultSettings } from '@buka/domain/settings';
import { defaultTimetable } from '@buka/domain/shop-hours';
import { phone, registerCustomer, skipWelcomeCard, uniquePhone } from '../fixtures';

// At a phone's size, where the cart fills the screen, with taps.
const onAPhone = { ...phone };

// docs/screens.md#sample-menu: the built-in sample menu.
const sampleMenu = [
  ['Jollof Rice', '₦5,000'],
  ['Fried Rice', '₦5,000'],
  ['White Rice & Stew', '₦4,500'],
  ['Chicken (Grilled)', '₦7,000'],
  ['Fish Pepper Soup', '₦6,000'],
  ['Egg Sauce', '₦3,000'],
  ['Waina (Masa)', '₦2,500'],
  ['Salad', '₦2,000'],
  ['Chips', '₦1,500'],
  ['Goat Meat Pepper Soup', '₦8,000'],
] as const;

/**
 * Opens the menu the way the app asks for its answers itself (from a page the browser draws),
 * for tests that answer them in the test: a menu drawn on the server carries the real ones.
 * Such tests keep the service worker out (serviceWorkers: 'block'): once in control it would
 * fetch the answers itself, past the test's.
 */
async function openMenuFromAnotherPage(page: Page) {
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
}

function foodCard(page: Page, name: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('the menu shows the ten sample dishes with their prices', async ({ page }) => {
  await skipWelcomeCard(page);
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  for (const [name, price] of sampleMenu) {
    const card = foodCard(page, name);
    await expect(card).toBeVisible();
    await expect(card).toContainText(price);
    await expect(card.getByRole('img', { name })).toBeVisible();
    await expect(card.getByRole('button', { name: `Add ${name} to cart` })).toBeVisible();
  }
});

test.describe('on a phone, a new customer', () => {
  test.use(onAPhone);

  test('a visitor who taps add is led to an account, and finds the dish in the new cart', async ({
    page,
  }) => {
    await page.goto('/menu');
    // First visit: the welcome card lists the delivery areas until it is understood.
    const welcome = page.getByRole('dialog', { name: /^Welcome to / });
    await expect(welcome).toContainText('Samaru');
    await welcome.getByRole('button', { name: 'understood' }).tap();
    await expect(welcome).toBeHidden();

    await foodCard(page, 'Chips')
      .getByRole('button', { name: /to cart$/ })
      .tap();
    const sheet = page.getByRole('dialog', {
      name: messages.signInToAddDish.replace('{dish}', 'Chips'),
    });
    await expect(sheet).toBeVisible();
    // Closed, it can be opened again; then the way to an account.
    await sheet.getByRole('button', { name: 'Close' }).tap();
    await expect(sheet).toBeHidden();
    await foodCard(page, 'Chips')
      .getByRole('button', { name: /to cart$/ })
      .tap();
    await sheet.getByRole('link', { name: 'Sign up' }).tap();

    await expect(page).toHaveURL(/\/register\?add=109$/);
    await page.getByLabel('Name').fill('Amina Bello');
    await page.getByLabel('Phone number').fill(uniquePhone());
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Repeat password').fill('secret123');
    await page.getByRole('button', { name: 'Sign Up' }).tap();

    // Back on the menu, signed in, with the dish in the cart and nothing more to tap.
    await expect(page).toHaveURL(/\/menu\/new$/);
    await expect(page.getByRole('button', { name: 'Cart, 1 item' }).first()).toBeVisible();
    // The cart opens by itself now that it holds something: that says the dish is in, and nothing
    // lies over its line (an "added" toast there used to hide it).
    const cart = page.getByRole('dialog', { name: 'Cart' });
    const line = cart.getByRole('listitem').filter({ hasText: 'Chips' });
    await expect(line).toBeVisible();
    // The line shows as the dish is added, so a toast said for it would be there already.
    expect(await page.getByText('Chips added to cart').count()).toBe(0);

    // Understood once is enough on this phone.
    await page.goto('/menu');
    await expect(page.getByRole('heading', { name: 'Jollof Rice' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /^Welcome to / })).toHaveCount(0);
  });
});

test('a customer who logs in from the sheet is back on the menu with the dish in the cart', async ({
  page,
}) => {
  const customer = await registerCustomer(page.request);
  await skipWelcomeCard(page);
  await page.goto('/menu');
  await foodCard(page, 'Chips')
    .getByRole('button', { name: /to cart$/ })
    .click();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?add=109$/);
  await page.getByLabel('Phone number').fill(customer.phone);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByText('Chips added to cart')).toBeVisible();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test.describe('closing hours follow the restaurant clock, not the phone', () => {
  // A phone set to Los Angeles time: 20:00 in Lagos is noon there.
  test.use({ timezoneId: 'America/Los_Angeles', serviceWorkers: 'block' });

  test.beforeEach(async ({ page }) => {
    await page.route('**/api/settings', (route) =>
      route.fulfill({ json: { ...defaultSettings, timetable: defaultTimetable } }),
    );
  });

  test('before the day opens, the card says when it opens today, not closed for the day', async ({
    page,
  }) => {
    // Wednesday 06:30 in Lagos: the shop opens at 9:00 am.
    await page.clock.setFixedTime(new Date('2025-03-12T05:30:00Z'));
    await openMenuFromAnotherPage(page);
    await expect(page.getByRole('dialog', { name: 'We are closed' })).toContainText(
      'We are not open yet. We open at 9:00 am today',
    );
  });

  test('the closed card shows outside opening hours', async ({ page }) => {
    // Wednesday 20:00 in Lagos (UTC+1).
    await page.clock.setFixedTime(new Date('2025-03-12T19:00:00Z'));
    await openMenuFromAnotherPage(page);
    const closed = page.getByRole('dialog', { name: 'We are closed' });
    await expect(closed).toContainText(
      'We are closed for the day. You can check back tomorrow, 9:00 am',
    );
    // The card is dismissible from the keyboard: focus starts on its close button.
    await expect(closed.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(closed).toBeHidden();
    await expect(foodCard(page, 'Jollof Rice')).toBeVisible();
  });

  test('the closed card does not show inside opening hours', async ({ page }) => {
    // Wednesday 12:00 in Lagos: 04:00 on the phone's own clock.
    await page.clock.setFixedTime(new Date('2025-03-12T11:00:00Z'));
    await openMenuFromAnotherPage(page);
    await expect(page.getByRole('dialog', { name: /^Welcome to / })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'We are closed' })).toHaveCount(0);
  });
});

test('an unknown path shows the home page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hot Nigerian food');
  const orderNow = page.getByRole('main').getByRole('link', { name: 'Order Now' });
  await orderNow.click();
  await expect(page).toHaveURL(/\/menu$/);
});

test('the delivery badge opens the places we deliver', async ({ page }) => {
  await page.goto('/');
  const badge = page.getByRole('button', { name: 'We deliver to your area' });
  await badge.click();
  await expect(badge).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Places we deliver' })).toBeVisible();
  await expect(page.getByText('Sabon Gari')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our favourites' })).toBeVisible();
});

test.describe('with the menu answered by the test', () => {
  test.use({ serviceWorkers: 'block' });

  test('when every dish has run out, the menu says there is no food now', async ({ page }) => {
    await skipWelcomeCard(page);
    await page.route('**/api/products', async (route) => {
      const response = await route.fetch();
      const { products } = (await response.json()) as { products: { stock: number }[] };
      await route.fulfill({ json: { products: products.map((food) => ({ ...food, stock: 0 })) } });
    });
    await openMenuFromAnotherPage(page);
    await expect(page.getByRole('dialog', { name: 'No food now' })).toContainText(
      messages.noFoodNow,
    );
    // Items with no stock are hidden from the list.
    await expect(page.getByText(messages.noFoodItems)).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on the delivery badge shows the places we deliver', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'We deliver to your area' }).tap();
    await expect(page.getByRole('heading', { name: 'Places we deliver' })).toBeVisible();
  });

  test('the full-screen menu leads to the menu, about and contact pages', async ({ page }) => {
    await skipWelcomeCard(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const phoneMenu = page.getByRole('dialog');
    for (const name of ['Menu', 'About', 'Contact']) {
      await expect(phoneMenu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await phoneMenu.getByRole('link', { name: 'Menu', exact: true }).tap();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  });

  test('a visitor finds Log in and Sign up in the full-screen menu; a customer does not', async ({
    page,
  }) => {
    await skipWelcomeCard(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const phoneMenu = page.getByRole('dialog');
    await expect(phoneMenu.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await phoneMenu.getByRole('link', { name: 'Log in' }).tap();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

    await registerCustomer(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(phoneMenu.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(phoneMenu.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });
});
