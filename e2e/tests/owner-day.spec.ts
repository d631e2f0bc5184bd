import { expect, request, test, type APIRequestContext } from '@playwright/test';
import {
  adminSessionUser,
  ADMIN_PASSWORD,
  bearer,
  countAlarmNotes,
  registerCustomer,
  ADMIN_PHONE,
  phone,
  signIn,
  skipWelcomeCard,
  startSignedIn,
} from '../fixtures';
import { startOwnShop, type OwnShop } from './own-shop';

// What the owner met running a day on a phone: each step taken with a finger, as she did.
test.use(phone);
test.beforeEach(async ({ page }) => skipWelcomeCard(page));

test.describe('in a shop of its own (its sold-out dishes and money are shop-wide)', () => {
  let shop: OwnShop;
  let api: APIRequestContext;
  test.beforeAll(async () => {
    shop = await startOwnShop(() => ({}));
    api = await request.newContext({ baseURL: shop.url });
  });
  test.afterAll(async () => {
    await api.dispose();
    await shop.stop();
  });

  test('a dish marked sold out today shows on the dashboard, and the money counts paid sales less refunds', async ({
    page,
  }) => {
    await startSignedIn(page, await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD));
    await page.goto(`${shop.url}/admin/menu`);
    await page.getByLabel('Search food').fill('Jollof Rice');
    const soldOut = page.getByRole('button', { name: 'Jollof Rice sold out today' });
    await soldOut.tap();
    await expect(soldOut).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`${shop.url}/admin`);
    const stock = page.getByRole('region', { name: 'Low on stock or sold out' });
    await expect(stock).toContainText('1 dish sold out');
    await expect(stock.getByRole('listitem').filter({ hasText: 'Jollof Rice' })).toContainText(
      'sold out today',
    );
    await expect(stock).not.toContainText('Every dish has enough portions');

    const revenue = page.getByRole('region', { name: 'Revenue today' });
    const row = (label: string) =>
      revenue.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(row('Paid sales')).toHaveText('₦0');
    await expect(row('Refunded')).toHaveText('₦0');
    await expect(row('Net')).toHaveText('₦0');
  });

  test('an order taken on the phone is placed accepted: the board on another phone neither rings nor asks to accept it', async ({
    browser,
    page,
  }) => {
    const admin = await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD);
    // The owner's board, open on her phone, counts the alarm's notes as it plays them.
    const notes = await countAlarmNotes(page);
    await startSignedIn(page, admin);
    await page.goto(`${shop.url}/admin/orders`);
    await expect(page).toHaveTitle(/^Admin — /);
    // A tap lets the board's alarm be heard, as the owner's first touch does.
    await page.getByRole('heading', { level: 1 }).first().tap();

    // The cashier, on another phone, takes a call.
    const counter = await browser.newContext({ ...phone });
    const till = await counter.newPage();
    await skipWelcomeCard(till);
    await startSignedIn(till, admin);
    await till.goto(`${shop.url}/admin/orders/new`);
    const form = till.getByRole('form', { name: 'Phone order' });
    await form.getByLabel("Customer's name").fill('Hauwa Bello');
    await form.getByLabel("Customer's phone number").fill('0803 555 0101');
    await form.getByLabel('Pickup at the shop').tap();
    await form.getByRole('button', { name: 'Add Chips' }).tap();
    await form.getByLabel('Cash').tap();
    await form.getByLabel('Ready in').selectOption('20');
    await form.getByRole('button', { name: 'Place the order' }).tap();
    const done = till.getByRole('status').filter({ hasText: 'is on the board' });
    await expect(done).toContainText('accepted and ready at');
    const id = Number(/Order #(\d+)/.exec((await done.textContent()) ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    await counter.close();

    // On the owner's board it arrives already accepted, with its promised time.
    const card = page.getByRole('listitem', { name: `Order #${id}`, exact: true });
    await expect(card).toContainText('Ready about');
    await expect(card.getByRole('button', { name: /^Accept order/ })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Orders to accept' })).toHaveCount(0);
    // Nothing waits, so nothing rings: no count in the tab's title, no toast, no note played.
    await expect(page).toHaveTitle(/^Admin — /);
    // The toast would have come with the event that brought the card: looked for once, not waited out.
    expect(await page.getByText(`New order #${id}`).count()).toBe(0);
    expect(await notes()).toBe(0);
  });
});

test('a refused notification permission says where to allow it, and stays until dismissed', async ({
  page,
}) => {
  // The owner closed the browser's question without allowing: the browser answers 'default'.
  await page.addInitScript(() => {
    Notification.requestPermission = async () => 'default';
  });
  await startSignedIn(page, await adminSessionUser(page.request));
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Order notifications on this device' });
  await card.getByRole('button', { name: 'Turn on notifications' }).tap();
  const alert = card.getByRole('alert');
  await expect(alert).toContainText("Allow them in the browser's site settings");
  await expect(alert).toContainText(
    'Chrome on Android: tap the lock icon left of the address, then Permissions → Notifications → Allow',
  );
  await expect(alert).not.toContainText('try again');
  // Still there long after a toast would have gone.
  await page.waitForTimeout(5000);
  await expect(alert).toBeVisible();
  await card.getByRole('button', { name: 'Dismiss' }).tap();
  await expect(alert).toHaveCount(0);
});

test('Mark paid asks cash or transfer, and can be undone for a minute', async ({ page }) => {
  const admin = await adminSessionUser(page.request);
  const customer = await registerCustomer(page.request, { name: 'Ngozi Eze' });
  const placed = await page.request.post('/api/orders', {
    headers: bearer(customer.session.token),
    data: {
      name: customer.name,
      phone: customer.phone,
      address: '4 Gado Nasko Road, Kubwa',
      area: 'Samaru',
      products: [{ id: 104, qty: 1 }],
      paymentMethod: 'cash',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: number };

  await startSignedIn(page, admin);
  await page.goto(`/admin/orders?order=${id}`);
  const card = page.getByRole('listitem', { name: `Order #${id}`, exact: true });
  await card.getByRole('button', { name: `Accept order #${id}, ready in 30 min` }).tap();
  await card.getByRole('button', { name: `Mark order #${id} paid` }).tap();
  const how = card.getByRole('group', { name: `How was order #${id} paid?` });
  await how.getByRole('button', { name: 'Paid by transfer' }).tap();
  await expect(page.getByText(`Order #${id} is paid by transfer`)).toBeVisible();
  await card.getByRole('button', { name: `Undo paid for order #${id}` }).tap();
  await expect(page.getByText(`Order #${id} is no longer marked paid`)).toBeVisible();
  await expect(card.getByRole('button', { name: `Mark order #${id} paid` })).toBeVisible();
});
