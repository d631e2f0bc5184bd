import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminSessionUser,
  adminToken,
  bearer,
  phone,
  placeCashOrder,
  registerCustomer,
  skipWelcomeCard,
  startSignedIn,
  uniquePhone,
} from '../fixtures';

// The small things a new customer and the owner ran into.

test.beforeEach(async ({ page }) => skipWelcomeCard(page));

/** How many lines a element's text takes on screen. */
function linesOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
}

test('at 320 px the brand shows whole and Order Now stays on one line', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/about');
  const brand = page.getByRole('banner').getByRole('link', { name: /home$/ }).locator('span');
  await expect(brand).toHaveText('Buka');
  const cut = await brand.evaluate((span) => span.scrollWidth > span.clientWidth);
  expect(cut, 'the brand is cut').toBe(false);

  const orderNow = page.getByRole('banner').getByRole('link', { name: 'Order Now' });
  await expect(orderNow).toBeVisible();
  await orderNow.evaluate((link) => link.setAttribute('data-probe', ''));
  expect(await linesOf(page, '[data-probe]')).toBe(1);
  // Nothing runs off the screen's edge.
  const box = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
});

test('every page has its own title', async ({ page }) => {
  const pages: [string, RegExp][] = [
    ['/', /^Buka — order food online$/],
    ['/menu', /^Menu — Buka$/],
    ['/login', /^Login — Buka$/],
    ['/register', /^Register — Buka$/],
    ['/about', /^About us — Buka$/],
    ['/contact', /^Contact us — Buka$/],
    ['/services', /^Services — Buka$/],
    ['/payment/fail', /^Payment failed — Buka$/],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  // Moving within the app changes it too, without a reload.
  await page.getByRole('contentinfo').getByRole('link').first().waitFor();
  await page.goto('/menu');
  await page.getByRole('banner').getByRole('link', { name: 'Order Now' }).click();
  await expect(page).toHaveTitle('Login — Buka');
});

test('/login sends someone already signed in on to their orders', async ({ page }) => {
  await registerCustomer(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page).toHaveTitle('Your orders — Buka');
});

test.describe('on a phone', () => {
  test.use(phone);

  test('the phone menu has Orders, Profile and Logout once signed in', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    let menu = page.getByRole('dialog', { name: 'Buka menu' });
    await expect(menu.getByRole('link', { name: 'Menu' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Orders' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Close menu' }).tap();

    await registerCustomer(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    menu = page.getByRole('dialog', { name: 'Buka menu' });
    await menu.getByRole('link', { name: 'Profile' }).tap();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await menu.getByRole('link', { name: 'Orders' }).tap();
    await expect(page).toHaveURL(/\/orders$/);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await menu.getByRole('button', { name: 'Logout' }).tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Order Now' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});

async function moveTo(request: APIRequestContext, id: number, status: string) {
  const response = await request.patch(`/api/orders/${id}/status`, {
    headers: bearer(await adminToken(request)),
    data: status === '2' ? { status, readyInMinutes: 30 } : { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("staff's New badge is on orders to deal with, not on delivered or canceled ones", async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  const waiting = await placeCashOrder(request, customer);
  const delivered = await placeCashOrder(request, customer, { products: [{ id: 108, qty: 1 }] });
  for (const step of ['2', '3', '1']) await moveTo(request, delivered, step);

  // Staff last looked at the board before both orders came in.
  const before = Date.now() - 60_000;
  await page.addInitScript((at) => localStorage.setItem('adminOrdersSeenAt', String(at)), before);
  await startSignedIn(page, await adminSessionUser(request));
  await page.goto('/admin/orders?status=1');
  const deliveredCard = page.getByRole('listitem', { name: `Order #${delivered}`, exact: true });
  await expect(deliveredCard).toContainText('Delivered');
  await expect(deliveredCard.getByText('New', { exact: true })).toHaveCount(0);
  await page.goto('/admin/orders?status=0');
  const waitingCard = page.getByRole('listitem', { name: `Order #${waiting}`, exact: true });
  await expect(waitingCard.getByText('New', { exact: true })).toBeVisible();
});

test('staff find a customer by phone, written any way', async ({ page, request }) => {
  const customer = await registerCustomer(request, { name: 'Phone Searched' });
  await startSignedIn(page, await adminSessionUser(request));
  await page.goto('/admin/users');
  const local = customer.phone;
  for (const typed of [
    local,
    `${local.slice(0, 4)} ${local.slice(4, 7)}`,
    `+234 ${local.slice(1, 4)} ${local.slice(4)}`,
  ]) {
    await page.getByLabel('Search users').fill(typed);
    await expect(page.getByRole('listitem').filter({ hasText: 'Phone Searched' })).toHaveCount(1);
  }
});

test('the payment simulator offers Nigerian networks, the customer’s own chosen', async ({
  page,
  request,
}) => {
  // 0805… is a Glo number.
  const glo = `0805${uniquePhone().slice(4)}`;
  const signup = await request.post('/api/users/login/customer/signup', {
    data: { name: 'Glo Customer', phoneNumber: glo, password: 'secret123' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const session = await signup.json();
  await startSignedIn(page, session);
  const placed = await request.post('/api/orders', {
    headers: bearer(session.token),
    data: {
      name: 'Glo Customer',
      phone: glo,
      address: '1 Road',
      area: 'PZ',
      products: [{ id: 109, qty: 1 }],
      paymentMethod: 'online',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const pay = await request.post('/api/payment/pay', {
    headers: bearer(session.token),
    data: { orderId: (await placed.json()).id },
  });
  await page.goto((await pay.json()).data);
  const network = page.getByLabel('Network');
  await expect(network).toHaveValue('Glo');
  await expect(network.locator('option')).toHaveText([
    'Choose a network',
    'MTN',
    'Airtel',
    'Glo',
    '9mobile',
  ]);
});
