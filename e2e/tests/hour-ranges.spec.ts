import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { defaultSettings } from '@buka/domain/default-settings';
import type { Settings } from '@buka/domain/settings';
import {
  ADMIN_PASSWORD,
  ADMIN_PHONE,
  bearer,
  phone,
  registerCustomer,
  signIn,
  skipWelcomeCard,
  startSignedIn,
} from '../fixtures';
import { dishes, openCart, putInCart } from './cart-helpers';
import { startOwnShop, type OwnShop } from './own-shop';

// Lunch and dinner: a shop open 11:00–15:00 and 17:30–22:00 every day, and a dish served for
// dinner only. The hours are the whole shop's, so this test keeps a shop of its own; its clock
// stands at Wednesday 12 March 2025, 16:00 in Lagos (UTC+1), between lunch and dinner.
const WEDNESDAY_1600 = new Date('2025-03-12T15:00:00Z');

test.use(phone);

let shop: OwnShop;
let api: APIRequestContext;
let shopStarted = 0;
test.beforeAll(async () => {
  shopStarted = Date.now();
  shop = await startOwnShop(() => ({}), { clock: WEDNESDAY_1600 });
  api = await request.newContext({ baseURL: shop.url });
});
test.afterAll(async () => {
  await api.dispose();
  await shop.stop();
});

const shopNow = () => new Date(WEDNESDAY_1600.getTime() + Date.now() - shopStarted);

test('between lunch and dinner: refused for now, 17:30 offered first, a dinner dish waits', async ({
  page,
}) => {
  const admin = await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD);
  const lunchAndDinner: Settings = {
    ...defaultSettings,
    timetable: defaultSettings.timetable.map(() => [
      { open: '11:00', close: '15:00' },
      { open: '17:30', close: '22:00' },
    ]),
    // The kitchen needs no time before a slot here: dinner's first slot is its opening.
    scheduling: { ...defaultSettings.scheduling, leadMinutes: 0 },
  };
  const saved = await api.put('/api/settings', {
    headers: bearer(admin.token),
    data: lunchAndDinner,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const created = await api.post('/api/products', {
    headers: bearer(admin.token),
    data: {
      name: 'Pepper Soup for Dinner',
      price: 3000,
      stock: 10,
      imageURL: '/dishes/chips.webp',
      categoryId: 11,
      availableFrom: '17:30',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const customer = await registerCustomer(api);
  await putInCart(api, customer, dishes.jollof.id);
  // A dish put in the cart before staff made it lunch only: the cart keeps the line.
  const lunch = {
    name: 'Moi Moi for Lunch',
    price: 800,
    stock: 10,
    imageURL: '/dishes/chips.webp',
    categoryId: 11,
  };
  const moiMoi = await api.post('/api/products', { headers: bearer(admin.token), data: lunch });
  expect(moiMoi.status(), await moiMoi.text()).toBe(201);
  const moiMoiId = ((await moiMoi.json()) as { id: number }).id;
  await putInCart(api, customer, moiMoiId);
  const lunchOnly = await api.put(`/api/products/${moiMoiId}`, {
    headers: bearer(admin.token),
    data: { ...lunch, availableFrom: '11:00', availableUntil: '15:00' },
  });
  expect(lunchOnly.status(), await lunchOnly.text()).toBe(200);
  // An order for now at 16:00 is refused in words saying when the shop opens again.
  const now = await api.post('/api/orders', {
    headers: bearer(customer.session.token),
    data: {
      name: 'Test Customer',
      phone: '08031234567',
      address: '3 Gap Close',
      products: [{ id: dishes.jollof.id, qty: 1 }],
      paymentMethod: 'cash',
      area: 'PZ',
      fulfilment: 'delivery',
      scheduledFor: null,
    },
  });
  expect(now.status()).toBe(405);
  expect(((await now.json()) as { message: string }).message).toBe(
    "Sorry, we're closed now. We open again at 5:30 pm today",
  );

  await skipWelcomeCard(page);
  await page.clock.setFixedTime(shopNow());
  await startSignedIn(page, customer.session);
  await page.goto(`${shop.url}/menu`);

  const closed = page.getByRole('dialog', { name: 'We are closed' });
  await expect(closed).toContainText("Sorry, we're closed now. We open again at 5:30 pm today");
  await expect(closed).toContainText('You can still order now for later, from today, 5:30 pm.');
  await closed.getByRole('button', { name: 'Order for later' }).tap();
  await expect(closed).toBeHidden();

  // The dinner dish shows, with from when, and cannot be added yet.
  const dinnerDish = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Pepper Soup for Dinner' }) });
  await expect(dinnerDish).toContainText('Available from 5:30 pm');
  await expect(dinnerDish.getByRole('button', { name: /^Add / })).toHaveCount(0);
  // The footer lists both of the day's times.
  await expect(page.getByRole('contentinfo')).toContainText(
    'Every day: 11:00 am – 3:00 pm, 5:30 pm – 10:00 pm',
  );

  const panel = await openCart(page);
  await expect(panel.getByRole('status').first()).toHaveText(
    "Sorry, we're closed now. We open again at 5:30 pm today. You can still order now for a time later.",
  );
  await expect(panel.getByRole('radio', { name: 'As soon as possible' })).toHaveCount(0);
  const time = panel.getByLabel('Time');
  // Nothing in the gap; dinner's opening is the first time offered (after 'Choose a time').
  await expect(time.getByRole('option').nth(1)).toHaveText('Today 5:30 pm – 6:00 pm');
  await expect(time.getByRole('option', { name: /[34]:\d\d pm –/ })).toHaveCount(0);
  // Under the lunch dish's line, from when it is served again; no word on the order yet.
  const moiMoiLine = panel.getByRole('listitem').filter({ hasText: 'Moi Moi for Lunch' });
  await expect(moiMoiLine).toContainText('Available from 11:00 am tomorrow');
  const notThen =
    'Moi Moi for Lunch is served from 11:00 am to 3:00 pm only. Remove it, or choose a time then.';
  await expect(panel.getByText(notThen)).toHaveCount(0);
  await time.selectOption({ label: 'Today 5:30 pm – 6:00 pm' });
  // For dinner it cannot be: the checkout says so, and does not send until it is taken off.
  await expect(panel.getByRole('status').filter({ hasText: notThen })).toBeVisible();
  await panel.getByLabel('Address').fill('3 Gap Close, Kubwa');
  await panel.getByLabel('Delivery area').selectOption('PZ');
  await panel.getByRole('radio', { name: 'Cash' }).check();
  await panel.getByRole('button', { name: /^Send order / }).tap();
  await expect(page.getByRole('alert').filter({ hasText: notThen })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Remove Moi Moi for Lunch from cart' }).tap();
  await expect(panel.getByText(notThen)).toHaveCount(0);
  await panel.getByRole('button', { name: /^Send order / }).tap();
  await expect(page.getByRole('heading', { name: 'Order Successful!' })).toBeVisible();
  await expect(page.getByText('It will be ready for Wed 12 Mar, 5:30 pm.')).toBeVisible();
});

test('staff add a dinner time to a day, told in words when it overlaps lunch', async ({ page }) => {
  const admin = await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD);
  const settings = (await (await api.get('/api/settings')).json()) as Settings;
  const lunchOnSunday = await api.put('/api/settings', {
    headers: bearer(admin.token),
    data: {
      ...settings,
      timetable: settings.timetable.map((hours, day) =>
        day === 0 ? [{ open: '11:00', close: '15:00' }] : hours,
      ),
    },
  });
  expect(lunchOnSunday.status(), await lunchOnSunday.text()).toBe(200);
  await startSignedIn(page, admin);
  await page.goto(`${shop.url}/admin/settings`);
  const sunday = 'Sunday';
  await page.getByRole('button', { name: `Add a time on ${sunday}` }).tap();
  await page.getByLabel(`${sunday} second time opens at`).fill('14:00');
  await page.getByLabel(`${sunday} second time closes at`).fill('20:00');
  await page.getByRole('button', { name: 'Save settings' }).tap();
  await expect(page.getByText(/must not overlap or touch/)).toBeVisible();
  await page.getByLabel(`${sunday} second time opens at`).fill('18:00');
  await page.getByRole('button', { name: 'Save settings' }).tap();
  await expect(page.getByText(/must not overlap or touch/)).toBeHidden();
  await expect
    .poll(async () => {
      const settings = (await (await api.get('/api/settings')).json()) as Settings;
      return settings.timetable[0];
    })
    .toEqual([
      { open: '11:00', close: '15:00' },
      { open: '18:00', close: '20:00' },
    ]);
});

test("the phone order page shows a dish's serving times, marked outside them", async ({ page }) => {
  const admin = await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD);
  const created = await api.post('/api/products', {
    headers: bearer(admin.token),
    data: {
      name: 'Akara for Breakfast',
      price: 500,
      stock: 10,
      imageURL: '/dishes/chips.webp',
      categoryId: 11,
      availableFrom: '07:00',
      availableUntil: '11:00',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await skipWelcomeCard(page);
  await page.clock.setFixedTime(shopNow());
  await startSignedIn(page, admin);
  await page.goto(`${shop.url}/admin/orders/new`);
  // At 16:00 an order for now cannot have it: said before the server refuses it.
  const notNow = 'Served 7:00 am – 11:00 am only: not at this order’s time';
  const akara = page
    .getByRole('list', { name: 'Menu' })
    .getByRole('listitem')
    .filter({ hasText: 'Akara for Breakfast' });
  await expect(akara).toContainText(notNow);
  await akara.getByRole('button', { name: 'Add Akara for Breakfast' }).click();
  const line = page
    .getByRole('list', { name: 'Dishes in this order' })
    .getByRole('listitem', { name: 'Akara for Breakfast' });
  await expect(line).toContainText(notNow);
  // A dish without times says nothing of them.
  const chips = page
    .getByRole('list', { name: 'Menu' })
    .getByRole('listitem')
    .filter({ hasText: /^Chips/ });
  await expect(chips).toHaveCount(1);
  await expect(chips).not.toContainText('Served');
});
