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
} from '../fixtures';

test.use(phone);

async function moveTo(request: APIRequestContext, id: number, status: string) {
  const response = await request.patch(`/api/orders/${id}/status`, {
    headers: bearer(await adminToken(request)),
    // Accepting a new order promises a ready time (docs/orders.md#statuses).
    data: status === '2' ? { status, readyInMinutes: 30 } : { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

function currentStep(page: Page) {
  return page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');
}

test('the customer sees the step, moving live as the kitchen works', async ({ page }) => {
  await skipWelcomeCard(page);
  const customer = await registerCustomer(page);
  const id = await placeCashOrder(page.request, customer);
  await page.goto(`/orders?order=${id}`);
  const status = page.getByRole('region', { name: `Order #${id}` }).getByRole('status');
  await expect(status).toHaveText('Received');
  await expect(currentStep(page)).toHaveText('Received');

  // No reload: the live stream brings each step.
  await moveTo(page.request, id, '2');
  await expect(status).toHaveText('Preparing');
  await expect(currentStep(page)).toHaveText('Preparing');
  await moveTo(page.request, id, '3');
  await expect(status).toHaveText('On the way');
  await moveTo(page.request, id, '1');
  await expect(currentStep(page)).toHaveText('Delivered');
  await expect(status).toHaveText('Delivered');
  await expect(page.getByText('Coming...')).toHaveCount(0);

  await page.getByRole('button', { name: 'Back to orders' }).tap();
  await expect(page.getByRole('button', { name: new RegExp(`Order #${id}\\b`) })).toContainText(
    'Delivered',
  );
});

test('staff reject with a reason; the customer reads canceled and why', async ({
  page,
  browser,
}) => {
  await skipWelcomeCard(page);
  const customer = await registerCustomer(page);
  const id = await placeCashOrder(page.request, customer);
  await page.goto(`/orders?order=${id}`);
  await expect(currentStep(page)).toHaveText('Received');

  const staff = await browser.newPage({ ...phone });
  await skipWelcomeCard(staff);
  await startSignedIn(staff, await adminSessionUser(staff.request));
  await staff.goto('/admin/orders?status=open');
  const card = staff.getByRole('listitem', { name: `Order #${id}`, exact: true });
  // A new order is rejected, with the reason the customer is told.
  await card.getByRole('button', { name: `Reject order #${id}` }).tap();
  const confirm = staff.getByRole('dialog', { name: `Reject order #${id}?` });
  await expect(confirm.getByRole('radio', { name: 'Sold out' })).toBeChecked();
  await confirm.getByRole('radio', { name: 'Another reason' }).tap();
  await confirm.getByRole('textbox', { name: 'The reason' }).fill('Sold out of chips, sorry');
  await confirm.getByRole('button', { name: 'Reject order' }).tap();
  await expect(confirm).toBeHidden();
  await staff.close();

  await expect(page.getByRole('region', { name: `Order #${id}` }).getByRole('status')).toHaveText(
    'Canceled · Sold out of chips, sorry',
  );
  await expect(page.getByRole('list', { name: 'Order progress' })).toHaveCount(0);
});
