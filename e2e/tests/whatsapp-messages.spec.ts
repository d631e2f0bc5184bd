import { randomInt } from 'node:crypto';
import { expect, test as base, type Page } from '@playwright/test';
import { formatShopTime } from '@buka/domain/shop-clock';
import {
  hubSignature,
  incomingText,
  startFakeWhatsApp,
  type FakeWhatsApp,
} from '../../server/src/notifications/testing/fake-whatsapp';
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
import { openCart, putInCart } from './cart-helpers';
import { createFood } from './dish-helpers';
import { startOwnShop, type OwnShop } from './own-shop';

// WhatsApp messages the shop sends (docs/whatsapp.md#messages-the-shop-sends): a shop of its own,
// configured with the Cloud API's keys, whose messages go to a fake Cloud API in this test.
const test = base.extend<object, { shop: OwnShop; whatsapp: FakeWhatsApp }>({
  whatsapp: [
    async ({ playwright: _playwright }, use) => {
      const whatsapp = await startFakeWhatsApp();
      await use(whatsapp);
      await whatsapp.close();
    },
    { scope: 'worker' },
  ],
  shop: [
    async ({ whatsapp }, use) => {
      const shop = await startOwnShop(() => whatsapp.env());
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
});

test.use({ ...phone, viewport: { width: 360, height: 740 } });

async function openBoardAt(page: Page, id: number): Promise<void> {
  const admin = await signIn(page.request, ADMIN_PHONE, ADMIN_PASSWORD);
  await skipWelcomeCard(page);
  await startSignedIn(page, admin);
  await page.goto(`/admin/orders?order=${id}`);
}

test('a customer who ticks WhatsApp at checkout gets the accepted template with its ready time', async ({
  page,
  browser,
  shop,
  whatsapp,
}) => {
  test.slow();
  // A mobile number (0903…), as WhatsApp needs; the run's other phones need not be one.
  const mobile = `0903${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const customer = await registerCustomer(page.request, { name: 'Ngozi Eze', phone: mobile });
  const to = `234${customer.phone.slice(1)}`;
  const dish = await createFood(page.request, 'Ofada Rice', 4000);
  await putInCart(page.request, customer, dish.id);
  await skipWelcomeCard(page);
  await startSignedIn(page, customer.session);
  await page.goto('/menu');
  const panel = await openCart(page);
  await panel.getByLabel('Address').fill('7 Ahmadu Bello Way');
  await panel.getByLabel('Delivery area').selectOption('Samaru');
  await panel.getByRole('radio', { name: 'Cash' }).check();
  const optIn = panel.getByRole('checkbox', { name: 'Send me updates on WhatsApp' });
  await expect(optIn).not.toBeChecked();
  await optIn.check();
  await panel.getByRole('button', { name: /^Send order / }).click();
  await expect(page).toHaveURL(/\/order\/success\/(\d+)\//);
  const id = Number(/success\/(\d+)\//.exec(page.url())?.[1]);

  // Staff accept it on their phone's board.
  const staff = await browser.newContext({
    ...phone,
    viewport: { width: 360, height: 740 },
    baseURL: shop.url,
  });
  const board = await staff.newPage();
  await openBoardAt(board, id);
  const card = board
    .getByRole('region', { name: 'Opened from a notification' })
    .getByRole('listitem', { name: `Order #${id}`, exact: true });
  await expect(card).toContainText('Updates on WhatsApp');
  await card.getByRole('button', { name: `Accept order #${id}, ready in 30 min` }).click();
  await expect(card).toContainText('Preparing');

  // WhatsApp's API receives the approved template, with the time the customer's page shows.
  const order = await page.request.get(`/api/orders/${id}`, {
    headers: bearer(customer.session.token),
  });
  const readyAt = formatShopTime(Date.parse(((await order.json()) as { readyAt: string }).readyAt));
  await expect
    .poll(() => whatsapp.sent.filter((message) => message.to === to).map((m) => m.template))
    .toEqual([
      { name: 'order_accepted', language: 'en', parameters: ['Buka', String(id), readyAt] },
    ]);

  // The order's page names WhatsApp among the ways its steps come.
  await page.goto(`/orders?order=${id}`);
  await expect(page.getByRole('region', { name: 'Updates' })).toContainText(
    'We will tell you when your order is accepted, on its way and delivered: by WhatsApp',
  );

  // The customer writes to the shop: a question the shop answers itself, and one for staff.
  whatsapp.customerWrote(to);
  for (const text of ['where is my food?', 'Please call me at the gate']) {
    const raw = JSON.stringify(incomingText(to, text));
    const posted = await page.request.post('/api/whatsapp/webhook', {
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(raw) },
      data: raw,
    });
    expect(posted.status()).toBe(200);
  }
  await expect
    .poll(() => whatsapp.sent.filter((message) => message.to === to && message.text).length)
    .toBe(1);
  expect(whatsapp.sent.find((message) => message.to === to && message.text)?.text).toContain(
    `your order #${id} is: Preparing. It will be ready about ${readyAt}.`,
  );
  await board.reload();
  const messages = card.getByRole('region', { name: 'WhatsApp messages' });
  await expect(messages).toContainText('1 unread');
  await expect(messages).toContainText('Please call me at the gate');
  await messages.getByRole('button', { name: 'Mark as read' }).click();
  await expect(messages).not.toContainText('unread');

  // The customer unticks it on the order's page: the page no longer promises WhatsApp.
  const updates = page.getByRole('region', { name: 'Updates' });
  await updates.getByRole('button', { name: 'Stop WhatsApp updates' }).click();
  await expect(updates).not.toContainText('WhatsApp');
  await staff.close();
});
