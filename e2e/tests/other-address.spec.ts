import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { registerCustomer, skipWelcomeCard, startSignedIn } from '../fixtures';
import { dishes, openCart, putInCart, sendOrder } from './cart-helpers';
import { startOwnShop, type OwnShop } from './own-shop';

// The shop opened at an address other than PUBLIC_URL (127.0.0.1 here; on a phone, the
// computer's Wi-Fi address): paying must keep the customer on the address they are using.
let shop: OwnShop;
let api: APIRequestContext;
test.beforeAll(async () => {
  shop = await startOwnShop((port) => ({ PUBLIC_URL: `http://localhost:${port}` }));
  api = await request.newContext({ baseURL: shop.url });
});
test.afterAll(async () => {
  await api.dispose();
  await shop.stop();
});

test('paying online at 127.0.0.1 while PUBLIC_URL says localhost stays on 127.0.0.1', async ({
  page,
}) => {
  const onShop = (path: string) => new RegExp(`^${shop.url.replaceAll('.', '\\.')}${path}`);
  await skipWelcomeCard(page);
  const customer = await registerCustomer(api);
  await startSignedIn(page, customer.session);
  await putInCart(api, customer, dishes.jollof.id);

  await page.goto(`${shop.url}/menu`);
  await openCart(page);
  await sendOrder(page, { payment: 'Pay Online' });

  await expect(page).toHaveURL(onShop('/pay/simulator/buka-\\d+-[0-9a-f]+$'));
  const panel = page.getByRole('region', { name: 'Secured Payment' });
  await expect(panel).toContainText('₦5,000');
  await panel.getByLabel('Network').selectOption('MTN');
  await panel.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(onShop('/payment/success$'));
  await expect(page.getByRole('heading', { name: 'Payment Done!' })).toBeVisible();
  // Still signed in on the same address: the orders page lists the order, paid.
  await page.getByRole('link', { name: 'View my orders' }).click();
  await expect(page).toHaveURL(onShop('/orders$'));
  await expect(page.getByRole('button', { name: /^Order #\d+/ })).toContainText('paid');
});
