import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { formatShopTime, shopToday } from '@buka/domain/shop-clock';
import {
  ADMIN_PASSWORD,
  ADMIN_PHONE,
  phone,
  registerCustomer,
  signIn,
  skipWelcomeCard,
  startSignedIn,
  keepSilentUntilTouched,
} from '../fixtures';
import { dishes, openCart, putInCart, sendOrder } from './cart-helpers';
import { startOwnShop, type OwnShop } from './own-shop';

// Pausing stops every order in the shop: this test pauses a shop of its own, never the one the
// other tests order from at the same time.
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
test.use(phone);

/** 'today' or 'tomorrow', for a time after `now`, as the shop says it in Lagos. */
const lagosDay = (at: Date, now: Date) => (shopToday(at) === shopToday(now) ? 'today' : 'tomorrow');

test('staff pause for 30 minutes: customers read paused for now, until when; resume', async ({
  page,
  browser,
}) => {
  await startSignedIn(page, await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD));
  await page.goto(`${shop.url}/admin/orders`);
  const control = page.getByRole('region', { name: 'Pause ordering' });
  await expect(control.getByRole('status')).toHaveText('Taking orders');

  const customerPage = await browser.newPage({ ...phone });
  await skipWelcomeCard(customerPage);
  const customer = await registerCustomer(api);
  await startSignedIn(customerPage, customer.session);
  await putInCart(api, customer, dishes.jollof.id);
  await customerPage.goto(`${shop.url}/menu`);
  await expect(customerPage.getByRole('heading', { name: 'Jollof Rice' })).toBeVisible();

  const pausedAt = new Date();
  await control.getByRole('button', { name: 'Pause ordering for 30 min' }).tap();
  // The end is the server's clock plus 30 minutes; the test allows the minute to turn. From
  // 11:30 pm in Lagos that end is tomorrow, and the shop says so.
  const ends = [0, 1].map((extra) => new Date(pausedAt.getTime() + (30 + extra) * 60_000));
  const ending = (format: (day: string, time: string) => string) =>
    new RegExp(
      ends.map((end) => format(lagosDay(end, pausedAt), formatShopTime(end))).join('|'),
      'i',
    );
  await expect(control.getByRole('status')).toHaveText(
    ending((day, time) => `^Paused until ${day} ${time}`),
  );

  // The customer's open menu hears of it at once, and is not told the shop is closed.
  const card = customerPage.getByRole('dialog', { name: 'Ordering paused' });
  await expect(card).toContainText(
    ending((day, time) => `We have paused ordering for now\\. You can order again ${day}, ${time}`),
  );
  await expect(card).not.toContainText('closed');
  await card.getByRole('button', { name: 'Close' }).tap();

  // The checkout says why 'As soon as possible' is not offered, and till when; a time later is.
  await openCart(customerPage);
  const checkout = customerPage.getByRole('form', { name: 'Checkout' });
  await expect(checkout.getByRole('status').first()).toContainText(
    ending((day, time) => `^Sorry, we have paused ordering for now\\. Till ${day} ${time}`),
  );
  await expect(checkout.getByRole('radio', { name: 'As soon as possible' })).toHaveCount(0);
  await expect(checkout.getByRole('radio', { name: 'Later' })).toBeChecked();
  await sendOrder(customerPage, { payment: 'Cash' });
  await expect(checkout).toContainText('Please choose a time for your order');

  await control.getByRole('button', { name: 'Resume ordering' }).tap();
  await expect(control.getByRole('status')).toHaveText('Taking orders');
  await expect(card).toBeHidden();
  await expect(checkout.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
  await customerPage.getByRole('button', { name: /^Send order / }).tap();
  await expect(customerPage.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  await customerPage.close();
});

test('a pause until staff resume says so, with no time', async ({ page }) => {
  await startSignedIn(page, await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD));
  await page.goto(`${shop.url}/admin/settings`);
  const control = page.getByRole('region', { name: 'Pause ordering' });
  await control.getByRole('button', { name: 'Until I resume' }).tap();
  await expect(control.getByRole('status')).toHaveText('Paused until you resume');

  const visitor = await page
    .context()
    .browser()!
    .newPage({ ...phone });
  await skipWelcomeCard(visitor);
  await visitor.goto(`${shop.url}/menu`);
  await expect(visitor.getByRole('dialog', { name: 'Ordering paused' })).toHaveText(
    /We have paused ordering for now\. Please check back in a little while\./,
  );
  // The home page says it too, as soon as the visitor arrives.
  await visitor.goto(`${shop.url}/`);
  const notice = visitor.getByRole('status').filter({ hasText: 'paused ordering' });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'See the menu' }).tap();
  await expect(visitor).toHaveURL(/\/menu$/);
  await visitor.close();
  await control.getByRole('button', { name: 'Resume ordering' }).tap();
  await expect(control.getByRole('status')).toHaveText('Taking orders');
});

test('the first real tap on Pause pauses, on a board whose alarm is still silent', async ({
  page,
}) => {
  await keepSilentUntilTouched(page);
  await skipWelcomeCard(page);
  await startSignedIn(page, await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD));
  await page.goto(`${shop.url}/admin/orders`);
  await expect(
    page.getByText('The new-order alarm is silent until you tap here once.'),
  ).toBeVisible();
  const control = page.getByRole('region', { name: 'Pause ordering' });
  await control.getByRole('button', { name: 'Pause ordering for 15 min' }).tap();
  await expect(control.getByRole('status')).toHaveText(/^Paused until /);
  // The same tap let the alarm be heard.
  await expect(
    page.getByText('The new-order alarm is silent until you tap here once.'),
  ).toBeHidden();
  await control.getByRole('button', { name: 'Resume ordering' }).tap();
  await expect(control.getByRole('status')).toHaveText('Taking orders');
});
