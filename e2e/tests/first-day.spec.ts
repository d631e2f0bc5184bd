import { expect, request, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { messages } from '@buka/domain/messages';
import {
  ADMIN_PASSWORD,
  ADMIN_PHONE,
  adminSessionUser,
  keepSilentUntilTouched,
  placeCashOrder,
  phone,
  registerCustomer,
  signIn,
  skipWelcomeCard,
  startSignedIn,
} from '../fixtures';
import { dishes, openCart, putInCart, sendOrder } from './cart-helpers';
import { startOwnShop, type OwnShop } from './own-shop';

/** A run in a shop of its own (its settings or orders would disturb the shared shop's tests). */
async function inOwnShop(run: (shop: OwnShop, api: APIRequestContext) => Promise<void>) {
  const shop = await startOwnShop(() => ({}));
  const api = await request.newContext({ baseURL: shop.url });
  try {
    await run(shop, api);
  } finally {
    await api.dispose();
    await shop.stop();
  }
}

// A customer's and an owner's first day at phone size, with real taps: the walls they met, and
// how each is passed now.
test.use(phone);

test('an owner adds a dish without knowing its calories', async ({ page }) => {
  const name = `Tuwo Shinkafa ${Date.now() % 1_000_000}`;
  await skipWelcomeCard(page);
  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto('/admin/add-food');

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price (₦)').fill('1200');
  await page.getByLabel('Category').selectOption({ label: 'Rice' });
  await page.getByLabel('Food image').setInputFiles({
    name: 'tuwo.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 240, g: 235, b: 220 } },
    })
      .png()
      .toBuffer(),
  });
  await expect(page.getByRole('status').filter({ hasText: messages.uploadDone })).toBeVisible();
  await expect(page.getByLabel('Calories (optional)')).toHaveValue('');

  await page.getByRole('button', { name: 'Save' }).tap();
  await expect(
    page.getByRole('status').filter({ hasText: messages.productSaved }).first(),
  ).toBeVisible();
  const menu = await page.request.get('/api/products');
  const saved = ((await menu.json()) as { products: { name: string; calories: string }[] })
    .products;
  expect(saved.find((food) => food.name === name)).toMatchObject({ calories: '' });
});

test('a dish with one protein to choose says so and offers radio buttons', async ({ page }) => {
  await skipWelcomeCard(page);
  await registerCustomer(page);
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Add Jollof Rice to cart' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Jollof Rice' });
  const protein = sheet.getByRole('group', { name: /^Protein/ });
  await expect(protein).toContainText('Optional · choose 1');
  await expect(sheet.getByRole('group', { name: /^Extras/ })).toContainText(
    'Optional · choose up to 3',
  );
  await expect(protein.getByRole('checkbox')).toHaveCount(0);

  await protein.getByRole('radio', { name: /Chicken/ }).tap();
  await protein.getByRole('radio', { name: /Beef/ }).tap();
  await expect(protein.getByRole('radio', { name: /Beef/ })).toBeChecked();
  await expect(protein.getByRole('radio', { name: /Chicken/ })).not.toBeChecked();
  // 'None' takes the choice back.
  await protein.getByRole('radio', { name: 'None' }).tap();
  await expect(protein.getByRole('radio', { name: /Beef/ })).not.toBeChecked();
  await protein.getByRole('radio', { name: /Goat meat/ }).tap();
  await expect(sheet.getByRole('button', { name: 'Add to cart ₦7,000' })).toBeVisible();
});

test('sign-up errors say what is expected, and go when the field is fixed', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Al');
  await page.getByLabel('Phone number').fill('0803123');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Repeat password').fill('secret123');
  await page.getByRole('button', { name: 'Sign Up' }).tap();

  const toast = page.getByRole('alert').filter({ hasText: messages.nameInvalid });
  await expect(toast).toBeVisible();
  await expect(page.getByText(messages.phoneInvalid)).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();

  await page.getByLabel('Name').fill('Aliyu Musa');
  await expect(toast).toHaveCount(0);
  await expect(page.getByText(messages.phoneInvalid)).toBeVisible();
});

test("'Later' with no time and no address: Send order shows both errors and goes to the time", async ({
  page,
}) => {
  await skipWelcomeCard(page);
  const customer = await registerCustomer(page);
  await putInCart(page.request, customer, dishes.chips.id);
  await page.goto('/menu');
  const panel = await openCart(page);
  await panel.getByRole('radio', { name: 'Later' }).tap();
  await panel.getByRole('button', { name: /^Send order/ }).tap();

  await expect(panel.getByText(messages.slotInvalid)).toBeVisible();
  await expect(panel.getByText(messages.addressRequired)).toBeVisible();
  await expect(panel.getByLabel('Time')).toBeFocused();
  await expect(panel.getByLabel('Time')).toBeInViewport();
});

test('after a cash order the page says what is true now, and paying online is a quiet option', async ({
  page,
}) => {
  await skipWelcomeCard(page);
  const customer = await registerCustomer(page);
  await putInCart(page.request, customer, dishes.chips.id);
  await page.goto('/menu');
  await openCart(page);
  await sendOrder(page, { payment: 'Cash' });

  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  await expect(
    page.getByText(
      'Sent: the kitchen will confirm it in a few minutes. You pay cash when it arrives.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Online', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay online instead' })).toBeVisible();
  await page.getByRole('link', { name: 'View my orders' }).tap();
  await expect(page).toHaveURL(/\/orders$/);
});

test("the sample shop is in Zaria like its areas, and the map follows the owner's address", async ({
  page,
}) => {
  // A shop of its own: its address changes, and other tests read the shared shop's.
  await inOwnShop(async (shop, api) => {
    await page.goto(`${shop.url}/contact`);
    const directions = page.getByRole('link', { name: 'Get directions' });
    await expect(directions).toHaveAttribute('href', /query=Samaru%2C%20Zaria/);

    await startSignedIn(page, await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD));
    await page.goto(`${shop.url}/admin/settings`);
    await page.getByLabel('Street address').fill('12 Gaskiya Road, Tudun Wada, Zaria');
    await page.getByRole('button', { name: 'Save settings' }).tap();
    await expect(page.getByRole('status').filter({ hasText: /saved/i }).first()).toBeVisible();

    await page.goto(`${shop.url}/contact`);
    await expect(directions).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=12%20Gaskiya%20Road%2C%20Tudun%20Wada%2C%20Zaria',
    );
  });
});

test('on a phone the board shows the order to accept first, its Accept buttons on screen', async ({
  page,
}) => {
  // A shop of its own: no other test's waiting orders come before this one.
  await inOwnShop(async (shop, api) => {
    const customer = await registerCustomer(api);
    const orderId = await placeCashOrder(api, customer);
    await skipWelcomeCard(page);
    // As on a real phone: silent until touched, so the board asks for a tap above the orders.
    await keepSilentUntilTouched(page);
    await startSignedIn(page, await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD));
    await page.goto(`${shop.url}/admin/orders`);
    await expect(page.getByText('An order is waiting, and the alarm is silent.')).toBeVisible();

    const waiting = page.getByRole('list', { name: 'Orders to accept' });
    const accept = waiting.getByRole('button', {
      name: `Accept order #${orderId}, ready in 30 min`,
    });
    await expect(accept).toBeInViewport();
    // Shown once: not again in the list below.
    await expect(
      page.getByRole('listitem', { name: `Order #${orderId}`, exact: true }),
    ).toHaveCount(1);
    await accept.tap();
    await expect(waiting).toHaveCount(0);
    await expect(
      page
        .getByRole('list', { name: 'Orders' })
        .getByRole('listitem', { name: `Order #${orderId}`, exact: true }),
    ).toBeVisible();
  });
});
