import { expect, test } from '@playwright/test';
import { messages } from '@buka/domain/messages';
import { phone, registerCustomer, skipWelcomeCard, startSignedIn } from '../fixtures';
import { cartPanel, dishes, openCart, putInCart } from './cart-helpers';

test.use(phone);
test.beforeEach(async ({ page }) => skipWelcomeCard(page));

test('no area is chosen for the customer, and the order waits until one is', async ({ page }) => {
  const customer = await registerCustomer(page);
  await putInCart(page.request, customer, dishes.chips.id);
  await page.goto('/menu');
  const panel = await openCart(page);
  const area = panel.getByLabel('Delivery area');
  await expect(area).toHaveValue('');
  await expect(area.getByRole('option', { selected: true })).toHaveText('Choose your area');

  await panel.getByLabel('Address').fill('7 Area Road, Kubwa');
  await panel.getByRole('radio', { name: 'Cash' }).check();
  await panel.getByRole('button', { name: /^Send order / }).tap();
  await expect(panel.getByText(messages.areaRequired)).toBeVisible();
  await expect(area).toBeFocused();
  await expect(page).toHaveURL(/\/menu$/);

  await area.selectOption('Tudun Wada');
  await expect(panel.getByText(messages.areaRequired)).toBeHidden();
  await panel.getByRole('button', { name: /^Send order / }).tap();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
});

test('the last address and area come back for the next order, on this phone and a new one', async ({
  page,
  browser,
}) => {
  const customer = await registerCustomer(page);
  await putInCart(page.request, customer, dishes.salad.id);
  await page.goto('/menu');
  let panel = await openCart(page);
  await panel.getByLabel('Address').fill('22 Remembered Street, Kubwa');
  await panel.getByLabel('Delivery area').selectOption('PZ');
  await panel.getByRole('radio', { name: 'Cash' }).check();
  await panel.getByRole('button', { name: /^Send order / }).tap();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();

  // The next order on the same phone.
  await putInCart(page.request, customer, dishes.chips.id);
  await page.goto('/menu');
  panel = await openCart(page);
  await expect(panel.getByLabel('Address')).toHaveValue('22 Remembered Street, Kubwa');
  await expect(panel.getByLabel('Delivery area')).toHaveValue('PZ');

  // A new phone remembers nothing itself: the shop knows where the last order went.
  const newPhone = await browser.newPage({ ...phone });
  await skipWelcomeCard(newPhone);
  await startSignedIn(newPhone, customer.session);
  await newPhone.goto('/menu');
  await openCart(newPhone);
  const fresh = cartPanel(newPhone);
  await expect(fresh.getByLabel('Address')).toHaveValue('22 Remembered Street, Kubwa');
  await expect(fresh.getByLabel('Delivery area')).toHaveValue('PZ');
  await newPhone.close();
});
