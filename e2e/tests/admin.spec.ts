import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { messages } from '@buka/domain/messages';
import type { Food } from '@buka/domain/products';
import {
  ADMIN_PASSWORD,
  ADMIN_PHONE,
  placeCashOrder,
  adminSessionUser,
  adminToken,
  bearer,
  registerCustomer,
  signIn,
  skipWelcomeCard,
  startSignedIn,
} from '../fixtures';

// docs/screens.md#staff-area admin layout, docs/server-rules.md#uploads upload / add food / delete
// food, docs/server-rules.md#validation add food; docs/api.md#staff staff calls.

async function openAsAdmin(page: Page, path: string) {
  await skipWelcomeCard(page);
  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto(path);
}

/** A real picture, made here: the server checks the content, not the name. */
function smallPng(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 230, g: 120, b: 20 } },
  })
    .png()
    .toBuffer();
}

function uniqueName(prefix: string): string {
  return `${prefix} ${randomInt(100_000, 999_999)}`;
}

/** A food made through the API, so order tests never race other tests for sample stock. */
async function createFood(request: APIRequestContext, name: string, stock = 20): Promise<Food> {
  const response = await request.post('/api/products', {
    headers: bearer(await adminToken(request)),
    data: {
      name,
      description: 'Made by a test',
      price: '2500',
      calories: '400',
      stock,
      imageURL: '/dishes/chips.webp',
      categoryId: 11,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Food;
}

test('a customer opening /admin sees the home page, not the staff area', async ({ page }) => {
  await skipWelcomeCard(page);
  await registerCustomer(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: /Hot Nigerian food/ })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  // The server is the authority: the staff calls refuse a customer too.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).token);
  const dashboard = await page.request.get('/api/admin/dashboard', { headers: bearer(token) });
  expect(dashboard.status()).toBe(403);
});

test('an admin adds a dish with a photo, finds it on the menu, edits its price and deletes it', async ({
  page,
}) => {
  // The longest walk in the suite (form, upload, menu, edit, delete); a loaded machine needs time.
  test.slow();
  const name = uniqueName('Moi Moi');
  await openAsAdmin(page, '/admin/add-food');
  // Admin mode: the shop's header gives way to the sidebar.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Add Food' })).toBeVisible();

  // docs/server-rules.md#validation: the required fields first.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.fillAllFields })).toBeVisible();

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Steamed bean pudding with egg');
  // docs/server-rules.md#validation: price takes only numbers, as typed.
  await page.getByLabel('Price (₦)').pressSequentially('15a');
  await expect(page.getByLabel('Price (₦)')).toHaveValue('15');
  await expect(page.getByText(messages.invalidNumber).first()).toBeVisible();
  await page.getByLabel('Price (₦)').fill('1500');
  await page.getByLabel('Calories').fill('320');
  await page.getByLabel('Quantity in stock').fill('8');
  await page.getByLabel('Category').selectOption({ label: 'Snacks' });

  await page.getByLabel('Food image').setInputFiles({
    name: 'moi-moi.png',
    mimeType: 'image/png',
    buffer: await smallPng(),
  });
  await expect(page.getByRole('status').filter({ hasText: messages.uploadDone })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Food image preview' })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: messages.productSaved }).first(),
  ).toBeVisible();
  // The form starts over for the next food.
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Food image')).toBeAttached();

  // The shop's own menu: calories, and edit and delete instead of add-to-cart.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'store' })
    .click();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/menu');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toContainText('₦1,500');
  await expect(card).toContainText('320 calories');
  await expect(card.getByRole('button', { name: `Add ${name} to cart` })).toHaveCount(0);
  await card.getByRole('link', { name: `Edit ${name}` }).click();

  await expect(page).toHaveURL(/\/admin\/edit-food\/\d+$/);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Price (₦)')).toHaveValue('1500');
  await page.getByLabel('Price (₦)').fill('1750');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);

  await page.getByLabel('Search food').fill(name.toUpperCase());
  const adminCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(adminCard).toHaveCount(1);
  await expect(adminCard).toContainText('₦1,750');
  await expect(adminCard.getByRole('img', { name })).toBeVisible();

  await adminCard.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.foodDeleted })).toBeVisible();
  await expect(adminCard).toHaveCount(0);
  const products = (await (await page.request.get('/api/products')).json()) as {
    products: Food[];
  };
  expect(products.products.some((food) => food.name === name)).toBe(false);
});

test('a new order appears on the board live, and the customer sees it delivered', async ({
  page,
  browser,
}) => {
  const food = await createFood(page.request, uniqueName('Board Test Rice'));
  await openAsAdmin(page, '/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByText('Live', { exact: true }).filter({ visible: true })).toBeVisible();

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  try {
    await skipWelcomeCard(customerPage);
    const customer = await registerCustomer(customerPage, { name: 'Board Customer' });
    const placed = await customerPage.request.post('/api/orders', {
      headers: bearer(customer.session.token),
      data: {
        name: customer.name,
        phone: customer.phone,
        address: '12 Test Close, Kubwa',
        area: 'Samaru',
        products: [{ id: food.id, qty: 2 }],
        paymentMethod: 'cash',
        delivery: true,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { id } = (await placed.json()) as { id: number };

    // No reload: the stream brings it, marked new, with the customer's details.
    const order = page.getByRole('listitem', { name: `Order #${id}`, exact: true });
    await expect(order).toBeVisible();
    await expect(order).toContainText('New');
    await expect(order).toContainText('Board Customer');
    await expect(order).toContainText('12 Test Close, Kubwa');
    await expect(order).toContainText(`${food.name} × 2`);
    await expect(order).toContainText('₦5,000');
    await expect(order).toContainText('unpaid');

    await customerPage.goto(`/orders?order=${id}`);
    await expect(
      customerPage.getByRole('region', { name: `Order #${id}` }).getByRole('status'),
    ).toHaveText('Received');

    // Other tests place orders meanwhile (the paging test, 32 of them) and may push this one off
    // the board's first page: staff handle it where a tapped notification shows it, first.
    await page.goto(`/admin/orders?order=${id}`);
    await expect(order).toHaveCount(1);
    await order.getByRole('button', { name: `Accept order #${id}, ready in 30 min` }).click();
    await expect(order).toContainText('Preparing');
    await expect(order).toContainText('Ready about');
    await order.getByRole('button', { name: `Move order #${id} to On the way` }).click();
    await order.getByRole('button', { name: `Mark order #${id} paid` }).click();
    await order.getByRole('button', { name: 'Paid in cash' }).click();
    await expect(order).not.toContainText('unpaid');
    await order.getByRole('button', { name: `Move order #${id} to Delivered` }).click();
    await expect(order.getByRole('button', { name: `Cancel order #${id}` })).toHaveCount(0);

    // The customer's open order detail follows without a reload.
    await expect(customerPage.getByText('Delivered').first()).toBeVisible();
  } finally {
    await customerContext.close();
    await page.request.delete(`/api/products/${food.id}`, {
      headers: bearer(await adminToken(page.request)),
    });
  }
});

test('the board pages through its orders, older and back, to the oldest', async ({ page }) => {
  // More orders than a page: one customer, each cash order marked paid (so it may order again).
  const food = await createFood(page.request, uniqueName('Paging Rice'), 40);
  const customer = await registerCustomer(page.request, { name: 'Paging Customer' });
  const admin = bearer(await adminToken(page.request));
  const ids: number[] = [];
  try {
    for (let i = 0; i < 32; i++) {
      const id = await placeCashOrder(page.request, customer, {
        products: [{ id: food.id, qty: 1 }],
      });
      const paid = await page.request.post(`/api/admin/orders/${id}/paid`, { headers: admin });
      expect(paid.status(), await paid.text()).toBe(200);
      ids.push(id);
    }
    await openAsAdmin(page, '/admin/orders?paid=true');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    const newest = ids.at(-1)!;
    // Others' tests may add orders meanwhile: ours are among the newest, not necessarily first.
    const firstPage = page.getByRole('list', { name: 'Orders' });
    await expect(
      firstPage.getByRole('listitem', { name: `Order #${newest}`, exact: true }),
    ).toBeVisible();
    await expect(pages).toContainText(/Page 1 of \d+/);
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText(/Page 2 of \d+/);
    await expect(page).toHaveURL(/before=\d+/);
    await expect(
      firstPage.getByRole('listitem', { name: `Order #${newest}`, exact: true }),
    ).toHaveCount(0);

    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(pages).toContainText(/Page 1 of \d+/);
    await expect(
      firstPage.getByRole('listitem', { name: `Order #${newest}`, exact: true }),
    ).toBeVisible();

    await pages.getByRole('button', { name: 'Oldest' }).click();
    await expect(page).toHaveURL(/oldest=true/);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    const label = await pages.getByText(/Page \d+ of \d+/).textContent();
    const [, shown, of] = /Page (\d+) of (\d+)/.exec(label ?? '') ?? [];
    expect(shown).toBe(of);
    await pages.getByRole('button', { name: 'Newest' }).click();
    await expect(
      firstPage.getByRole('listitem', { name: `Order #${newest}`, exact: true }),
    ).toBeVisible();
  } finally {
    await page.request.delete(`/api/products/${food.id}`, { headers: admin });
  }
});

test('an admin rejects a new order only after confirming, with a reason', async ({ page }) => {
  const food = await createFood(page.request, uniqueName('Cancel Test Soup'));
  const customer = await registerCustomer(page.request);
  const placed = await page.request.post('/api/orders', {
    headers: bearer(customer.session.token),
    data: {
      name: customer.name,
      phone: customer.phone,
      address: '3 Cancel Road',
      area: 'PZ',
      products: [{ id: food.id, qty: 1 }],
      paymentMethod: 'cash',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: number };

  // Shown first whatever else is waiting: other tests place orders meanwhile (the paging test,
  // 32 of them), enough to push this one off the board's first page.
  await openAsAdmin(page, `/admin/orders?status=open&order=${id}`);
  const order = page.getByRole('listitem', { name: `Order #${id}`, exact: true });
  // A new order is rejected, with a reason the customer is told.
  await order.getByRole('button', { name: `Reject order #${id}` }).click();
  const confirm = page.getByRole('dialog', { name: `Reject order #${id}?` });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(order).toContainText('Received');

  await order.getByRole('button', { name: `Reject order #${id}` }).click();
  await confirm.getByRole('radio', { name: 'Another reason' }).check();
  await confirm.getByRole('button', { name: 'Reject order' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(messages.cancelReasonRequired);
  await confirm.getByRole('textbox', { name: 'The reason' }).fill('No gas to cook');
  await confirm.getByRole('button', { name: 'Reject order' }).click();
  await expect(confirm).toBeHidden();
  await expect(order).toContainText('Canceled: No gas to cook');
  // The 'Waiting' filter drops it once canceled; 'Canceled' lists it.
  await page.goto('/admin/orders?status=open');
  // Loaded: the board counts what the filter holds.
  await expect(page.getByText(/^[\d,]+ orders?$/)).toBeVisible();
  await expect(order).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'Canceled' });
  await expect(order).toContainText('Canceled');
  await expect(order).toContainText('Canceled: No gas to cook');
  await page.request.delete(`/api/products/${food.id}`, {
    headers: bearer(await adminToken(page.request)),
  });
});

test('an admin finds a user, disables, enables and deletes them', async ({ page }) => {
  // docs/server-rules.md#validation: a name is letters and spaces only.
  const letters = Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(0, 26)]);
  const name = `Zainab ${letters.join('')}`;
  const customer = await registerCustomer(page.request, { name });
  await openAsAdmin(page, '/admin/users');
  await page.getByLabel('Search users').fill(name.toLowerCase());
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(customer.phone);

  await card.getByRole('button', { name: `Disable ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Disable ${name}?` })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(card).toContainText('disabled');
  const refused = await page.request.post('/api/users/login/customer/signin', {
    data: { phoneNumber: customer.phone, password: customer.password },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);

  await card.getByRole('button', { name: `Enable ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Enable ${name}?` })
    .getByRole('button', { name: 'Enable' })
    .click();
  await expect(card.getByRole('button', { name: `Disable ${name}` })).toBeVisible();

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: messages.userDeleted })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('the dashboard shows real figures and the sidebar leads to every staff page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A session of its own: logging out at the end revokes it, not the one other tests share.
  await skipWelcomeCard(page);
  await startSignedIn(page, await signIn(page.request, ADMIN_PHONE, ADMIN_PASSWORD));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Orders today' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue today' })).toContainText('Paid in cash');

  // On a phone the sidebar waits behind a button.
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar).toBeHidden();
  for (const [link, heading] of [
    ['Menu', 'Menu'],
    ['Users', 'Users'],
    ['Settings', 'Settings'],
    ['Add Food', 'Add Food'],
  ] as const) {
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await sidebar.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(sidebar).toBeHidden();
  }

  // Settings show each wrong field where it is, before anything is sent.
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Shop name').fill('');
  await page.getByRole('button', { name: 'Add area' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Please fill this in')).toHaveCount(2);

  // Logout from the sidebar: signed out, back in the shop.
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await sidebar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Order Now' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('a customer uploads a profile photo and removes it again', async ({ page }) => {
  await skipWelcomeCard(page);
  const customer = await registerCustomer(page);
  await page.goto('/profile');
  await page.getByLabel('Profile photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await smallPng(),
  });
  await expect(page.getByRole('status').filter({ hasText: messages.uploadDone })).toBeVisible();
  const preview = page.getByRole('img', { name: 'Profile photo preview' });
  await expect(preview).toBeVisible();
  const me = async () =>
    (await (
      await page.request.get('/api/me', { headers: bearer(customer.session.token) })
    ).json()) as { photoURL: string | null };
  await expect.poll(async () => (await me()).photoURL).toMatch(/^\/uploads\/.+\.webp$/);
  const url = (await me()).photoURL!;
  expect((await page.request.get(url)).status()).toBe(200);

  await page.getByRole('button', { name: 'Remove image' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.imageRemoved })).toBeVisible();
  await expect(preview).toHaveCount(0);
  expect((await me()).photoURL).toBeNull();
  // Removed from storage too (docs/server-rules.md#uploads), not only from the profile.
  expect((await page.request.get(url)).status()).toBe(404);
});
