import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { defaultSettings } from '@buka/domain/default-settings';
import { messages } from '@buka/domain/messages';
import type { Settings } from '@buka/domain/settings';
import {
  ADMIN_PASSWORD,
  ADMIN_PHONE,
  bearer,
  openAllDay,
  phone,
  registerCustomer,
  signIn,
  skipWelcomeCard,
  startSignedIn,
  type TestCustomer,
} from '../fixtures';
import { dishes, openCart, putInCart } from './cart-helpers';
import { startOwnShop, type OwnShop } from './own-shop';

// Pickup, delivery and orders for later, as a customer and the staff meet them. The rules here
// (pickup, areas' minimums, the hours) are the whole shop's: these tests keep a shop of their own,
// one after another, so no other test orders under them. Its clock stands at Wednesday 12 March
// 2025, 21:30 in Lagos (UTC+1) when it starts, and runs on from there.
const WEDNESDAY_2130 = new Date('2025-03-12T20:30:00Z');
const SHOP_ADDRESS = '14 Gado Nasko Road, Kubwa';
const MAP_URL = 'https://www.openstreetmap.org/search?query=Gado%20Nasko%20Road';

test.describe.configure({ mode: 'default' });
test.use(phone);

let shop: OwnShop;
let api: APIRequestContext;
let shopStarted = 0;
test.beforeAll(async () => {
  shopStarted = Date.now();
  shop = await startOwnShop(() => ({}), { clock: WEDNESDAY_2130 });
  api = await request.newContext({ baseURL: shop.url });
});
test.afterAll(async () => {
  await api.dispose();
  await shop.stop();
});

/** The shop's time now (to the second or so): a page standing at it reads the shop's times. */
function shopNow(): Date {
  return new Date(WEDNESDAY_2130.getTime() + Date.now() - shopStarted);
}

/** The shop's rules for one test: the defaults, open all day, with the test's changes. */
async function shopRules(changes: Partial<Settings> = {}): Promise<void> {
  const admin = await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD);
  const saved = await api.put('/api/settings', {
    headers: bearer(admin.token),
    data: {
      ...defaultSettings,
      address: SHOP_ADDRESS,
      mapUrl: MAP_URL,
      timetable: openAllDay,
      ...changes,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A customer of this shop with the dishes in their cart, on the menu, signed in. */
async function customerWithCart(page: Page, foods: number[]): Promise<TestCustomer> {
  const customer = await registerCustomer(api);
  for (const fid of foods) await putInCart(api, customer, fid);
  await skipWelcomeCard(page);
  await startSignedIn(page, customer.session);
  return customer;
}

/** The staff's board of this shop, in a page of its own. */
async function staffBoard(page: Page): Promise<Page> {
  const staff = await page
    .context()
    .browser()!
    .newPage({ ...phone });
  await staff.clock.setFixedTime(shopNow());
  await startSignedIn(staff, await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD));
  return staff;
}

function placedId(page: Page): number {
  const id = /\/order\/success\/(\d+)\//.exec(page.url())?.[1];
  expect(id, page.url()).toBeDefined();
  return Number(id);
}

test('an order for tomorrow 10:00, placed at 21:30 while closed', async ({ page }) => {
  // Open 09:00–21:00 every day; orders for later are taken while closed (the default), in
  // half-hour slots, the kitchen starting 45 minutes before.
  await shopRules({
    timetable: Array.from({ length: 7 }, () => [{ open: '09:00', close: '21:00' }]),
  });
  await page.clock.setFixedTime(shopNow());
  await customerWithCart(page, [dishes.jollof.id]);
  await page.goto(`${shop.url}/menu`);

  const closed = page.getByRole('dialog', { name: 'We are closed' });
  await expect(closed).toContainText(
    'We are closed for the day. You can check back tomorrow, 9:00 am',
  );
  // 09:30 would need the kitchen from 08:45: the first time is 10:00.
  await expect(closed).toContainText('You can still order now for later, from tomorrow, 10:00 am.');
  await closed.getByRole('button', { name: 'Order for later' }).tap();
  await expect(closed).toBeHidden();

  const panel = await openCart(page);
  // Closed: nothing as soon as possible, and why; only a time later.
  await expect(panel.getByRole('status').first()).toHaveText(
    "Sorry, we're closed. Till tomorrow 9:00 am. You can still order now for a time later.",
  );
  await expect(panel.getByRole('radio', { name: 'As soon as possible' })).toHaveCount(0);
  await expect(panel.getByRole('radio', { name: 'Later' })).toBeChecked();
  const time = panel.getByLabel('Time');
  await expect(time.getByRole('option', { name: 'Thu 13 Mar 10:00 am – 10:30 am' })).toBeEnabled();
  await expect(time.getByRole('option', { name: /9:30 am/ })).toHaveCount(0);
  await time.selectOption({ label: 'Thu 13 Mar 10:00 am – 10:30 am' });
  await panel.getByLabel('Address').fill('3 Later Close, Kubwa');
  await panel.getByLabel('Delivery area').selectOption('PZ');
  await panel.getByRole('radio', { name: 'Cash' }).check();
  await panel.getByRole('button', { name: /^Send order / }).tap();

  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  await expect(page.getByText('It will be ready for Thu 13 Mar, 10:00 am.')).toBeVisible();
  const id = placedId(page);

  await page.goto(`${shop.url}/orders?order=${id}`);
  await expect(
    page.getByText('Delivery to PZ for Thu 13 Mar, 10:00 am · ordered 12 Mar'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(
    'Delivery · for Thu 13 Mar, 10:00 am',
  );

  // The kitchen sees it by its time, and when its cooking starts.
  const staff = await staffBoard(page);
  await staff.goto(`${shop.url}/admin/orders`);
  const later = staff.getByRole('region', { name: 'Orders for later, by time' });
  const tomorrow = later.getByRole('list', { name: 'Tomorrow, Thu 13 Mar' });
  await expect(tomorrow.getByRole('listitem').filter({ hasText: `Order #${id}` })).toHaveText(
    /10:00 am\s*Order #\d+\s*Test Customer\s*Delivery · Received · cooking starts 9:15 am/,
  );
  const card = staff.getByRole('listitem', { name: `Order #${id}` });
  await expect(card).toContainText('Delivery · for Thu 13 Mar, 10:00 am');
  await expect(card).toContainText(
    'For later: it comes up to accept when cooking should start, Thu 13 Mar, 9:15 am.',
  );
  await staff.close();
});

test('a pickup order: no address, no fee, the shop address; the board and receipt say Pickup', async ({
  page,
}) => {
  // A customer, the staff board and the receipt in one test: it ran out of the usual 30 s once
  // in CI (its board's first load took 7 s there).
  test.slow();
  await shopRules({
    areas: [{ name: 'Samaru', feeKobo: 50_000, minimumKobo: null, freeFromKobo: null }],
  });
  await customerWithCart(page, [dishes.jollof.id]);
  await page.goto(`${shop.url}/menu`);
  const panel = await openCart(page);
  await panel.getByLabel('Delivery area').selectOption('Samaru');
  const send = panel.getByRole('button', { name: /^Send order / });
  await expect(send).toHaveText('Send order ₦5,500');

  await panel.getByRole('radio', { name: 'Pickup' }).check();
  await expect(panel.getByLabel('Address')).toHaveCount(0);
  await expect(panel.getByLabel('Delivery area')).toHaveCount(0);
  await expect(panel).toContainText(`Collect it from us: ${SHOP_ADDRESS}.`);
  await expect(panel.getByRole('link', { name: 'Open the map' })).toHaveAttribute('href', MAP_URL);
  await expect(send).toHaveText('Send order ₦5,000');
  await panel.getByRole('radio', { name: 'Cash' }).check();
  await send.tap();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  await expect(page.getByText('pay cash when you collect it')).toBeVisible();
  const id = placedId(page);

  const staff = await staffBoard(page);
  await staff.goto(`${shop.url}/admin/orders`);
  const card = staff.getByRole('listitem', { name: `Order #${id}` });
  await expect(card).toContainText('Pickup · as soon as possible');
  await expect(card).not.toContainText('Delivery');
  await card.getByRole('button', { name: `Accept order #${id}, ready in 20 min` }).tap();
  // Paid at the counter.
  await card.getByRole('button', { name: `Mark order #${id} paid` }).tap();
  await card.getByRole('button', { name: 'Paid in cash' }).tap();
  await expect(card.getByRole('button', { name: `Mark order #${id} paid` })).toHaveCount(0);
  await staff.close();

  await page.goto(`${shop.url}/orders/${id}/receipt`);
  const receipt = page.getByRole('main');
  await expect(receipt).toContainText('Pickup · as soon as possible');
  await expect(receipt).not.toContainText('Delivery');
});

test("the cart's minimum-order message, and the order refused until it is met", async ({
  page,
}) => {
  await shopRules({
    areas: [{ name: 'Samaru', feeKobo: 50_000, minimumKobo: 300_000, freeFromKobo: 500_000 }],
  });
  const customer = await customerWithCart(page, [dishes.chips.id]);
  await page.goto(`${shop.url}/menu`);
  const panel = await openCart(page);
  await panel.getByLabel('Address').fill('9 Minimum Street, Samaru');
  await panel.getByLabel('Delivery area').selectOption('Samaru (+₦500)');
  const note = panel.getByRole('status').filter({ hasText: 'Samaru' });
  await expect(note).toHaveText('₦1,500 more for delivery to Samaru');
  await panel.getByRole('radio', { name: 'Cash' }).check();
  await panel.getByRole('button', { name: /^Send order / }).tap();
  await expect(
    page.getByRole('alert').filter({ hasText: '₦1,500 more for delivery to Samaru' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/menu$/);
  const orders = await api.get(
    `/api/orders/user/orders?userId=${customer.session.uid}&pageNumber=1`,
    {
      headers: bearer(customer.session.token),
    },
  );
  expect(orders.status()).toBe(404);

  // A second portion reaches the minimum; the cart then says how far free delivery is.
  await panel.getByRole('button', { name: 'One more Chips' }).tap();
  await expect(note).toHaveText('₦2,000 more for free delivery to Samaru');
  await panel.getByRole('button', { name: 'Send order ₦3,500' }).tap();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
});

test('a customer cancels an order the kitchen has not accepted, and not one it has', async ({
  page,
}) => {
  await shopRules();
  const customer = await customerWithCart(page, []);
  const placeOrder = async () => {
    const placed = await api.post('/api/orders', {
      headers: bearer(customer.session.token),
      data: {
        name: customer.name,
        phone: customer.phone,
        address: '5 Cancel Street, Kubwa',
        area: 'PZ',
        products: [{ id: dishes.chips.id, qty: 1 }],
        paymentMethod: 'cash',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    return ((await placed.json()) as { id: number }).id;
  };

  const first = await placeOrder();
  await page.goto(`${shop.url}/orders?order=${first}`);
  // Asked once more; keeping it changes nothing.
  await page.getByRole('button', { name: 'Cancel this order' }).tap();
  const confirm = page.getByRole('dialog', { name: `Cancel Order #${first}?` });
  await confirm.getByRole('button', { name: 'Keep my order' }).tap();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Cancel this order' }).tap();
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).tap();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your order is canceled' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: `Order #${first}` }).getByRole('status'),
  ).toHaveText(messages.youCanceled.replace('{id}', String(first)));
  await expect(page.getByRole('button', { name: 'Cancel this order' })).toHaveCount(0);

  const second = await placeOrder();
  await page.goto(`${shop.url}/orders?order=${second}`);
  const cancel = page.getByRole('button', { name: 'Cancel this order' });
  await expect(cancel).toBeVisible();

  const staff = await staffBoard(page);
  await staff.goto(`${shop.url}/admin/orders`);
  await expect(staff.getByRole('listitem', { name: `Order #${first}` })).toContainText(
    'Canceled: The customer canceled it',
  );
  await staff.getByRole('button', { name: `Accept order #${second}, ready in 30 min` }).tap();
  await expect(staff.getByRole('listitem', { name: `Order #${second}` })).toContainText(
    'Preparing',
  );
  await staff.close();

  // The customer's page hears of it at once: no cancel any more, and the server refuses one.
  await expect(cancel).toHaveCount(0);
  const refused = await api.post(`/api/orders/${second}/cancel`, {
    headers: bearer(customer.session.token),
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({
    message:
      'The kitchen has already taken this order, so it can no longer be canceled here. Please call us',
  });
});

test('staff set the shop’s rules in Settings, told plainly what is wrong; the shop follows them', async ({
  page,
  browser,
}) => {
  await shopRules();
  await page.clock.setFixedTime(shopNow());
  await startSignedIn(page, await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD));
  await page.goto(`${shop.url}/admin/settings`);

  // Pausing is applied at once, for a while or until staff resume.
  const pause = page.getByRole('region', { name: 'Pause ordering' });
  await pause.getByRole('button', { name: 'Pause ordering for 1 hour' }).tap();
  await expect(pause.getByRole('status')).toHaveText(/^Paused until today \d+:\d\d pm$/);
  await pause.getByRole('button', { name: 'Resume ordering' }).tap();
  await expect(pause.getByRole('status')).toHaveText('Taking orders');

  // Open 09:00–21:00 from now on (the week's hours have tests of their own): closed at 21:30.
  await shopRules({
    timetable: Array.from({ length: 7 }, () => [{ open: '09:00', close: '21:00' }]),
  });
  await page.reload();
  await expect(pause.getByRole('status')).toHaveText('Closed now (opening hours)');

  const later = page.getByRole('region', { name: 'Ordering for later' });
  const ways = page.getByRole('region', { name: 'Pickup and delivery' });
  const areas = page.getByRole('region', { name: 'Delivery areas' });
  const address = page.getByLabel('Street address');
  const preparation = later.getByLabel('Preparation (minutes)');
  const perSlot = later.getByLabel('Orders per slot');
  const fee = areas.getByLabel('Fee (₦) for area Samaru');

  // Everything wrong at once: each field says what it needs.
  await address.fill('');
  await ways.getByRole('checkbox', { name: /^Delivery/ }).uncheck();
  await ways.getByRole('checkbox', { name: /^Pickup/ }).uncheck();
  await preparation.fill('soon');
  await perSlot.fill('0');
  await fee.fill('five hundred');
  await page.getByRole('button', { name: 'Save settings' }).tap();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please correct the marked fields' }),
  ).toBeVisible();
  await expect(ways.getByRole('alert')).toHaveText(
    'Keep delivery or pickup on: customers need one way to get their food',
  );
  await expect(preparation).toHaveAccessibleDescription(
    'Please enter a whole number from 0 to 720',
  );
  await expect(perSlot).toHaveAccessibleDescription('Please enter a whole number from 1 to 1000');
  await expect(fee).toHaveAccessibleDescription('Please enter a valid number');

  // Pickup needs the address customers come to.
  await ways.getByRole('checkbox', { name: /^Pickup/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).tap();
  await expect(address).toHaveAccessibleDescription(
    'Pickup is on: please give the street address customers come to',
  );

  // The shop's own rules, typed in.
  await address.fill(SHOP_ADDRESS);
  await ways.getByRole('checkbox', { name: /^Delivery/ }).check();
  await ways.getByRole('checkbox', { name: /^Pickup/ }).uncheck();
  await later.getByLabel('Time slots of').selectOption('60 minutes');
  await later.getByLabel('How far ahead').selectOption('Up to 3 days');
  await preparation.fill('30');
  await perSlot.fill('2');
  await later.getByRole('checkbox', { name: /^Take orders for later while closed/ }).uncheck();
  await fee.fill('500');
  await areas.getByLabel('Minimum order (₦) for area Samaru').fill('3000');
  await areas.getByLabel('Free from (₦) for area Samaru').fill('10000');
  const special = page.getByRole('region', { name: 'Special days' });
  await special.getByRole('button', { name: 'Add special day' }).tap();
  await special.getByLabel('Date').fill('2025-03-13');
  await special.getByLabel('Note for customers').fill('Independence Day');
  await page.getByRole('button', { name: 'Save settings' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();

  const saved = (await (await api.get('/api/settings')).json()) as Settings;
  expect(saved).toMatchObject({
    address: SHOP_ADDRESS,
    fulfilment: { delivery: true, pickup: false },
    scheduling: {
      enabled: true,
      slotMinutes: 60,
      daysAhead: 3,
      leadMinutes: 30,
      maxPerSlot: 2,
      whileClosed: false,
    },
    specialDays: [{ date: '2025-03-13', hours: null, note: 'Independence Day' }],
  });
  expect(saved.areas[0]).toEqual({
    name: 'Samaru',
    feeKobo: 50_000,
    minimumKobo: 300_000,
    freeFromKobo: 1_000_000,
  });

  // A customer at 21:30 on Wednesday: closed, Thursday is a holiday, no orders for later now.
  const customer = await browser.newPage({ ...phone });
  await customer.clock.setFixedTime(shopNow());
  await skipWelcomeCard(customer);
  await customer.goto(`${shop.url}/menu`);
  const closed = customer.getByRole('dialog', { name: 'We are closed' });
  await expect(closed).toContainText(
    'We are closed for the day. You can check back Friday, 9:00 am',
  );
  await expect(closed.getByRole('button', { name: 'Order for later' })).toHaveCount(0);
  await closed.getByRole('button', { name: 'Close' }).tap();
  await expect(customer.getByRole('contentinfo')).toContainText(
    'Thu 13 Mar (Independence Day): Closed',
  );
  await customer.close();
});
