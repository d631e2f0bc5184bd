import { expect, test } from '@playwright/test';
import {
  adminSessionUser,
  phone,
  registerCustomer,
  skipWelcomeCard,
  startSignedIn,
} from '../fixtures';
import { cartPanel, openCart, putInCart } from './cart-helpers';
import { createFood } from './dish-helpers';

// Promotions at phone size: the owner makes a first-order code on /admin/promotions; a new
// customer's first order gets ₦500 off at checkout, and the same code is refused the next time.

test.use({ ...phone, viewport: { width: 360, height: 740 } });

test('a first-order code takes ₦500 off a new customer’s first order and is refused the second time', async ({
  page,
}) => {
  const code = `FIRST${Date.now().toString(36).slice(-6).toUpperCase()}`;
  // A dish of its own: the shared shop's sample stock is for the other tests.
  const dish = await createFood(page.request, `Promo ${code}`, 4000);

  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto('/admin/promotions');
  await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
  await page.getByRole('button', { name: 'New promotion' }).click();
  const form = page.getByRole('form', { name: 'New promotion' });
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Naira off').fill('500');
  await form.getByLabel('First order only').check();
  await form.getByLabel('Uses per customer').fill('1');
  await form.getByRole('button', { name: 'Save promotion' }).click();
  await expect(page.getByText('Promotion saved')).toBeVisible();
  const card = page.getByRole('listitem', { name: code });
  await expect(card).toContainText('₦500 off the food · first order only');
  await expect(card).toContainText('Used on 0 orders');
  // Usable at 360 px: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A new customer, on their own tab.
  const shopper = await page.context().newPage();
  await skipWelcomeCard(shopper);
  const customer = await registerCustomer(shopper, { name: 'Ngozi Eze' });
  await putInCart(shopper.request, customer, dish.id);
  await shopper.goto('/menu');
  let panel = await openCart(shopper);
  await panel.getByLabel('Address').fill('3 Promo Lane, Samaru');
  await panel.getByLabel('Delivery area').selectOption('Samaru');
  await panel.getByRole('radio', { name: 'Cash' }).check();
  const before = panel.getByRole('button', { name: /^Send order ₦/ });
  const full = (await before.textContent())?.replace('Send order ', '') ?? '';
  await panel.getByLabel('Promo code').fill(` ${code.toLowerCase()}`);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText(`Code ${code}`)).toBeVisible();
  await expect(panel.getByText('-₦500')).toBeVisible();
  const fullKobo = Number(full.replace(/[₦,]/g, '')) * 100;
  const discounted = `₦${((fullKobo - 50_000) / 100).toLocaleString('en-NG')}`;
  await panel.getByRole('button', { name: `Send order ${discounted}` }).click();
  await expect(shopper).toHaveURL(/\/order\/success\/\d+\//);
  await expect(shopper.getByText(discounted)).toBeVisible();
  const orderId = /\/order\/success\/(\d+)\//.exec(shopper.url())?.[1] ?? '';

  // The order page says what was taken off and why.
  await shopper.goto(`/orders?order=${orderId}`);
  await expect(shopper.getByText(`Code ${code}`)).toBeVisible();
  await expect(shopper.getByText('-₦500')).toBeVisible();

  // The second order: the code is refused in words, and the order still goes at full price.
  await putInCart(shopper.request, customer, dish.id);
  await shopper.goto('/menu');
  panel = await openCart(shopper);
  await panel.getByLabel('Address').fill('3 Promo Lane, Samaru');
  await panel.getByLabel('Delivery area').selectOption('Samaru');
  await panel.getByRole('radio', { name: 'Cash' }).check();
  await panel.getByLabel('Promo code').fill(code);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByRole('alert')).toHaveText(`The code ${code} is for a first order only`);
  await expect(
    cartPanel(shopper).getByRole('button', { name: `Send order ${full}` }),
  ).toBeVisible();

  // The board shows the first order's discount to staff (a tab of their own: the customer's
  // sign-in replaced the one the first tab stored).
  const staff = await page.context().newPage();
  await startSignedIn(staff, await adminSessionUser(page.request));
  await staff.goto('/admin/orders');
  const onBoard = staff.getByRole('listitem', { name: `Order #${orderId}` });
  await expect(onBoard).toContainText(`Code ${code}`);
  await staff.goto('/admin/promotions');
  await expect(staff.getByRole('listitem', { name: code })).toContainText('Used on 1 order');
});
