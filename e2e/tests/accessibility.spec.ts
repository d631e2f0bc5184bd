import { createRequire } from 'node:module';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import {
  adminSessionUser,
  ADMIN_PASSWORD,
  ADMIN_PHONE,
  bearer,
  phone,
  placeCashOrder,
  registerCustomer,
  signIn,
  skipWelcomeCard,
  startSignedIn,
} from '../fixtures';
import { dishes, openCart, putInCart } from './cart-helpers';
import { paidOnlineOrder } from './money-helpers';
import { startOwnShop, type OwnShop } from './own-shop';

// Axe-core finds no violation, of any impact, on any page in any state a
// customer or the staff meet. Every rule axe runs by default is kept: a fault is fixed where it
// is made, never switched off here.

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as a script the page did not ship: the shop's Content-Security-Policy would
// (rightly) refuse it.
test.use({ bypassCSP: true });
// Each test checks several pages, a second or two of axe each on a busy machine.
test.describe.configure({ timeout: 90_000 });

type Violation = { rule: string; impact: string; help: string; nodes: string[] };

/** Runs axe-core over the whole page as it stands and answers its violations, readably. */
async function axeViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe.run(
      document,
    ),
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    nodes: violation.nodes.map(
      (node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  }));
}

/** Checks the page in its current state; a soft check, so one run lists every faulty state. */
async function expectAccessible(page: Page, state: string) {
  // Animations done (a dialog fading in reads as low contrast half-way).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const violations = await axeViolations(page);
  expect.soft(violations, `${state}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expectAccessible(page, path);
}

const heading = (name: string | RegExp) => async (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const signedOutPages: [string, string | RegExp][] = [
  ['/', /Hot Nigerian food/],
  ['/menu', 'Menu'],
  ['/login', 'Login and start making orders'],
  ['/register', 'Register and start making orders'],
  ['/about', /About/],
  ['/contact', /Contact/],
  ['/services', /Services/],
  ['/no-such-page', /Hot Nigerian food/],
  ['/order/success', /Invalid redirect/],
  ['/payment/success', 'Payment Done!'],
  ['/payment/fail', /Failed Transaction/],
  ['/payment/exists', 'Payment Exists'],
  ['/error', 'Server Error'],
];

for (const [viewport, use] of [
  ['phone', phone],
  ['desktop', { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`signed out, ${viewport}`, () => {
    test.use(use);

    // A few pages per test: axe takes a second or two a page on a busy machine.
    for (let first = 0; first < signedOutPages.length; first += 4) {
      const pages = signedOutPages.slice(first, first + 4);
      test(`public pages: ${pages.map(([path]) => path).join(', ')}`, async ({ page }) => {
        await skipWelcomeCard(page);
        for (const [path, name] of pages) await visit(page, path, heading(name));
      });
    }

    test('the menu searched, narrowed to a category, with a description read whole', async ({
      page,
    }) => {
      await skipWelcomeCard(page);
      await page.goto('/menu');
      const rice = page.getByRole('button', { name: 'Rice', exact: true });
      await rice.click();
      // A chip tapped before the app is live is held and made once it is (its "pressed" state
      // says so); 'More' is the app's alone, so it waits for that.
      await expect(rice).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'More about Jollof Rice' }).click();
      await expect(page.getByRole('button', { name: /^Less about/ })).toBeVisible();
      await expectAccessible(page, 'the menu narrowed, a description open');
      await page.getByRole('searchbox', { name: 'Search dishes' }).fill('pizza');
      await expect(page.getByText('No dish in Rice matches “pizza”')).toBeVisible();
      await expectAccessible(page, 'no dish matches');
    });

    test('the welcome card, the delivery areas card and the phone menu', async ({ page }) => {
      await page.goto('/menu');
      const welcome = page.getByRole('dialog', { name: /^Welcome to / });
      await expect(welcome).toBeVisible();
      await expectAccessible(page, 'the welcome card');
      await welcome.getByRole('button', { name: 'understood' }).click();
      await expect(welcome).toBeHidden();

      await page.goto('/');
      await page
        .getByRole('button', { name: /deliver/i })
        .first()
        .click();
      await expectAccessible(page, 'the places-we-deliver card');

      if (viewport === 'phone') {
        await page.getByRole('button', { name: /menu/i }).first().click();
        await expectAccessible(page, 'the phone menu');
      }
    });
  });
}

for (const [viewport, use] of [
  ['phone', phone],
  ['desktop', { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`a customer, ${viewport}`, () => {
    test.use(use);

    test('menu, a dish’s choices, the cart and the checkout’s choices', async ({ page }) => {
      await skipWelcomeCard(page);
      const customer = await registerCustomer(page);
      await putInCart(page.request, customer, dishes.chips.id);
      await page.goto('/menu');
      await heading('Menu')(page);
      await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();
      await expectAccessible(page, 'the menu, signed in');

      await page.getByRole('button', { name: `Add ${dishes.jollof.name} to cart` }).click();
      await expect(page.getByRole('dialog', { name: dishes.jollof.name })).toBeVisible();
      await expectAccessible(page, 'the choice sheet');
      await page.keyboard.press('Escape');

      const panel = await openCart(page);
      await expect(panel.getByText(dishes.chips.name, { exact: true })).toBeVisible();
      // The page has one banner, the shop's header: the panel's top is not a second one.
      await expect(panel.getByRole('banner')).toHaveCount(0);
      await expectAccessible(page, 'the cart panel');
      // Sent empty: the form's messages stand beside their fields.
      await panel.getByRole('button', { name: /^Send order / }).click();
      await expect(panel.getByText('Address is required')).toBeVisible();
      await expectAccessible(page, 'the checkout with its messages');
      for (const choice of ['Pickup', 'Later']) {
        const radio = panel.getByRole('radio', { name: choice, exact: true });
        if ((await radio.count()) > 0) {
          await radio.check();
          await expectAccessible(page, `checkout, ${choice}`);
        }
      }
    });
  });
}

test.describe('a customer', () => {
  test.use(phone);

  test('orders, an order, its receipt, profile, success and payment pages', async ({ page }) => {
    await skipWelcomeCard(page);
    const customer = await registerCustomer(page);
    const id = await placeCashOrder(page.request, customer);
    await visit(page, '/orders', heading(/orders/i));
    await visit(page, `/orders?order=${id}`, async () =>
      expect(page.getByRole('list', { name: 'Order progress' })).toBeVisible(),
    );
    await visit(page, `/orders/${id}/receipt`, heading(/./));
    await visit(page, `/order/success/${id}/1500`, heading('Order Successful!'));
    await visit(page, '/profile', heading(/./));

    const pay = await page.request.post('/api/payment/pay', {
      headers: bearer(customer.session.token),
      data: { orderId: id },
    });
    const simulator = ((await pay.json()) as { data: string }).data;
    await visit(page, new URL(simulator, 'http://x').pathname, heading(/./));
  });

  test('a customer with no orders yet', async ({ page }) => {
    await skipWelcomeCard(page);
    await registerCustomer(page);
    await visit(page, '/orders', async () =>
      expect(page.getByText(/You have no orders/)).toBeVisible(),
    );
  });
});

test.describe('the staff', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  async function asAdmin(page: Page) {
    await skipWelcomeCard(page);
    // Orders placed from now on count as new on the board.
    const since = Date.now() - 1000;
    await page.addInitScript((at) => localStorage.setItem('adminOrdersSeenAt', String(at)), since);
    await startSignedIn(page, await adminSessionUser(page.request));
  }

  test('the orders board with new and paid orders, and its dialogs', async ({ page }) => {
    const { orderId } = await paidOnlineOrder(page.request);
    await asAdmin(page);
    await page.goto('/admin/orders');
    const card = page.getByRole('listitem', { name: `Order #${orderId}`, exact: true });
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expect(card.getByText(/^paid/)).toBeVisible();
    await expectAccessible(page, 'the orders board');

    await card.getByRole('button', { name: `Reject order #${orderId}` }).click();
    await expect(page.getByRole('dialog', { name: `Reject order #${orderId}?` })).toBeVisible();
    await expectAccessible(page, 'the reject dialog');
    await page.keyboard.press('Escape');
    await visit(page, `/admin/print/${orderId}`, async () =>
      expect(page.getByText(`#${orderId}`).first()).toBeVisible(),
    );
  });

  // A page a test of its own: ten pages and their axe runs in one test outlast its time on a
  // busy machine.
  test.describe('every other staff page', () => {
    test.beforeAll(async ({ baseURL }) => {
      // An order on the shop's books, so that the dashboard, reports and cash-up have figures.
      const api = await request.newContext({ baseURL });
      try {
        await placeCashOrder(api, await registerCustomer(api));
      } finally {
        await api.dispose();
      }
    });
    const h1 = async (p: Page) => expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    for (const path of [
      '/admin',
      '/admin/add-food',
      `/admin/edit-food/${dishes.jollof.id}`,
      '/admin/menu',
      '/admin/menu/categories',
      '/admin/orders/new',
      '/admin/users',
      '/admin/settings',
      '/admin/reports',
      '/admin/cash-up',
    ]) {
      test(path, async ({ page }) => {
        await asAdmin(page);
        await visit(page, path, h1);
      });
    }

    test("a dish's new group of choices, its form open", async ({ page }) => {
      await asAdmin(page);
      await visit(page, `/admin/edit-food/${dishes.jollof.id}`, h1);
      await page.getByRole('button', { name: 'New group', exact: true }).click();
      await expect(page.getByText('New group of choices')).toBeVisible();
      await expectAccessible(page, 'the new group form');
    });

    test("the food form sent empty shows its messages; a dish's delete asks first", async ({
      page,
    }) => {
      await asAdmin(page);
      await visit(page, '/admin/add-food', h1);
      await page.getByRole('button', { name: /save/i }).click();
      await expect(
        page.getByText('Please fill all fields before saving product').first(),
      ).toBeVisible();
      await expectAccessible(page, 'the food form with its message');
      await page.goto('/admin/menu');
      await page
        .getByRole('button', { name: `Delete ${dishes.chips.name}` })
        .first()
        .click();
      await expect(
        page.getByRole('dialog', { name: `Delete ${dishes.chips.name}?` }),
      ).toBeVisible();
      await expectAccessible(page, 'the delete dialog');
    });
  });
});

// The shop closed or paused changes every customer's page: a shop of this test's own.
test.describe('closed and paused', () => {
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
  test.use(phone);

  test('the closed card and the paused notice', async ({ page }) => {
    const admin = await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD);
    const settings = (await (await api.get('/api/settings')).json()) as Record<string, unknown>;
    const closed = Array.from({ length: 7 }, () => null);
    const saved = await api.put('/api/settings', {
      headers: bearer(admin.token),
      data: { ...settings, timetable: closed },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await skipWelcomeCard(page);
    await page.goto(`${shop.url}/menu`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'the closed card');

    await api.put('/api/settings', {
      headers: bearer(admin.token),
      data: { ...settings, paused: true },
    });
    await page.goto(`${shop.url}/menu`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'paused');
  });
});
