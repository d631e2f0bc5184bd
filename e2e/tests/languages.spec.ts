import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { ha } from '@buka/domain/locales/ha';
import { pcm } from '@buka/domain/locales/pcm';
import { yo } from '@buka/domain/locales/yo';
import { ig } from '@buka/domain/locales/ig';
import { messages } from '@buka/domain/messages';
import { createFood } from './dish-helpers';
import {
  adminToken,
  bearer,
  phone,
  placeCashOrder,
  registerCustomer,
  skipWelcomeCard,
} from '../fixtures';

// The shop in the customer's language (docs/languages.md): chosen on the menu, kept on the
// account, and the order's steps said in it.

test.use({ ...phone, bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const words = { en: messages, pcm, ha, yo, ig } as const;

async function moveTo(request: APIRequestContext, id: number, status: string) {
  const response = await request.patch(`/api/orders/${id}/status`, {
    headers: bearer(await adminToken(request)),
    data: status === '2' ? { status, readyInMinutes: 30 } : { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The chooser in the footer: each language a link named in itself. */
const chooser = (page: Page) =>
  page.getByRole('navigation', { name: /./ }).filter({
    has: page.getByRole('link', { name: 'Yorùbá' }),
  });

test('a visitor switches the menu to Hausa; it stays Hausa when drawn again', async ({ page }) => {
  await skipWelcomeCard(page);
  await page.goto('/menu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.menuTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Once the app is live, the choice shows at once, with no new page.
  await expect(page.locator('[data-early-tap]')).toHaveCount(0, { timeout: 20_000 });
  await chooser(page).getByRole('link', { name: 'Hausa' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ha.menuTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expect(chooser(page).getByRole('link', { name: 'Hausa' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // Remembered: the server draws the menu in Hausa from now on.
  const drawn = await page.request.get('/menu');
  expect(await drawn.text()).toContain(`<html lang="ha"`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ha.menuTitle);
  await expect(page.getByRole('link', { name: ha.orderNow })).toBeVisible();
});

test("a first visit follows the phone's language", async ({ browser }) => {
  const context = await browser.newContext({ ...phone, locale: 'yo-NG' });
  const page = await context.newPage();
  await page.goto('/menu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(yo.menuTitle);
  await context.close();
});

test("a customer in Pidgin follows their order's steps in Pidgin", async ({ page }) => {
  await skipWelcomeCard(page);
  const customer = await registerCustomer(page);
  await page.goto('/menu');
  await expect(page.locator('[data-early-tap]')).toHaveCount(0, { timeout: 20_000 });
  const saved = page.waitForResponse((answer) => answer.url().endsWith('/api/me/language'));
  await chooser(page).getByRole('link', { name: 'Pidgin' }).click();
  expect((await saved).status()).toBe(204);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pcm.menuTitle);

  // A dish of its own: the shared shop's sample stock is for the other tests.
  const dish = await createFood(page.request, `Pidgin ${Date.now().toString(36)}`);
  const id = await placeCashOrder(page.request, customer, { products: [{ id: dish.id, qty: 1 }] });
  await page.goto(`/orders?order=${id}`);
  const step = page.getByRole('list', { name: pcm.orderProgress }).locator('[aria-current="step"]');
  await expect(step).toHaveText(pcm.stepReceived);
  await moveTo(page.request, id, '2');
  await expect(step).toHaveText(pcm.stepPreparing);
  await moveTo(page.request, id, '3');
  await expect(step).toHaveText(pcm.stepOnTheWay);

  // The board tells staff which language the customer reads.
  const board = await page.request.get(`/api/admin/orders/${id}`, {
    headers: bearer(await adminToken(page.request)),
  });
  expect(await board.json()).toMatchObject({ customerLanguage: 'pcm' });
});

for (const [language, table] of Object.entries(words)) {
  test(`the home page and the menu in ${language}: accessible, nothing wider than 320 px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 320, height: 640 },
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
    });
    await context.addCookies([
      { name: 'lang', value: language, url: test.info().project.use.baseURL ?? 'http://127.0.0.1' },
    ]);
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('welcomeCardSeen', 'true'));
    for (const path of ['/', '/menu']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('link', { name: table.navMenu }).first()).toBeAttached();
      await expect(page.locator('[data-early-tap]')).toHaveCount(0, { timeout: 20_000 });
      // Beyond the screen's right edge, outside a row that scrolls sideways on purpose (the
      // category chips, the home page's dishes).
      const wider = await page.evaluate(() => {
        const scrolls = (element: Element | null): boolean => {
          for (let at = element; at; at = at.parentElement) {
            if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(at).overflowX)) return true;
          }
          return false;
        };
        return Array.from(document.querySelectorAll('body *'))
          .filter((element) => element.getBoundingClientRect().right > 321)
          .filter((element) => !scrolls(element.parentElement))
          .filter((element) => getComputedStyle(element).position !== 'fixed')
          .map(
            (element) =>
              `${element.tagName}.${element.className} ${element.textContent?.slice(0, 40)}`,
          )
          .slice(0, 5);
      });
      expect.soft(wider, `${language} ${path}`).toEqual([]);
      expect
        .soft(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${language} ${path}`,
        )
        .toBeLessThanOrEqual(320);
      await page.addScriptTag({ path: axeSource });
      const results = await page.evaluate(() =>
        (window as unknown as { axe: { run: (d: Document) => Promise<AxeResults> } }).axe.run(
          document,
        ),
      );
      const violations = results.violations.map((v) => ({
        rule: v.id,
        nodes: v.nodes.map((node) => node.target.join(' ')),
      }));
      expect.soft(violations, `${language} ${path}`).toEqual([]);
    }
    await context.close();
  });
}
