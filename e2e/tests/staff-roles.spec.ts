import { expect, test } from '@playwright/test';
import {
  adminSessionUser,
  adminToken,
  bearer,
  registerCustomer,
  signIn,
  skipWelcomeCard,
  startSignedIn,
} from '../fixtures';

// Each member of staff sees only what their role may do (docs/server-rules.md#roles); the server
// refuses the rest whatever the page shows.
test.use({ viewport: { width: 360, height: 740 } });

test('a cashier takes a phone order and marks it paid, but sees no refund, no settings and no users', async ({
  browser,
  page,
}) => {
  test.slow();
  const person = await registerCustomer(page.request, { name: 'Chidi Counter' });
  const given = await page.request.put(`/api/users/${person.session.uid}/role`, {
    headers: bearer(await adminToken(page.request)),
    data: { role: 'cashier' },
  });
  expect(given.status()).toBe(200);

  await skipWelcomeCard(page);
  await startSignedIn(page, await signIn(page.request, person.phone, person.password));
  // The counter opens on the board, not on the day's takings.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  const nav = page.getByRole('dialog', { name: 'Admin menu' }).getByRole('navigation');
  await expect(nav.getByRole('link', { name: /^Orders/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cash-up' })).toBeVisible();
  for (const hidden of ['Dashboard', 'Add Food', /^Menu/, 'Reports', /^Users/, 'Settings']) {
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Close admin menu' }).click();

  await page.getByRole('link', { name: 'Take a phone order' }).click();
  const form = page.getByRole('form', { name: 'Phone order' });
  await form.getByLabel("Customer's name").fill('Bisi Caller');
  await form.getByLabel("Customer's phone number").fill('08035550101');
  await form.getByLabel('Pickup at the shop').check();
  await form.getByRole('button', { name: 'Add Chips' }).click();
  await form.getByLabel('Cash', { exact: true }).check();
  await form.getByRole('button', { name: 'Place the order' }).click();
  const done = page.getByRole('status').filter({ hasText: 'is on the board' });
  const orderId = Number(/Order #(\d+)/.exec((await done.textContent()) ?? '')?.[1]);
  expect(orderId).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Back to the orders' }).click();
  const card = page.getByRole('listitem', { name: `Order #${orderId}` });
  await card.getByRole('button', { name: `Mark order #${orderId} paid` }).click();
  await card.getByRole('button', { name: 'Paid in cash' }).click();
  await expect(card.getByRole('button', { name: `Mark order #${orderId} paid` })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Refund order #${orderId}` })).toHaveCount(0);
  // The order keeps who did what.
  await card.getByText('Who did what').click();
  const history = card.getByRole('list', { name: `History of order #${orderId}` });
  await expect(history.getByRole('listitem').nth(0)).toContainText(
    'Taken on the phone · Chidi Counter',
  );
  await expect(history.getByRole('listitem').nth(1)).toContainText(
    'Marked paid (cash) · Chidi Counter',
  );
  // And the server says no, whatever a page might send.
  const refund = await page.request.post(`/api/admin/orders/${orderId}/refunds`, {
    headers: { ...bearer(person.session.token), 'idempotency-key': `cashier-${orderId}` },
    data: { amount: 100, reason: 'Trying' },
  });
  expect(refund.status()).toBe(403);

  // The owner, on the same order, has the refund the cashier does not.
  const owner = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await skipWelcomeCard(owner);
  await startSignedIn(owner, await adminSessionUser(owner.request));
  await owner.goto(`/admin/orders?order=${orderId}`);
  const ownersCard = owner.getByRole('listitem', { name: `Order #${orderId}` }).first();
  await expect(ownersCard.getByRole('button', { name: `Refund order #${orderId}` })).toBeVisible();
  await owner.close();
});

test('the kitchen reads the dishes on the board without their prices, and hands nothing over', async ({
  page,
}) => {
  const person = await registerCustomer(page.request, { name: 'Ngozi Kitchen' });
  const owner = await adminToken(page.request);
  await page.request.put(`/api/users/${person.session.uid}/role`, {
    headers: bearer(owner),
    data: { role: 'kitchen' },
  });
  // A pickup taken on the phone: accepted as it is placed, so next it is ready.
  const placed = await page.request.post('/api/admin/orders', {
    headers: { ...bearer(owner), 'idempotency-key': `kitchen-${person.phone}` },
    data: {
      name: 'Tolu Pickup',
      phone: '08035550102',
      fulfilment: 'pickup',
      products: [{ id: 105, qty: 1 }],
      payment: 'cash',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { id: number }).id;

  await skipWelcomeCard(page);
  await startSignedIn(page, await signIn(page.request, person.phone, person.password));
  await page.goto(`/admin/orders?order=${orderId}`);
  const card = page.getByRole('listitem', { name: `Order #${orderId}` }).first();
  await expect(card).toContainText('Fish Pepper Soup');
  await expect(card).not.toContainText('₦');
  await expect(card.getByRole('button', { name: `Mark order #${orderId} paid` })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Cancel order #${orderId}` })).toHaveCount(0);
  await card.getByRole('button', { name: `Move order #${orderId} to Ready for pickup` }).click();
  await expect(card).toContainText('Ready for pickup');
  // Collected is the counter's step.
  await expect(card.getByRole('button', { name: /^Move order/ })).toHaveCount(0);
});
