import { expect, test } from '@playwright/test';
import { formatShopDate } from '@buka/domain/shop-clock';
import { adminSessionUser, phone, skipWelcomeCard, startSignedIn } from '../fixtures';
import { cancelAsStaff, paidOnlineOrder } from './money-helpers';

test('staff refund a canceled paid order from the board and the customer sees it', async ({
  browser,
  page,
}) => {
  const { customer, orderId } = await paidOnlineOrder(page.request);
  await cancelAsStaff(page.request, orderId, 'We ran out of jollof');

  await skipWelcomeCard(page);
  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto('/admin/orders');
  const card = page.getByRole('listitem', { name: `Order #${orderId}` });
  await expect(card).toContainText('refund due ₦5,000');
  await card.getByRole('button', { name: `Refund order #${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order #${orderId}` });
  await expect(dialog).toContainText('Simulator payment of ₦5,000 (paid the order)');
  // Nothing is filled in for staff: the amount is typed, beside what was paid and is left.
  await expect(dialog.getByLabel(/Amount in naira/)).toHaveValue('');
  await expect(dialog).toContainText('Paid ₦5,000 · ₦5,000 left to refund · ₦5,000 due');
  await dialog.getByLabel(/Amount in naira/).fill('5000');
  await dialog.getByLabel(/Reason/).fill('We ran out of jollof');
  // A double tap is one refund.
  await dialog.getByRole('button', { name: 'Refund' }).dblclick();
  await expect(dialog).toBeHidden();
  const today = formatShopDate(new Date());
  await expect(card.getByRole('list', { name: 'Refunds' })).toHaveText(
    `₦5,000 refunded on ${today} · We ran out of jollof`,
  );
  await expect(card).not.toContainText('refund due');
  await expect(card.getByRole('button', { name: `Refund order #${orderId}` })).toHaveCount(0);

  // The customer, on their phone, reads it on the order.
  const context = await browser.newContext({ ...phone });
  const mine = await context.newPage();
  await skipWelcomeCard(mine);
  await startSignedIn(mine, customer.session);
  await mine.goto(`/orders?order=${orderId}`);
  await expect(mine.getByRole('region', { name: 'Refunds' })).toContainText(
    `₦5,000 refunded on ${today}`,
  );
  await context.close();
});
