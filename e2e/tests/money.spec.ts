import { expect, request, test, type APIRequestContext } from '@playwright/test';
import {
  adminSessionUser,
  ADMIN_PASSWORD,
  ADMIN_PHONE,
  phone,
  registerCustomer,
  signIn,
  skipWelcomeCard,
  startSignedIn,
} from '../fixtures';
import { dishes, openCart, putInCart, sendOrder } from './cart-helpers';
import { startOwnShop, type OwnShop } from './own-shop';

test.use(phone);
test.beforeEach(async ({ page }) => skipWelcomeCard(page));

test('money is written one way: ₦ on the menu, in the cart and in an order’s record', async ({
  page,
  browser,
}) => {
  const customer = await registerCustomer(page);
  await putInCart(page.request, customer, dishes.jollof.id);
  await putInCart(page.request, customer, dishes.chips.id);
  await page.goto('/menu');
  const jollof = page.getByRole('article').filter({ hasText: 'Jollof Rice' });
  await expect(jollof).toContainText('₦5,000');

  const panel = await openCart(page);
  await expect(panel.getByRole('listitem').filter({ hasText: 'Jollof Rice' })).toContainText(
    '₦5,000',
  );
  await expect(panel.getByText('Sub Total').locator('xpath=following-sibling::dd[1]')).toHaveText(
    '₦6,500',
  );
  await expect(panel.getByRole('button', { name: 'Send order ₦6,500' })).toBeVisible();
  await expect(panel).not.toContainText('.00');

  await sendOrder(page, { payment: 'Cash' });
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  const orderId = /\/order\/success\/(\d+)\//.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('main')).toContainText('₦6,500');

  await page.goto('/orders');
  const card = page.getByRole('button', { name: new RegExp(`Order #${orderId}\\b`) });
  await expect(card).toContainText('₦6,500');
  await card.tap();
  const items = page.getByRole('table', { name: 'Items in this order' });
  await expect(items.getByRole('row', { name: /Jollof Rice ₦5,000 1/ })).toBeVisible();
  await expect(page.getByRole('article')).not.toContainText(/\bN\d/);

  // The staff board writes the whole order one way too.
  const staff = await browser.newPage({ ...phone });
  await startSignedIn(staff, await adminSessionUser(staff.request));
  await staff.goto('/admin/orders');
  const boardCard = staff.getByRole('listitem', { name: `Order #${orderId}`, exact: true });
  await expect(boardCard).toContainText('₦5,000');
  await expect(boardCard).toContainText('₦6,500');
  await expect(boardCard).not.toContainText(/\bN\d/);
  await staff.close();
});

test.describe('how an order was paid', () => {
  // The dashboard's figures are the whole shop's day: this shop is the test's own.
  let shop: OwnShop;
  let api: APIRequestContext;
  test.beforeAll(async () => {
    shop = await startOwnShop(() => ({}));
    api = await request.newContext({ baseURL: shop.url });
  });
  test.afterAll(async () => {
    await api.dispose();
    await shop.stop();
  });

  test('a cash order later paid online says online: list, detail, board, dashboard', async ({
    page,
    browser,
  }) => {
    const customer = await registerCustomer(api);
    await startSignedIn(page, customer.session);
    await putInCart(api, customer, dishes.jollof.id);
    await page.goto(`${shop.url}/menu`);
    await openCart(page);
    await sendOrder(page, { payment: 'Cash' });
    await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
    const orderId = /\/order\/success\/(\d+)\//.exec(page.url())?.[1] ?? '';

    await page.goto(`${shop.url}/orders?order=${orderId}`);
    await expect(page.getByText('Cash', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'pay now' }).tap();
    const simulator = page.getByRole('region', { name: 'Secured Payment' });
    await simulator.getByLabel('Network').selectOption('MTN');
    await simulator.getByLabel('Phone number').fill('08031234567');
    await simulator.getByRole('button', { name: 'Pay' }).tap();
    await expect(page.getByRole('heading', { name: 'Payment Done!' })).toBeVisible();

    await page.goto(`${shop.url}/orders`);
    const card = page.getByRole('button', { name: new RegExp(`Order #${orderId}\\b`) });
    await expect(card).toContainText(/paid · online/i);
    await card.tap();
    await expect(page.getByText('Pay Online (ordered as Cash)')).toBeVisible();

    const staff = await browser.newPage({ ...phone });
    await skipWelcomeCard(staff);
    await startSignedIn(staff, await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD));
    await staff.goto(`${shop.url}/admin/orders`);
    const boardCard = staff.getByRole('listitem', { name: `Order #${orderId}`, exact: true });
    await expect(boardCard).toContainText(/paid · online/i);
    await expect(boardCard.getByRole('button', { name: /Mark .* paid/ })).toHaveCount(0);

    await staff.goto(`${shop.url}/admin`);
    const revenue = staff.getByRole('region', { name: 'Revenue today' });
    await expect(revenue).toContainText('₦5,000');
    const row = (label: string) =>
      revenue.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(row('Paid online')).toHaveText('₦5,000');
    await expect(row('Paid in cash')).toHaveText('₦0');
    await expect(row('Unpaid')).toHaveText('₦0');
    await staff.close();
  });
});
