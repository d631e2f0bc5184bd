import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  adminSessionUser,
  phone,
  placeCashOrder,
  registerCustomer,
  startSignedIn,
} from '../fixtures';
import { createFood } from './dish-helpers';

// The owner's page of customers at phone size: find a regular by phone, note an allergy, and
// see the note on that customer's order on the board and in the CSV.

test.use({ ...phone, viewport: { width: 360, height: 740 } });

test('staff find a customer, note an allergy, and the board shows it on their order', async ({
  page,
}) => {
  const customer = await registerCustomer(page.request, { name: 'Zainab Musa' });
  // A dish of its own: the shared shop's sample stock is for the other tests.
  const dish = await createFood(page.request, `Customers ${Date.now().toString(36)}`);
  const id = await placeCashOrder(page.request, customer, { products: [{ id: dish.id, qty: 1 }] });
  await startSignedIn(page, await adminSessionUser(page.request));

  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  // Written as a customer would say it: with the country code and spaces.
  const international = `+234 ${customer.phone.slice(1, 4)} ${customer.phone.slice(4)}`;
  await page.getByLabel('Search customers').fill(international);
  const card = page.getByRole('listitem', { name: 'Zainab Musa' });
  await expect(card).toContainText(customer.phone);
  await expect(card).toContainText('1 order · ₦0 paid');
  await expect(card).toContainText('Usually: PZ · has an account');

  await card.getByRole('button', { name: 'Add a note about Zainab Musa' }).click();
  await card.getByLabel('Note about Zainab Musa').fill('Allergic to groundnut');
  await card.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved')).toBeVisible();
  await expect(card).toContainText('Note: Allergic to groundnut');

  // In the CSV too.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'phone,name,orders,spent (NGN),last order (Lagos),usual area,account,note',
  );
  expect(csv).toContain(`${customer.phone},Zainab Musa,1,0,`);
  expect(csv).toContain(',PZ,yes,Allergic to groundnut');

  // The kitchen sees it on the order before accepting it.
  await page.goto('/admin/orders');
  const order = page.getByRole('listitem', { name: `Order #${id}` });
  await expect(order).toContainText('About this customer: Allergic to groundnut');
});
