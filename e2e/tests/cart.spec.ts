import { expect, test } from '@playwright/test';
import { messages } from '@buka/domain/messages';
import { registerCustomer, skipWelcomeCard, uniquePhone } from '../fixtures';
import { cartLine, cartPanel, dishes, openCart, putInCart } from './cart-helpers';

test.beforeEach(async ({ page }) => skipWelcomeCard(page));

test('add two dishes, change quantities, and the totals follow', async ({ page }) => {
  // Two dishes without choices: one tap each (a dish with choices opens its sheet: dish-options.spec).
  await registerCustomer(page);
  await page.goto('/menu');

  await page.getByRole('button', { name: `Add ${dishes.chicken.name} to cart` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to cart' })).toBeVisible();
  await page.getByRole('button', { name: `Add ${dishes.chips.name} to cart` }).click();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

  // Once in the cart, the card shows the dish's quantity instead of Add (docs/screens.md#menu).
  await expect(
    page.getByRole('button', { name: `Add ${dishes.chicken.name} to cart` }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: `Quantity of ${dishes.chicken.name}` }),
  ).toContainText('1');

  const panel = await openCart(page);
  // Newest first (docs/orders.md#cart).
  await expect(panel.getByRole('listitem').first()).toContainText(dishes.chips.name);
  const chicken = cartLine(page, dishes.chicken.name);
  const chickenQty = chicken.getByRole('group', { name: `Quantity of ${dishes.chicken.name}` });
  const minus = chicken.getByRole('button', { name: `One less ${dishes.chicken.name}` });
  const plus = chicken.getByRole('button', { name: `One more ${dishes.chicken.name}` });

  // docs/orders.md#cart: minus stops at 1.
  await expect(minus).toBeDisabled();
  await plus.click();
  await plus.click();
  await expect(chickenQty).toHaveText('3');
  await expect(panel).toContainText('₦22,500'); // 3 × 7000 + 1500
  await minus.click();
  await expect(chickenQty).toHaveText('2');
  await expect(panel.getByRole('button', { name: 'Send order ₦15,500' })).toBeVisible();

  // The server holds the cart: a reload shows the same lines and quantities.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await openCart(page);
  await expect(chickenQty).toHaveText('2');
  await expect(panel.getByRole('button', { name: 'Send order ₦15,500' })).toBeVisible();

  await cartLine(page, dishes.chips.name)
    .getByRole('button', { name: `Remove ${dishes.chips.name} from cart` })
    .click();
  await expect(cartLine(page, dishes.chips.name)).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Send order ₦14,000' })).toBeVisible();

  await panel.getByRole('button', { name: 'clear' }).click();
  await expect(panel.getByText(messages.cartEmpty)).toBeVisible();
  await panel.getByRole('button', { name: 'clear' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: messages.cartAlreadyEmpty }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});

test('a visitor sees an empty cart with a way to log in; Escape closes it', async ({ page }) => {
  await page.goto('/about');
  const panel = await openCart(page);
  await expect(panel.getByText(messages.cartEmpty)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'clear' })).toHaveCount(0);
  await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('hidden');

  // Focus stays inside the panel.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  await expect(panel.locator(':focus')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(cartPanel(page)).toBeHidden();
  await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('');

  await openCart(page);
  await cartPanel(page).getByRole('link', { name: 'Login to cart' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(cartPanel(page)).toBeHidden();
});

test('right after sign-up the menu says welcome and an empty cart stays shut', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Amina Bello');
  await page.getByLabel('Phone number').fill(uniquePhone());
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Repeat password').fill('secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/menu\/new$/);
  const welcome = page.getByRole('status').filter({ hasText: 'Welcome, Amina!' });
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('heading', { name: dishes.chips.name })).toBeVisible();
  await expect(cartPanel(page)).toBeHidden();

  // The first dish opens the cart, once.
  await page.getByRole('button', { name: `Add ${dishes.chips.name} to cart` }).click();
  await expect(cartPanel(page)).toBeVisible();
  await expect(cartLine(page, dishes.chips.name)).toBeVisible();
  await cartPanel(page).getByRole('button', { name: 'Close cart' }).click();
  await expect(cartPanel(page)).toBeHidden();
  await page.getByRole('button', { name: `Add ${dishes.chicken.name} to cart` }).click();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(cartPanel(page)).toBeHidden();

  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
});

test('the panel’s code loads when the cart holds something or the button is reached', async ({
  page,
  request,
}) => {
  // docs/screens.md#cart-panel: not run while a page starts on a chance.
  const panelCode: string[] = [];
  page.on('request', (asked) => {
    if (/\/assets\/CartPanel-[\w-]+\.js$/.test(asked.url())) panelCode.push(asked.url());
  });
  const customer = await registerCustomer(page);
  await page.goto('/orders');
  const button = page.getByRole('button', { name: 'Cart, 0 items' });
  await expect(button).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(panelCode).toEqual([]);

  // A pointer over the button: the code comes before the tap.
  await button.hover();
  await expect.poll(() => panelCode.length).toBe(1);
  await button.click();
  await expect(cartPanel(page).getByText(messages.cartEmpty)).toBeVisible();

  // A cart that holds something: the code comes once the phone is idle, with no tap at all.
  await putInCart(request, customer, dishes.chips.id);
  panelCode.length = 0;
  await page.goto('/orders');
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect.poll(() => panelCode.length).toBe(1);
});
