import { expect, test, type Page } from '@playwright/test';
import { laterMessages } from '@buka/domain/later-messages';
import {
  adminToken,
  bearer,
  phone,
  placeCashOrder,
  registerCustomer,
  skipWelcomeCard,
} from '../fixtures';
import { cartLine, cartPanel, openCart } from './cart-helpers';
import { createFood } from './dish-helpers';

// docs/orders.md#ordering-again, docs/orders.md#saved-addresses, docs/screens.md#menu: a customer
// coming back. Each test makes its own dishes and customer, and leaves the sample menu alone.

test.use(phone);
test.beforeEach(async ({ page }) => skipWelcomeCard(page));

function menuCard(page: Page, name: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

const unique = () => Math.random().toString(36).slice(2, 7);

test('Order again rebuilds the cart and says the price that changed', async ({ page }) => {
  const tag = unique();
  const stew = await createFood(page.request, `Again Stew ${tag}`, 3000);
  const yam = await createFood(page.request, `Again Yam ${tag}`, 2000);
  const customer = await registerCustomer(page);
  const orderId = await placeCashOrder(page.request, customer, {
    products: [
      { id: stew.id, qty: 2 },
      { id: yam.id, qty: 1 },
    ],
  });

  // Staff raise the stew's price after the order.
  const raised = await page.request.put(`/api/products/${stew.id}`, {
    headers: bearer(await adminToken(page.request)),
    data: {
      name: stew.name,
      description: stew.description,
      price: 3500,
      calories: stew.calories,
      stock: 20,
      imageURL: stew.imageURL,
      categoryId: stew.category.id,
    },
  });
  expect(raised.status(), await raised.text()).toBe(200);

  // The list offers it on each order; the order's page too.
  await page.goto('/orders');
  await expect(page.getByRole('button', { name: `Order again #${orderId}` })).toBeVisible();
  await page.goto(`/orders?order=${orderId}`);
  await page.getByRole('button', { name: `Order again #${orderId}` }).click();

  const panel = cartPanel(page);
  await expect(panel).toBeVisible();
  const notice = panel.getByRole('status', {
    name: laterMessages.orderAgainDone.replace('{id}', String(orderId)),
  });
  await expect(notice).toContainText(`${stew.name} now costs ₦3,500 (it was ₦3,000)`);
  await expect(notice).not.toContainText(yam.name);
  await expect(cartLine(page, stew.name).getByRole('group')).toHaveText('2');
  await expect(cartLine(page, yam.name).getByRole('group')).toHaveText('1');
  await expect(cartLine(page, stew.name)).toContainText('₦7,000');
  await expect(panel.getByRole('button', { name: /^Send order ₦9,000/ })).toBeVisible();
});

test('a saved address is chosen at checkout, and one typed there is saved', async ({ page }) => {
  const tag = unique();
  const rice = await createFood(page.request, `Address Rice ${tag}`, 2500);
  const customer = await registerCustomer(page);

  await page.goto('/profile');
  const saved = page.getByRole('region', { name: laterMessages.savedAddresses });
  await expect(saved).toContainText(laterMessages.noSavedAddresses);
  await saved.getByRole('button', { name: 'Add an address' }).click();
  await saved.getByRole('button', { name: 'Home' }).click();
  await saved.getByLabel('Address', { exact: true }).fill('7 Saved Street, Kubwa');
  await saved.getByLabel('Nearest landmark (optional)').fill('Behind the filling station');
  await saved.getByLabel('Delivery area').selectOption('Samaru');
  await saved.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saved.getByRole('listitem')).toContainText('7 Saved Street, Kubwa, Samaru');

  await page.goto('/menu');
  await menuCard(page, rice.name)
    .getByRole('button', { name: `Add ${rice.name} to cart` })
    .click();
  const panel = await openCart(page);
  await panel
    .getByLabel(laterMessages.savedAddressChoose)
    .selectOption({ label: 'Home: 7 Saved Street, Kubwa' });
  await expect(panel.getByLabel('Address', { exact: true })).toHaveValue('7 Saved Street, Kubwa');
  await expect(panel.getByLabel('Nearest landmark (optional)')).toHaveValue(
    'Behind the filling station',
  );
  await expect(panel.getByLabel('Delivery area')).toHaveValue('Samaru');

  // Another address typed at checkout is kept under a name of the customer's own.
  await panel.getByLabel('Address', { exact: true }).fill('2 Office Close, Wuse');
  await panel.getByRole('button', { name: laterMessages.saveThisAddress }).click();
  await panel.getByLabel(laterMessages.savedAddressName).fill('Work');
  await panel.getByRole('button', { name: laterMessages.saveThisAddress }).click();
  await expect(
    page.getByRole('status').filter({ hasText: laterMessages.addressSaved }),
  ).toBeVisible();
  await expect(
    panel
      .getByLabel(laterMessages.savedAddressChoose)
      .getByRole('option', { name: 'Work: 2 Office Close, Wuse' }),
  ).toBeAttached();

  await panel
    .getByLabel(laterMessages.savedAddressChoose)
    .selectOption({ label: 'Home: 7 Saved Street, Kubwa' });
  await panel.getByRole('radio', { name: 'Cash' }).check();
  await panel.getByRole('button', { name: /^Send order / }).click();
  await expect(page).toHaveURL(/\/order\/success\/\d+\//);
  const orderId = Number(/\/order\/success\/(\d+)\//.exec(page.url())?.[1]);
  const order = await page.request.get(`/api/orders/${orderId}`, {
    headers: bearer(customer.session.token),
  });
  expect(await order.json()).toMatchObject({
    area: 'Samaru',
    client: { address: '7 Saved Street, Kubwa', landmark: 'Behind the filling station' },
  });
});

test('the menu card’s stepper adds and removes, and the card keeps its size', async ({ page }) => {
  const tag = unique();
  const soup = await createFood(page.request, `Stepper Soup ${tag}`, 1800);
  await registerCustomer(page);
  await page.goto('/menu');
  const card = menuCard(page, soup.name);
  const add = card.getByRole('button', { name: `Add ${soup.name} to cart` });
  await expect(add).not.toHaveAttribute('data-early-tap', { timeout: 20_000 });
  const before = (await card.boundingBox())!;
  await add.click();

  const stepper = card.getByRole('group', { name: `Quantity of ${soup.name}` });
  await expect(stepper).toContainText('1');
  await expect(stepper.getByText(`1 ${soup.name} in your cart`)).toBeAttached();
  const after = (await card.boundingBox())!;
  expect(after.height).toBe(before.height);
  const more = stepper.getByRole('button', { name: `One more ${soup.name}` });
  const less = stepper.getByRole('button', { name: `One less ${soup.name}` });
  for (const control of [more, less]) {
    const box = (await control.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }

  await more.click();
  await more.click();
  await expect(stepper.getByText(`3 ${soup.name} in your cart`)).toBeAttached();
  await less.click();
  await expect(stepper.getByText(`2 ${soup.name} in your cart`)).toBeAttached();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  const panel = await openCart(page);
  await expect(cartLine(page, soup.name).getByRole('group')).toHaveText('2');
  await panel.getByRole('button', { name: 'Close cart' }).click();

  await less.click();
  await less.click();
  await expect(
    page.getByRole('status').filter({ hasText: `${soup.name} removed from your cart` }),
  ).toBeVisible();
  await expect(add).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});
