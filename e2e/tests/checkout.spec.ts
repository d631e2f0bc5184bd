import { expect, test } from '@playwright/test';
import { messages } from '@buka/domain/messages';
import { registerCustomer, skipWelcomeCard } from '../fixtures';
import { cartPanel, dishes, openCart, orderCount, putInCart, sendOrder } from './cart-helpers';

test.beforeEach(async ({ page }) => skipWelcomeCard(page));

test('a cash order: success page, then the orders list and its detail', async ({ page }) => {
  const customer = await registerCustomer(page);
  await putInCart(page.request, customer, dishes.jollof.id);
  await putInCart(page.request, customer, dishes.chips.id);
  await page.goto('/menu');
  const panel = await openCart(page);

  // docs/server-rules.md#validation: the address is required.
  await panel.getByRole('button', { name: 'Send order ₦6,500' }).click();
  await expect(panel.getByText(messages.addressRequired)).toBeVisible();
  await expect(panel.getByLabel('Address')).toBeFocused();
  // No area is chosen for the customer; payment starts at Pay Online.
  await expect(panel.getByLabel('Delivery area')).toHaveValue('');
  await expect(panel.getByRole('radio', { name: 'Pay Online' })).toBeChecked();

  await sendOrder(page, { address: '4 Cash Close, Kubwa', payment: 'Cash' });
  await expect(page).toHaveURL(/\/order\/success\/\d+\/6500$/);
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  const orderId = /\/order\/success\/(\d+)\//.exec(page.url())?.[1] ?? '';
  await expect(page.getByText(`#${orderId}`)).toBeVisible();
  await expect(page.getByText('₦6,500')).toBeVisible();
  // The server took the ordered lines out of the cart.
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  await page.getByRole('link', { name: 'View my orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const card = page.getByRole('button', { name: new RegExp(`Order #${orderId}\\b`) });
  await expect(card).toContainText('₦6,500');
  await expect(card).toContainText('4 Cash Close, Kubwa');
  await expect(card).toContainText('Delivery to Samaru');
  await expect(card).toContainText('unpaid');

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?order=${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  const items = page.getByRole('table', { name: 'Items in this order' });
  await expect(items.getByRole('row', { name: /Jollof Rice ₦5,000 1/ })).toBeVisible();
  await expect(items.getByRole('row', { name: /Chips ₦1,500 1/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Received' })).toBeVisible();
  await expect(page.getByText('Cash', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'pay now' })).toBeVisible();
  await expect(page.getByText(customer.phone)).toBeVisible();

  // The open order survives a refresh; back returns to the list.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Back to orders' }).click();
  await expect(page.getByRole('list', { name: 'Your orders' })).toBeVisible();
});

test('a second click on Send order makes one order', async ({ page }) => {
  const customer = await registerCustomer(page);
  await putInCart(page.request, customer, dishes.salad.id);
  await page.goto('/menu');
  const panel = await openCart(page);
  await panel.getByLabel('Address').fill('9 Double Click Road');
  await panel.getByLabel('Delivery area').selectOption('Samaru');
  await panel.getByRole('radio', { name: 'Cash' }).check();
  // Slow the answer down so the second click lands while the first is on its way.
  await page.route('**/api/orders', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await panel.getByRole('button', { name: /^Send order / }).dblclick();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  expect(await orderCount(page.request, customer)).toBe(1);
});

test('a retry after a lost answer reuses the key: still one order', async ({ page }) => {
  const customer = await registerCustomer(page);
  await putInCart(page.request, customer, dishes.chicken.id);
  await page.goto('/menu');
  await openCart(page);
  const keys: string[] = [];
  // The first answer is lost on the way back: the order exists, the phone does not know.
  await page.route('**/api/orders', async (route) => {
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await sendOrder(page, { payment: 'Cash' });
  await expect(
    page.getByRole('alert').filter({ hasText: messages.somethingWentWrong }),
  ).toBeVisible();
  await cartPanel(page)
    .getByRole('button', { name: /^Send order / })
    .click();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await orderCount(page.request, customer)).toBe(1);
});

// The menu is answered by the test: the service worker, which would fetch it itself, stays out.
test.describe('with the menu answered by the test', () => {
  test.use({ serviceWorkers: 'block' });

  test('a dish sold out meanwhile shows as unavailable and is not ordered', async ({ page }) => {
    const customer = await registerCustomer(page);
    await putInCart(page.request, customer, dishes.jollof.id);
    // The menu says Jollof is gone (as when the last portion sold a moment ago). The cart asks
    // for the menu on a page the browser draws (the menu page carries the real one).
    await page.route('**/api/products', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { products: { id: number; stock: number }[] };
      for (const food of body.products) if (food.id === dishes.jollof.id) food.stock = 0;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/about');
    const panel = await openCart(page);
    await expect(panel.getByText('Sold out. It will not be ordered.')).toBeVisible();
    await expect(
      panel.getByText('1 dish is no longer available and will not be ordered.'),
    ).toBeVisible();
    await panel.getByLabel('Address').fill('1 Sold Out Lane');
    await panel.getByLabel('Delivery area').selectOption('PZ');
    await panel.getByRole('button', { name: 'Send order ₦0' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Nothing in your cart can be ordered now' }),
    ).toBeVisible();
    expect(await orderCount(page.request, customer)).toBe(0);
  });
});

test('checkout with no session says so', async ({ page }) => {
  const customer = await registerCustomer(page);
  await putInCart(page.request, customer, dishes.chips.id);
  await page.goto('/menu');
  const panel = await openCart(page);
  // The session ends in another tab: the next send is refused by the server.
  await page.request.post('/api/users/logout', {
    headers: { authorization: `Bearer ${customer.session.token}` },
  });
  await sendOrder(page, { payment: 'Cash' });
  await expect(page.getByRole('alert').filter({ hasText: messages.unauthorized })).toBeVisible();
  await expect(panel).toBeVisible();
});
