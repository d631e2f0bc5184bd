import { randomUUID } from 'node:crypto';
import {
  expect,
  request,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { messages } from '@buka/domain/messages';
import {
  ADMIN_NAME,
  ADMIN_PASSWORD,
  ADMIN_PHONE,
  bearer,
  phone,
  signIn,
  skipWelcomeCard,
  startSignedIn,
} from '../fixtures';
import { startOwnShop, type OwnShop } from './own-shop';

// The owner's evening on a 360 px phone: who gets the day summary is set in Settings, and the
// dashboard's card shows the closed day with the reports' own figures for it.
test.use(phone);
test.beforeEach(async ({ page }) => skipWelcomeCard(page));

const DAY = '2026-11-25'; // a Wednesday, closing early at 13:00 (a special day)
// 14:00 in Lagos: the day has closed, so its summary is the dashboard's card.
const CLOCK = new Date('2026-11-25T13:00:00Z');

test.describe("the owner's day summary", () => {
  let shop: OwnShop;
  let api: APIRequestContext;
  let token: string;

  const asStaff = (method: 'post' | 'patch', path: string, data: object) =>
    api[method](path, {
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      data,
    });
  /** A phone order staff take (the shop is closed: they override the hours). */
  const phoneOrder = async (products: { id: number; qty: number }[], payment: string) => {
    const taken = await asStaff('post', '/api/admin/orders', {
      name: 'Amina Bello',
      phone: '08031234567',
      address: '',
      fulfilment: 'pickup',
      paymentMethod: 'cash',
      products,
      payment,
      overrideHours: true,
    });
    expect(taken.status(), await taken.text()).toBe(201);
    return ((await taken.json()) as { id: number }).id;
  };
  const deliverPaid = async (id: number) => {
    for (const status of ['3', '1']) {
      const moved = await asStaff('patch', `/api/orders/${id}/status`, { status });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    const paid = await asStaff('post', `/api/admin/orders/${id}/paid`, {});
    expect(paid.status(), await paid.text()).toBe(200);
  };

  test.beforeAll(async () => {
    shop = await startOwnShop(() => ({}), { clock: CLOCK });
    api = await request.newContext({ baseURL: shop.url });
    token = (await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD)).token;
    const settings = (await (await api.get('/api/settings')).json()) as Record<string, unknown>;
    const saved = await api.put('/api/settings', {
      headers: bearer(token),
      data: {
        ...settings,
        specialDays: [{ date: DAY, hours: [{ open: '09:00', close: '13:00' }], note: 'Half day' }],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    // Cash collected, a bank transfer, one canceled, and cash handed back for a cold dish.
    const cash = await phoneOrder([{ id: 101, qty: 2 }], 'cash');
    await deliverPaid(cash);
    await deliverPaid(await phoneOrder([{ id: 109, qty: 1 }], 'transfer'));
    const canceled = await phoneOrder([{ id: 106, qty: 1 }], 'cash');
    const cancel = await asStaff('patch', `/api/orders/${canceled}/status`, {
      status: '-1',
      reason: 'We ran out of rice',
    });
    expect(cancel.status(), await cancel.text()).toBe(200);
    const refund = await asStaff('post', `/api/admin/orders/${cash}/refunds`, {
      amount: 1000,
      reason: 'Cold rice',
    });
    expect(refund.status(), await refund.text()).toBe(201);
  });
  test.afterAll(async () => {
    await api?.dispose();
    await shop?.stop();
  });

  test('staff choose who gets it, and the day card has the reports’ figures', async ({ page }) => {
    await startSignedIn(page, await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD));
    await page.goto(`${shop.url}/admin/settings`);
    const settings = page.getByRole('region', { name: 'Day summary' });
    await settings.getByLabel('Send the day summary at closing time').check();
    const first = settings.getByLabel('Send it to (mobile)');
    await first.fill('0803 123');
    await settings.getByRole('button', { name: 'Save day summary' }).tap();
    await expect(settings.getByText(messages.daySummaryPhoneInvalid)).toBeVisible();
    await first.fill('0803 123 4567');
    // A staff member's own mobile, picked by name.
    await settings.getByRole('button', { name: `Send it to ${ADMIN_NAME}, ${ADMIN_PHONE}` }).tap();
    await expect(settings.getByLabel('Also to (mobile 2)')).toHaveValue(ADMIN_PHONE);
    await settings.getByRole('button', { name: 'Save day summary' }).tap();
    await expect(page.getByText('Day summary on')).toBeVisible();
    await page.reload();
    await expect(first).toHaveValue('08031234567');
    await expect(settings.getByLabel('Also to (mobile 2)')).toHaveValue(ADMIN_PHONE);
    await expect(settings.getByLabel('Send the day summary at closing time')).toBeChecked();

    await page.goto(`${shop.url}/admin`);
    const card = page.getByRole('region', { name: 'Day summary' });
    await expect(card).toContainText('Wed 25 Nov');
    const onCard = (label: string) => figureAfter(card.getByText(label, { exact: true }), 'dd');
    const figures = {
      orders: await onCard('Orders'),
      sales: await onCard('Sales'),
      refunded: await onCard('Refunded (1)'),
      net: await onCard('Net sales'),
      cash: await onCard('Cash in the drawer'),
    };
    expect(figures).toEqual({
      orders: '2 (1 canceled)',
      sales: '₦11,500',
      refunded: '₦1,000',
      net: '₦10,500',
      cash: '₦9,000',
    });
    await expect(card).toContainText('Best dishes: Jollof Rice (2), Chips (1)');
    // Turned on after closing: the server's next look (each minute) sends it.
    await expect(card).toContainText('Not sent yet: it goes within a minute of closing time.');
    await expectNoSidewaysScroll(page);

    // The same day on the reports page and the cash-up.
    await page.goto(`${shop.url}/admin/reports?from=${DAY}&to=${DAY}`);
    const onReport = (label: string) =>
      figureAfter(page.locator('p').filter({ hasText: new RegExp(`^${escape(label)}$`) }), 'p');
    expect({
      orders: `${await onReport('Orders')} (1 canceled)`,
      sales: await onReport('Sales'),
      refunded: await onReport('Refunded (1)'),
      net: await onReport('Net sales'),
    }).toEqual({
      orders: figures.orders,
      sales: figures.sales,
      refunded: figures.refunded,
      net: figures.net,
    });
    await page.goto(`${shop.url}/admin/cash-up?from=${DAY}&to=${DAY}`);
    const day = page.getByRole('region', { name: 'The day' });
    expect(await figureAfter(day.getByText('Cash in the drawer', { exact: true }), 'p')).toBe(
      figures.cash,
    );
  });
});

const escape = (text: string) => text.replace(/[()]/g, '\\$&');

/** The text of the element after a label (a `dd` after its `dt`, a figure after its caption). */
async function figureAfter(label: Locator, tag: 'dd' | 'p'): Promise<string> {
  const figure = label.locator(`xpath=following-sibling::${tag}[1]`);
  await expect(figure).toBeVisible();
  return (await figure.innerText()).trim();
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}
