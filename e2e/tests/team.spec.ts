import { expect, test } from '@playwright/test';
import {
  adminSessionUser,
  adminToken,
  bearer,
  placeCashOrder,
  registerCustomer,
  skipWelcomeCard,
  startSignedIn,
  uniquePhone,
} from '../fixtures';
import { createFood } from './dish-helpers';
import { joinAs, uniqueName } from './team-helpers';

// The team (docs/team.md): someone invited by phone joins from the link; a rider delivers the
// orders given to them and the customer sees who brings theirs.
const phoneSize = { width: 360, height: 740 };
test.use({ viewport: phoneSize });

test('an invited cashier opens the link, sets a password and takes a phone order, with no refund button', async ({
  browser,
  page,
}) => {
  test.slow();
  const dishName = `Invite ${Date.now().toString(36)}`;
  await createFood(page.request, dishName);
  const name = 'Ifeoma Invited';

  // The owner invites from the Users page.
  await skipWelcomeCard(page);
  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto('/admin/users');
  const invite = page.getByRole('region', { name: 'Invite someone to the staff' });
  await invite.getByLabel('Their name').fill(name);
  await invite.getByLabel('Their phone number').fill(uniquePhone());
  await invite.getByLabel('Role').selectOption({ label: 'Cashier' });
  await invite.getByRole('button', { name: 'Send invite' }).click();
  const link = await invite.getByLabel('Invite link').inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await invite.getByRole('button', { name: 'Done' }).click();
  await expect(invite.getByRole('listitem', { name: `Invite for ${name}` })).toContainText(
    'Cashier',
  );

  // The new cashier, on their own phone, signed in as nobody.
  const cashier = await browser.newPage({ viewport: phoneSize });
  await skipWelcomeCard(cashier);
  await cashier.goto(new URL(link).pathname);
  await expect(cashier.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await expect(cashier.getByText(`${name},`)).toContainText('cashier');
  await cashier.getByLabel('Password', { exact: true }).fill('ab');
  await cashier.getByLabel('Repeat password').fill('ab');
  await cashier.getByRole('button', { name: 'Join the team' }).click();
  await expect(
    cashier.getByText('Your new password needs at least 3 characters').first(),
  ).toBeVisible();
  await cashier.getByLabel('Password', { exact: true }).fill('counter-pass');
  await cashier.getByLabel('Repeat password').fill('counter-pass');
  await cashier.getByRole('button', { name: 'Join the team' }).click();
  await expect(cashier).toHaveURL(/\/admin\/orders$/);

  await cashier.getByRole('link', { name: 'Take a phone order' }).click();
  const form = cashier.getByRole('form', { name: 'Phone order' });
  await form.getByLabel("Customer's name").fill('Bola Caller');
  await form.getByLabel("Customer's phone number").fill(uniquePhone());
  await form.getByLabel('Pickup at the shop').check();
  await form.getByRole('button', { name: `Add ${dishName}` }).click();
  await form.getByLabel('Cash', { exact: true }).check();
  await form.getByRole('button', { name: 'Place the order' }).click();
  const done = cashier.getByRole('status').filter({ hasText: 'is on the board' });
  const orderId = Number(/Order #(\d+)/.exec((await done.textContent()) ?? '')?.[1]);
  expect(orderId).toBeGreaterThan(0);
  await cashier.getByRole('link', { name: 'Back to the orders' }).click();
  const card = cashier.getByRole('listitem', { name: `Order #${orderId}` });
  await card.getByRole('button', { name: `Mark order #${orderId} paid` }).click();
  await card.getByRole('button', { name: 'Paid in cash' }).click();
  await expect(card.getByRole('button', { name: `Mark order #${orderId} paid` })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Refund order #${orderId}` })).toHaveCount(0);

  // The link worked once: opened again, it says so.
  const again = await browser.newPage({ viewport: phoneSize });
  await again.goto(new URL(link).pathname);
  await expect(again.getByRole('alert')).toHaveText(
    'This invite link was already used. Log in with your phone number and password',
  );
  await again.close();
  await cashier.close();
});

test('a rider delivers the order given to them, and the customer sees who brings it', async ({
  browser,
  page,
}) => {
  test.slow();
  // Names are letters only: the run's time spelt in letters keeps this rider apart.
  const riderName = uniqueName('Rita');
  const rider = await joinAs(page.request, riderName, 'rider');
  const dish = await createFood(page.request, `Rider dish ${Date.now().toString(36)}`);
  await skipWelcomeCard(page);
  const customer = await registerCustomer(page, { name: 'Uche Customer' });
  const id = await placeCashOrder(page.request, customer, {
    products: [{ id: dish.id, qty: 1 }],
    address: '14 Rider Lane, Samaru',
  });
  const accepted = await page.request.patch(`/api/orders/${id}/status`, {
    headers: bearer(await adminToken(page.request)),
    data: { status: '2', readyInMinutes: 20 },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The owner gives it to the rider on the board card.
  const owner = await browser.newPage({ viewport: phoneSize });
  await skipWelcomeCard(owner);
  await startSignedIn(owner, await adminSessionUser(owner.request));
  await owner.goto(`/admin/orders?order=${id}`);
  const card = owner.getByRole('listitem', { name: `Order #${id}` }).first();
  await card.getByLabel(`Rider for order #${id}`).selectOption({ label: riderName });
  await expect(owner.getByText(`Order #${id} goes with ${riderName}`)).toBeVisible();

  // The rider's phone shows only their deliveries.
  const riding = await browser.newPage({ viewport: phoneSize });
  await skipWelcomeCard(riding);
  await startSignedIn(riding, rider);
  await riding.goto('/admin');
  await expect(riding).toHaveURL(/\/admin\/rider$/);
  const delivery = riding.getByRole('listitem', { name: `Delivery #${id}` });
  await expect(delivery).toContainText('14 Rider Lane, Samaru');
  await expect(delivery).toContainText('Collect ₦5,000 in cash');
  await expect(delivery.getByRole('link', { name: `Call ${customer.phone}` })).toHaveAttribute(
    'href',
    `tel:${customer.phone}`,
  );
  await expect(delivery.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=14%20Rider%20Lane/,
  );
  await delivery.getByRole('button', { name: 'Picked up' }).click();
  await expect(delivery).toContainText('On the way');

  // The customer reads who brings it.
  await page.goto('/orders');
  await expect(page.getByRole('button', { name: new RegExp(`Order #${id}\\b`) })).toContainText(
    `On the way with ${riderName}`,
  );

  await delivery.getByRole('button', { name: 'Delivered' }).click();
  await expect(delivery).toHaveCount(0);
  await expect(riding.getByText('No deliveries for you right now.')).toBeVisible();
  await owner.close();
  await riding.close();
});

test('someone removed from staff is sent from the open staff page to the login page', async ({
  page,
}) => {
  const cashier = await joinAs(page.request, 'Removed Rasaq', 'cashier');
  await skipWelcomeCard(page);
  await startSignedIn(page, cashier);
  await page.goto('/admin/orders');
  await expect(page.getByRole('link', { name: 'Take a phone order' })).toBeVisible();

  const removed = await page.request.put(`/api/users/${cashier.uid}/role`, {
    headers: bearer(await adminToken(page.request)),
    data: { role: 'customer' },
  });
  expect(removed.status()).toBe(200);
  // The server closes their live stream at once; the page checks and leaves, untouched.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Unauthorized. Login again').first()).toBeVisible();
});
