import { expect, test, type Page } from '@playwright/test';
import { messages } from '@buka/domain/messages';
import { laterMessages } from '@buka/domain/later-messages';
import { bearer, registerCustomer, skipWelcomeCard } from '../fixtures';
import { dishes, openCart, putInCart, sendOrder } from './cart-helpers';

test.beforeEach(async ({ page }) => skipWelcomeCard(page));

/** A signed-in customer sends an online order for Jollof Rice and lands on the simulator. */
async function orderOnline(page: Page) {
  const customer = await registerCustomer(page);
  await putInCart(page.request, customer, dishes.jollof.id);
  await page.goto('/menu');
  await openCart(page);
  await sendOrder(page, { payment: 'Pay Online' });
  await expect(page).toHaveURL(/\/pay\/simulator\/buka-\d+-[0-9a-f]+$/);
  const orderId = /buka-(\d+)-/.exec(page.url())?.[1] ?? '';
  const panel = page.getByRole('region', { name: 'Secured Payment' });
  await expect(panel).toContainText('₦5,000');
  await expect(page.getByRole('note')).toContainText('no real money');
  return { customer, orderId, panel };
}

async function openOrder(page: Page, orderId: string) {
  await page.goto(`/orders?order=${orderId}`);
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
}

test('pay online with the simulator: Payment Done! and the order shows paid', async ({ page }) => {
  const { customer, orderId, panel } = await orderOnline(page);

  // Mobile money needs a network and a phone (docs/server-rules.md#validation 'Complete payment
  // info'); the customer's own number and its network are filled in for them.
  await expect(panel.getByLabel('Phone number')).not.toHaveValue('');
  await expect(panel.getByLabel('Network')).not.toHaveValue('');
  await panel.getByLabel('Phone number').fill('');
  await panel.getByRole('button', { name: 'Pay' }).click();
  await expect(panel.getByRole('alert')).toHaveText(laterMessages.completePaymentInfo);
  await panel.getByLabel('Network').selectOption('MTN');
  await panel.getByLabel('Phone number').fill('08031234567');
  await panel.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/payment\/success$/);
  await expect(page.getByRole('heading', { name: 'Payment Done!' })).toBeVisible();
  await page.getByRole('link', { name: 'View my orders' }).click();
  const card = page.getByRole('button', { name: new RegExp(`Order #${orderId}\\b`) });
  await expect(card).toContainText('paid');
  await expect(card).not.toContainText('unpaid');

  await openOrder(page, orderId);
  await expect(page.getByText('Pay Online', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'pay now' })).toHaveCount(0);

  // Its success page, opened again, no longer offers to pay.
  await page.goto(`/order/success/${orderId}/5000`);
  await expect(
    page.getByText('Sent: the kitchen will confirm it in a few minutes. It is paid.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Online' })).toHaveCount(0);

  // Paying a paid order again (a tab left open from before) lands on 'Payment Exists'.
  const again = await page.request.post('/api/payment/pay', {
    headers: bearer(customer.session.token),
    data: { orderId: Number(orderId) },
  });
  await page.goto(((await again.json()) as { data: string }).data);
  await expect(page).toHaveURL(/\/payment\/exists$/);
  await expect(page.getByRole('heading', { name: 'Payment Exists' })).toBeVisible();
});

test('a failed payment: the page names the order, it stays unpaid, and Pay again works', async ({
  page,
}) => {
  const { orderId, panel } = await orderOnline(page);
  await panel.getByRole('button', { name: 'Fail' }).click();

  await expect(page).toHaveURL(new RegExp(`/payment/fail\\?order=${orderId}$`));
  await expect(
    page.getByRole('heading', {
      name: `Failed Transaction. Your order #${orderId} is not paid yet. Try again. If you are sure of this payment, contact us`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '08000000000' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay again ₦/ }).click();

  // A new attempt, by bank this time.
  const again = page.getByRole('region', { name: 'Secured Payment' });
  await expect(again).toBeVisible();
  await again.getByRole('radio', { name: 'Bank' }).check();
  await again.getByLabel('Bank name').fill('Test Bank');
  await again.getByLabel('Account number').fill('0123456789');
  await again.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Done!' })).toBeVisible();
  await openOrder(page, orderId);
  await expect(page.getByRole('button', { name: 'pay now' })).toHaveCount(0);
});

test('the success page without an id or total says Invalid redirect', async ({ page }) => {
  await page.goto('/order/success/12');
  await expect(page.getByRole('heading', { name: messages.invalidRedirect })).toBeVisible();
  await page.goto('/order/success/abc/500');
  await expect(page.getByRole('heading', { name: messages.invalidRedirect })).toBeVisible();
});

test('the server error page offers the support phone and a way home', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByRole('heading', { name: 'Server Error' })).toBeVisible();
  await expect(page.getByText(messages.somethingWentWrong)).toBeVisible();
  await expect(page.getByRole('link', { name: '08000000000' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('orders need a signed-in customer', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
});

test('a new customer sees the empty orders message', async ({ page }) => {
  await registerCustomer(page);
  await page.goto('/orders');
  await expect(page.getByText(laterMessages.noOrdersLong)).toBeVisible();
});
