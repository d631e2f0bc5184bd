import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '@buka/domain/messages';
import { formatShopDate } from '@buka/domain/shop-clock';
import {
  adminSessionUser,
  adminToken,
  bearer,
  phone,
  placeCashOrder,
  registerCustomer,
  skipWelcomeCard,
  startSignedIn,
  type TestCustomer,
} from '../fixtures';
import { cancelAsStaff, paidOnlineOrder } from './money-helpers';

// What a new customer reads on a phone, step by step: words that fit their order, said once.
test.use(phone);

async function placePickupOrder(request: APIRequestContext, customer: TestCustomer) {
  const placed = await request.post('/api/orders', {
    headers: bearer(customer.session.token),
    data: {
      name: customer.name,
      phone: customer.phone,
      fulfilment: 'pickup',
      products: [{ id: 109, qty: 1 }],
      paymentMethod: 'cash',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { id: number }).id;
}

async function moveTo(request: APIRequestContext, id: number, status: string) {
  const response = await request.patch(`/api/orders/${id}/status`, {
    headers: bearer(await adminToken(request)),
    data: status === '2' ? { status, readyInMinutes: 30 } : { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

function orderStatus(page: Page, id: number) {
  return page.getByRole('region', { name: `Order #${id}` }).getByRole('status');
}

function orderCard(page: Page, id: number) {
  return page.getByRole('button', { name: new RegExp(`Order #${id}\\b`) });
}

test('a pickup order reads Ready for pickup and Collected, on the page and the board', async ({
  page,
  browser,
}) => {
  await skipWelcomeCard(page);
  const customer = await registerCustomer(page);
  const id = await placePickupOrder(page.request, customer);
  await page.goto('/orders');
  await orderCard(page, id).tap();

  // One status line, no 'Coming...' beside it.
  await expect(orderStatus(page, id)).toHaveText('Received');
  await expect(page.getByText('Coming...')).toHaveCount(0);
  const progress = page.getByRole('list', { name: 'Order progress' });
  await expect(progress.getByRole('listitem')).toHaveText([
    'Received',
    'Preparing',
    'Ready for pickup',
    'Collected',
  ]);

  await moveTo(page.request, id, '2');
  await moveTo(page.request, id, '3');
  await expect(orderStatus(page, id)).toHaveText('Ready for pickup');

  // Staff, on their phone, hand it over.
  const staff = await browser.newPage({ ...phone });
  await skipWelcomeCard(staff);
  await startSignedIn(staff, await adminSessionUser(staff.request));
  await staff.goto(`/admin/orders?order=${id}`);
  const card = staff.getByRole('listitem', { name: `Order #${id}`, exact: true });
  await expect(card).toContainText('Ready for pickup');
  await expect(card).not.toContainText('On the way');
  await card.getByRole('button', { name: `Move order #${id} to Collected` }).tap();
  await expect(card.getByRole('button', { name: /Move order/ })).toHaveCount(0);
  await expect(card).toContainText('Collected');
  await staff.close();

  await expect(orderStatus(page, id)).toHaveText('Collected');
  await expect(page.getByText('Delivered', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to orders' }).tap();
  await expect(orderCard(page, id)).toContainText('Collected');
  await expect(orderCard(page, id)).not.toContainText('Delivered');
});

test('a customer who cancels reads it once, as theirs, with no payment badge', async ({ page }) => {
  await skipWelcomeCard(page);
  const customer = await registerCustomer(page);
  const id = await placeCashOrder(page.request, customer);
  await page.goto('/orders');
  await orderCard(page, id).tap();
  await expect(page.getByText('unpaid', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel this order' }).tap();
  await page
    .getByRole('dialog', { name: `Cancel Order #${id}?` })
    .getByRole('button', { name: 'Yes, cancel it' })
    .tap();
  const own = messages.youCanceled.replace('{id}', String(id));
  await expect(orderStatus(page, id)).toHaveText(own);
  await expect(page.getByText(messages.canceledByCustomer)).toHaveCount(0);
  await expect(page.getByText('unpaid', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Back to orders' }).tap();
  await expect(orderCard(page, id)).toContainText(own);
  await expect(orderCard(page, id)).not.toContainText(/unpaid|canceled ·/i);
});

test('a paid order canceled by the shop says what happens to the money, then when it went back', async ({
  page,
  browser,
}) => {
  const { customer, orderId } = await paidOnlineOrder(page.request);
  await cancelAsStaff(page.request, orderId, 'We ran out of jollof');

  await skipWelcomeCard(page);
  await startSignedIn(page, customer.session);
  await page.goto('/orders');
  const card = orderCard(page, orderId);
  await expect(card).toContainText('Canceled · your ₦5,000 will be refunded');
  await expect(card).not.toContainText(/paid ·/i);
  await card.tap();
  await expect(orderStatus(page, orderId)).toHaveText('Canceled · We ran out of jollof');
  await expect(page.getByText('Canceled · your ₦5,000 will be refunded')).toBeVisible();

  // Staff give it back from the board, on their phone.
  const staff = await browser.newPage({ ...phone });
  await skipWelcomeCard(staff);
  await startSignedIn(staff, await adminSessionUser(staff.request));
  await staff.goto(`/admin/orders?order=${orderId}`);
  const board = staff.getByRole('listitem', { name: `Order #${orderId}`, exact: true });
  await board.getByRole('button', { name: `Refund order #${orderId}` }).tap();
  const dialog = staff.getByRole('dialog', { name: `Refund order #${orderId}` });
  await dialog.getByLabel(/Amount in naira/).fill('5000');
  await dialog.getByLabel(/Reason/).fill('We ran out of jollof');
  await dialog.getByRole('button', { name: 'Refund' }).tap();
  await expect(dialog).toBeHidden();
  await staff.close();

  const today = formatShopDate(new Date());
  await expect(page.getByText(`Canceled · ₦5,000 refunded on ${today}`)).toBeVisible();
  await expect(page.getByText(/will be refunded/)).toHaveCount(0);
});
