import { createHash, randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Food } from '@buka/domain/products';
import {
  adminSessionUser,
  adminToken,
  bearer,
  registerCustomer,
  skipWelcomeCard,
  startSignedIn,
  type TestCustomer,
} from '../fixtures';

// Security in the browser: text people type (a dish's name, an address) is shown as text and
// never runs, and the pages keep to their Content-Security-Policy.

declare global {
  interface Window {
    __xss?: number;
    __cspViolations?: string[];
  }
}

/** Records what would have run, and every policy violation, from the first script on. */
async function watch(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return console;
}

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  // The markup stayed text: no element was made from it. (A page drawn on the server carries
  // its data as JSON, which never runs, and its one hashed script in the head.)
  await expect(
    page.locator(
      'img[src="x"], body script:not([src]):not([type="application/json"]), svg[onload]',
    ),
  ).toHaveCount(0);
}

async function hostileDish(request: APIRequestContext): Promise<Food> {
  const response = await request.post('/api/products', {
    headers: bearer(await adminToken(request)),
    data: {
      name: `<img src=x onerror="window.__xss=1"> Jollof ${randomInt(1000, 9999)}`,
      description: '<script>window.__xss=2</script>',
      price: '2500',
      calories: '<svg onload="window.__xss=5">',
      stock: 50,
      imageURL: '/dishes/chips.webp',
      categoryId: 11,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Food;
}

const address = `<img src=x onerror="window.__xss=3"> ${randomInt(1, 99)} Market Road`;
const clientName = '<script>window.__xss=4</script>';

async function hostileOrder(
  request: APIRequestContext,
  customer: TestCustomer,
  food: Food,
): Promise<number> {
  const response = await request.post('/api/orders', {
    headers: bearer(customer.session.token),
    data: {
      name: clientName,
      phone: customer.phone,
      address,
      area: 'Samaru',
      products: [{ id: food.id, qty: 1 }],
      paymentMethod: 'cash',
      delivery: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('a dish name and an address full of markup show as text on the menu, the order and the board', async ({
  page,
  browser,
}) => {
  test.slow();
  const food = await hostileDish(page.request);
  const violations = await watch(page);
  await skipWelcomeCard(page);
  const customer = await registerCustomer(page);
  const orderId = await hostileOrder(page.request, customer, food);

  await page.goto('/menu');
  await expect(page.getByText(food.name, { exact: true })).toBeVisible();
  await expect(page.getByText(food.description, { exact: true })).toBeVisible();
  await expectNothingRan(page);

  await page.goto(`/orders?order=${orderId}`);
  await expect(page.getByText(address).first()).toBeVisible();
  await expect(page.getByText(clientName).first()).toBeVisible();
  await expect(page.getByText(food.name).first()).toBeVisible();
  await expectNothingRan(page);
  expect(violations).toEqual([]);

  const staff = await browser.newContext();
  const admin = await staff.newPage();
  try {
    const adminViolations = await watch(admin);
    await skipWelcomeCard(admin);
    await startSignedIn(admin, await adminSessionUser(admin.request));
    await admin.goto('/admin/orders');
    const card = admin.getByRole('listitem', { name: `Order #${orderId}`, exact: true });
    await expect(card).toContainText(address);
    await expect(card).toContainText(clientName);
    await expect(card).toContainText(food.name);
    await expectNothingRan(admin);
    await admin.goto('/admin/menu');
    await expect(admin.getByText(food.name, { exact: true }).first()).toBeVisible();
    await expectNothingRan(admin);
    expect(adminViolations).toEqual([]);
    expect(await admin.evaluate(() => window.__cspViolations)).toEqual([]);
  } finally {
    await staff.close();
    await page.request.delete(`/api/products/${food.id}`, {
      headers: bearer(await adminToken(page.request)),
    });
  }
});

test('pages come with the protective headers and no inline script the policy does not name', async ({
  page,
}) => {
  for (const path of ['/', '/menu', '/login', '/admin', '/no/such/page']) {
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    const scriptSources = /script-src 'self'((?: 'sha256-[\w+/=]+')*)(;|$)/.exec(policy);
    expect(scriptSources, policy).not.toBeNull();
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      // The app's own files; data that never runs; or a script the policy names by its hash.
      if (/\ssrc=/.test(attributes!) || /type="application\/json"/.test(attributes!)) continue;
      const hash = createHash('sha256').update(content!, 'utf8').digest('base64');
      expect(scriptSources![1], `${path}: an inline script not named by the policy`).toContain(
        `'sha256-${hash}'`,
      );
    }
  }
});

test('the main pages load without a single Content-Security-Policy violation', async ({
  browser,
}) => {
  test.slow();
  const pages = {
    visitor: ['/', '/menu', '/about', '/contact', '/services', '/login', '/register'],
    customer: ['/menu/new', '/orders', '/profile'],
    admin: [
      '/admin',
      '/admin/add-food',
      '/admin/menu',
      '/admin/orders',
      '/admin/users',
      '/admin/settings',
    ],
  };
  let visited = 0;
  for (const [who, paths] of Object.entries(pages)) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const violations = await watch(page);
      await skipWelcomeCard(page);
      if (who === 'customer') await registerCustomer(page);
      if (who === 'admin') await startSignedIn(page, await adminSessionUser(page.request));
      for (const path of paths) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => window.__cspViolations), `${who} ${path}`).toEqual([]);
        visited++;
      }
      expect(violations, who).toEqual([]);
    } finally {
      await context.close();
    }
  }
  expect(visited).toBe(16);
});

test('the violation watch does see a violation when there is one', async ({ page }) => {
  const violations = await watch(page);
  await skipWelcomeCard(page);
  await page.goto('/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__xss = 6';
    document.body.append(script);
  });
  await expect.poll(() => page.evaluate(() => window.__cspViolations?.length)).toBe(1);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
