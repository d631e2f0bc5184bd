import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  expect,
  request as newRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { defaultSettings } from '@buka/domain/default-settings';
import type { AxeResults } from 'axe-core';
import { laterMessages } from '@buka/domain/later-messages';
import { ha } from '@buka/domain/locales/ha';
import { haLater } from '@buka/domain/locales/later/ha';
import { igLater } from '@buka/domain/locales/later/ig';
import { pcmLater } from '@buka/domain/locales/later/pcm';
import { yoLater } from '@buka/domain/locales/later/yo';
import { pcm, pcmNotices } from '@buka/domain/locales/pcm';
import { yo } from '@buka/domain/locales/yo';
import { ig } from '@buka/domain/locales/ig';
import { messages } from '@buka/domain/messages';
import {
  startFakeTermii,
  TERMII_TEST_KEY,
} from '../../server/src/notifications/testing/fake-termii';
import { putInCart } from './cart-helpers';
import { createFood } from './dish-helpers';
import { englishIn, englishPieces, pageWords } from './english-pieces';
import {
  ADMIN_PASSWORD,
  ADMIN_PHONE,
  adminToken,
  bearer,
  openAllDay,
  phone,
  placeCashOrder,
  registerCustomer,
  signIn,
  skipWelcomeCard,
  startSignedIn,
} from '../fixtures';
import { paidOnlineOrder } from './money-helpers';
import { startOwnShop, type OwnShop } from './own-shop';

// The shop in the customer's language (docs/languages.md): chosen on the menu, kept on the
// account, and the order's steps said in it.

test.use({ ...phone, bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const words = { en: messages, pcm, ha, yo, ig } as const;
const laterWords = {
  en: laterMessages,
  pcm: pcmLater,
  ha: haLater,
  yo: yoLater,
  ig: igLater,
} as const;
const fill = (sentence: string, values: Record<string, string | number>) =>
  sentence.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

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

// A shop of its own whose texts go to a fake Termii, so the test reads the SMS the customer gets.
const textedTest = test.extend<object, { termii: FakeTermii; shop: OwnShop }>({
  termii: [
    async ({ playwright: _playwright }, use) => {
      const termii = await startFakeTermii();
      await use(termii);
      await termii.close();
    },
    { scope: 'worker' },
  ],
  shop: [
    async ({ termii }, use) => {
      const shop = await startOwnShop(() => ({
        TERMII_API_KEY: TERMII_TEST_KEY,
        TERMII_SENDER_ID: 'Buka',
        TERMII_BASE_URL: termii.baseUrl,
      }));
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
});
type FakeTermii = Awaited<ReturnType<typeof startFakeTermii>>;

textedTest(
  'a customer in Pidgin signs up, fills the cart and checks out through the form, and is texted in Pidgin',
  async ({ page, shop, termii }) => {
    textedTest.slow();
    await page.context().addCookies([{ name: 'lang', value: 'pcm', url: shop.url }]);
    await skipWelcomeCard(page);
    const admin = await signIn(page.request, ADMIN_PHONE, ADMIN_PASSWORD);
    const dish = await createFood(
      page.request,
      `Pidgin Stew ${Date.now().toString(36)}`,
      3000,
      admin.token,
    );

    // Sign-up, its refusal and its fields in Pidgin.
    const mobile = `0903${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: pcmLater.registerTitle })).toBeVisible();
    await page.getByLabel(pcmLater.nameLabel, { exact: true }).fill('Chioma Okafor');
    await page.getByLabel(pcmLater.phoneLabel, { exact: true }).fill('0803');
    await page.getByLabel(pcmLater.passwordLabel, { exact: true }).fill('secret123');
    await page.getByLabel(pcmLater.repeatPasswordLabel, { exact: true }).fill('secret123');
    await page.getByRole('button', { name: pcmLater.signUpButton, exact: true }).click();
    await expect(page.getByText(pcm.phoneInvalid).first()).toBeVisible();
    await page.getByLabel(pcmLater.phoneLabel, { exact: true }).fill(mobile);
    await page.getByRole('button', { name: pcmLater.signUpButton, exact: true }).click();
    await expect(page).toHaveURL(/\/menu\/new$/);

    // The dish into the cart from the menu, then the checkout's form.
    await page.goto('/menu');
    await expect(page.locator('[data-early-tap]')).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole('button', { name: fill(pcm.addDishToCart, { dish: dish.name }) }).click();
    await expect(page.getByText(fill(pcm.dishAddedToCart, { dish: dish.name }))).toBeVisible();
    await page.getByRole('button', { name: 'Cart, 1 food' }).click();
    const panel = page.getByRole('dialog', { name: pcmLater.cartTitle });
    const form = panel.getByRole('form', { name: pcmLater.checkoutLabel });
    await expect(form).toBeVisible();
    await expect(form.getByText(pcmLater.subTotal)).toBeVisible();
    await expect(form.getByText(pcmLater.deliveryFee)).toBeVisible();
    // A missing address is said in Pidgin, under its field.
    const send = form.getByRole('button', { name: /^Send order / });
    await send.click();
    await expect(form.getByText(pcm.addressRequired)).toBeVisible();
    await form.getByLabel(pcmLater.addressLabel, { exact: true }).fill('3 Pidgin Close, Kubwa');
    await form.getByLabel(pcmLater.deliveryAreaLabel).selectOption('Samaru');
    await form.getByRole('radio', { name: pcmLater.cashChoice }).check();
    await send.click();
    await expect(page.getByRole('heading', { name: pcm.orderSuccessful })).toBeVisible();
    const id = Number(/\/order\/success\/(\d+)\//.exec(page.url())?.[1]);

    // The order's steps in Pidgin, and how the customer hears of them.
    await page.goto(`/orders?order=${id}`);
    const step = page
      .getByRole('list', { name: pcm.orderProgress })
      .locator('[aria-current="step"]');
    await expect(step).toHaveText(pcm.stepReceived);
    await expect(
      page.getByText(
        fill(pcmLater.orderUpdatesBy, { steps: pcmLater.updateStepsDelivery, ways: 'SMS' }),
      ),
    ).toBeVisible();
    const move = async (status: string) => {
      const response = await page.request.patch(`/api/orders/${id}/status`, {
        headers: bearer(admin.token),
        data: status === '2' ? { status, readyInMinutes: 30 } : { status },
      });
      expect(response.status(), await response.text()).toBe(200);
    };
    await move('2');
    await expect(step).toHaveText(pcm.stepPreparing);
    await move('3');
    await expect(step).toHaveText(pcm.stepOnTheWay);

    // The texts the customer got, in Pidgin.
    const to = `234${mobile.slice(1)}`;
    const texts = () => termii.sent.filter((text) => text.to === to).map((text) => text.sms);
    await expect.poll(() => texts().length, { timeout: 20_000 }).toBe(2);
    expect(texts()[0]).toContain(fill(pcmNotices.noticeAcceptedTitle, { id }));
    expect(texts()[1]).toContain(fill(pcmNotices.noticeOnTheWayTitle, { id }));
  },
);

/**
 * Nothing on the page reaches beyond a 320 px screen's right edge, outside a row that scrolls
 * sideways on purpose (the category chips, the home page's dishes), and axe finds nothing.
 */
async function expectFitsAndAccessible(page: Page, label: string): Promise<void> {
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
        (element) => `${element.tagName}.${element.className} ${element.textContent?.slice(0, 40)}`,
      )
      .slice(0, 5);
  });
  expect.soft(wider, label).toEqual([]);
  expect
    .soft(await page.evaluate(() => document.documentElement.scrollWidth), label)
    .toBeLessThanOrEqual(320);
  await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (d: Document) => Promise<AxeResults> } }).axe.run(document),
  );
  const violations = results.violations.map((v) => ({
    rule: v.id,
    nodes: v.nodes.map((node) => node.target.join(' ')),
  }));
  expect.soft(violations, label).toEqual([]);
}

/** A phone 320 px wide showing the shop in `language`. */
async function narrowPhoneIn(browser: Browser, language: string) {
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
  return { context, page };
}

for (const [language, table] of Object.entries(words)) {
  test(`the home page and the menu in ${language}: accessible, nothing wider than 320 px`, async ({
    browser,
  }) => {
    const { context, page } = await narrowPhoneIn(browser, language);
    for (const path of ['/', '/menu']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('link', { name: table.navMenu }).first()).toBeAttached();
      await expect(page.locator('[data-early-tap]')).toHaveCount(0, { timeout: 20_000 });
      await expectFitsAndAccessible(page, `${language} ${path}`);
    }
    await context.close();
  });

  test(`sign-in, sign-up, about, contact, the cart, its checkout and the offline notice in ${language}: accessible, nothing wider than 320 px`, async ({
    browser,
  }) => {
    const later = laterWords[language as keyof typeof laterWords];
    const { context, page } = await narrowPhoneIn(browser, language);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: later.loginTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: later.loginButton, exact: true })).toBeVisible();
    await expectFitsAndAccessible(page, `${language} /login`);
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: later.registerTitle })).toBeVisible();
    await expect(page.getByLabel(later.repeatPasswordLabel, { exact: true })).toBeVisible();
    await expectFitsAndAccessible(page, `${language} /register`);
    for (const path of ['/about', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: table.navMenu }).first()).toBeVisible();
      // The opening hours say their days in the language (the times as the shop clock writes them).
      if (path === '/about') {
        await expect(page.getByRole('main')).toContainText(
          new RegExp(`(${table.hoursEveryDay}|${table.dayMon})(:| –)`),
        );
      }
      await expectFitsAndAccessible(page, `${language} ${path}`);
    }

    // A customer's cart with a dish of the test's own, and its checkout.
    const customer = await registerCustomer(page);
    const dish = await createFood(page.request, `Walk ${language} ${Date.now().toString(36)}`);
    await putInCart(page.request, customer, dish.id);
    await page.goto('/menu');
    await expect(page.locator('[data-early-tap]')).toHaveCount(0, { timeout: 20_000 });
    const cartWord = table.cartButton.slice(0, table.cartButton.indexOf('{'));
    await page.getByRole('button', { name: new RegExp(`^${cartWord}`) }).click();
    const panel = page.getByRole('dialog', { name: later.cartTitle });
    await expect(panel.getByRole('form', { name: later.checkoutLabel })).toBeVisible();
    await expect(panel.getByText(later.subTotal)).toBeVisible();
    await expectFitsAndAccessible(page, `${language} the cart`);
    await panel.getByRole('button', { name: later.closeCart }).click();

    // Offline: the notice at the foot of the page.
    await context.setOffline(true);
    await expect(page.getByRole('status').getByText(table.offlineNotice)).toBeVisible();
    await expectFitsAndAccessible(page, `${language} offline`);
    await context.setOffline(false);
    await context.close();
  });
}

test("a paid order's receipt in Hausa: its words, accessible, nothing wider than 320 px", async ({
  browser,
  request,
}) => {
  // A dish of its own: the shared shop's sample stock is for the other tests.
  const dish = await createFood(request, `Receipt ha ${Date.now().toString(36)}`);
  const { customer, orderId } = await paidOnlineOrder(request, [{ id: dish.id, qty: 1 }]);
  const { context, page } = await narrowPhoneIn(browser, 'ha');
  await startSignedIn(page, customer.session);
  await page.goto(`/orders/${orderId}/receipt`);
  const title = fill(ha.orderTitle, { id: orderId });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(haLater.receiptTitle, { order: title }),
  );
  const receipt = page.getByRole('article', { name: fill(haLater.receiptLabel, { id: orderId }) });
  await expect(receipt).toContainText(title);
  await expect(receipt).toContainText(haLater.total);
  await expect(receipt).toContainText(`${haLater.receiptPaid} · ${haLater.paidOnline}`);
  await expect(receipt).toContainText(fill(haLater.handOverSoon, { how: ha.deliveryLabel }));
  await expect(receipt).toContainText(haLater.receiptThanks);
  await expect(page.getByRole('button', { name: haLater.printOrSave })).toBeVisible();
  await expectFitsAndAccessible(page, 'ha receipt');
  await context.close();
});

// The last English words a customer met (docs/languages.md): the home page, the footer's hours and
// special days, the menu's cards, the close buttons and the WhatsApp link, in a shop of this
// test's own whose clock stands at Wednesday 12 March 2025, 21:30 in Lagos: closed till tomorrow.
test.describe('a Hausa visitor meets no English sentence on / and /menu', () => {
  const WEDNESDAY_2130 = new Date('2025-03-12T20:30:00Z');
  let shop: OwnShop;
  let api: APIRequestContext;
  let started = 0;
  let dishName = '';
  test.beforeAll(async () => {
    started = Date.now();
    shop = await startOwnShop(() => ({}), { clock: WEDNESDAY_2130 });
    api = await newRequest.newContext({ baseURL: shop.url });
    const admin = await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD);
    const saved = await api.put('/api/settings', {
      headers: bearer(admin.token),
      data: {
        ...defaultSettings,
        whatsapp: '08031234567',
        timetable: Array.from({ length: 7 }, () => [{ open: '09:00', close: '21:00' }]),
        specialDays: [{ date: '2025-03-20', note: 'Eid', hours: null }],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    dishName = `Tuwo ${Date.now().toString(36)}`;
    await createFood(api, dishName, 3000, admin.token);
  });
  test.afterAll(async () => {
    await api.dispose();
    await shop.stop();
  });

  // The English of every sentence translated for these pages, cut at its placeholders.
  const english = [
    messages.ourFavourites,
    messages.seeFullMenu,
    messages.placesWeDeliver,
    messages.weDeliverToYourArea,
    messages.heroPicture,
    messages.welcomeTo,
    messages.heroTitleStart,
    messages.heroTitleEnd,
    messages.heroLine,
    messages.chatWithUs,
    messages.mapAndDirections,
    messages.findUs,
    messages.hoursEveryDay,
    laterMessages.closedCardTitle,
    laterMessages.closedCheckBack,
    laterMessages.shopClosedTill,
    laterMessages.ourHours,
    laterMessages.orderForLater,
    laterMessages.closeNotice,
    laterMessages.seeTheMenu,
    laterMessages.welcomeCardText,
    'Order Now',
    'Close',
    'tomorrow',
  ].flatMap((sentence) => sentence.split(/\{\w+\}/).filter((piece) => piece.trim().length > 3));

  /** The page's text, with the names and descriptions only a screen reader or a link carries. */
  const everything = (page: Page) =>
    page.evaluate(() =>
      [
        document.body.innerText,
        ...Array.from(document.querySelectorAll('[aria-label], [alt], a[href*="wa.me"]')).map(
          (element) =>
            `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('alt') ?? ''} ${decodeURIComponent(element.getAttribute('href') ?? '')}`,
        ),
      ].join('\n'),
    );
  const expectNoEnglish = (text: string, label: string) => {
    for (const piece of english) expect.soft(text, `${label}: '${piece}'`).not.toContain(piece);
  };

  test('closed: the home page, its notice and the menu with its card', async ({ browser }) => {
    const context = await browser.newContext({ ...phone, bypassCSP: true });
    await context.addCookies([{ name: 'lang', value: 'ha', url: shop.url }]);
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(WEDNESDAY_2130.getTime() + Date.now() - started));
    await page.goto(`${shop.url}/`);
    await expect(page.locator('[data-early-tap]')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${ha.heroTitleStart} ${ha.heroTitleEnd}`,
    );
    await expect(page.getByRole('heading', { name: ha.ourFavourites })).toBeVisible();
    await expect(page.getByRole('link', { name: ha.seeFullMenu })).toBeVisible();
    await expect(page.getByRole('img', { name: ha.heroPicture })).toBeVisible();
    await expect(page.getByRole('button', { name: ha.weDeliverToYourArea })).toBeVisible();
    const chat = page.getByRole('link', { name: ha.chatWithUs });
    expect(decodeURIComponent((await chat.getAttribute('href')) ?? '')).toContain(
      fill(ha.whatsappHello, { shop: defaultSettings.name }),
    );
    // Closed till tomorrow, said at the foot of the page, and the hours and holiday in the footer.
    const notice = page.getByRole('status').filter({ hasText: haLater.seeTheMenu });
    await expect(notice).toContainText(
      fill(haLater.shopClosedTill, { day: haLater.dayTomorrow, time: '9:00 am' }),
    );
    await expect(notice.getByRole('button', { name: haLater.closeNotice })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`${ha.hoursEveryDay}: 9:00 am – 9:00 pm`);
    await expect(footer).toContainText(
      `${ha.dayThu} 20 ${haLater.monthMar} (Eid): ${ha.hoursClosed}`,
    );
    await expect(footer.getByRole('link', { name: ha.mapAndDirections })).toBeVisible();
    expectNoEnglish(await everything(page), '/');

    await page.goto(`${shop.url}/menu`);
    const card = page.getByRole('dialog', { name: haLater.closedCardTitle });
    await expect(card).toContainText(
      fill(haLater.closedCheckBack, { day: haLater.dayTomorrow, time: '9:00 am' }),
    );
    await expect(card).toContainText(haLater.ourHours);
    await expect(card.getByRole('button', { name: haLater.orderForLater })).toBeVisible();
    expectNoEnglish(await everything(page), '/menu closed');
    await card.getByRole('button', { name: ha.close }).tap();
    await expect(card).toBeHidden();
    await context.close();
  });

  test('open: the menu and its welcome card', async ({ browser }) => {
    const context = await browser.newContext({ ...phone, bypassCSP: true });
    await context.addCookies([{ name: 'lang', value: 'ha', url: shop.url }]);
    const page = await context.newPage();
    // Thursday 13 March, noon at the shop: open.
    await page.clock.setFixedTime(new Date('2025-03-13T11:00:00Z'));
    await page.goto(`${shop.url}/menu`);
    const welcome = page.getByRole('dialog', {
      name: fill(ha.welcomeTo, { shop: defaultSettings.name }),
    });
    await expect(welcome).toContainText(haLater.welcomeCardText);
    expectNoEnglish(await everything(page), '/menu open');
    await welcome.getByRole('button', { name: haLater.understood }).tap();
    await expect(welcome).toBeHidden();
    await expect(page.getByRole('heading', { name: dishName })).toBeVisible();
    await context.close();
  });

  test("the tab's title: drawn by the server in Hausa, and Hausa at once when chosen", async ({
    browser,
  }) => {
    const shopName = defaultSettings.name;
    const hausa = {
      '/': fill(ha.homeTabTitle, { shop: shopName }),
      '/menu': `${ha.menuTitle} — ${shopName}`,
    };
    const english = { '/': `${shopName} — order food online`, '/menu': `Menu — ${shopName}` };
    const pieces = englishPieces('ha');
    // As the server sends the page, before any script runs.
    for (const path of ['/', '/menu'] as const) {
      const drawn = await (await api.get(path, { headers: { cookie: 'lang=ha' } })).text();
      expect(drawn, path).toContain('<html lang="ha"');
      const title = /<title>([^<]*)<\/title>/.exec(drawn)?.[1];
      expect(title, path).toBe(hausa[path]);
      expect(englishIn(title!, pieces, shopName), path).toEqual([]);
    }
    // An English page, then Hausa chosen in the browser: the tab follows at once.
    const context = await browser.newContext({ ...phone, bypassCSP: true });
    const page = await context.newPage();
    // Thursday 13 March, noon at the shop: open, no card over the chooser.
    await page.clock.setFixedTime(new Date('2025-03-13T11:00:00Z'));
    await skipWelcomeCard(page);
    for (const path of ['/', '/menu'] as const) {
      await context.addCookies([{ name: 'lang', value: 'en', url: shop.url }]);
      await page.goto(`${shop.url}${path}`);
      await expect(page).toHaveTitle(english[path]);
      await expect(page.locator('[data-early-tap]')).toHaveCount(0, { timeout: 20_000 });
      await chooser(page).getByRole('link', { name: 'Hausa' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
      await expect(page, path).toHaveTitle(hausa[path]);
      expect(englishIn(await page.title(), pieces, shopName), path).toEqual([]);
    }
    await context.close();
  });
});

// Every sentence of the English tables, looked for on the pages a Hausa customer walks through
// (the menu paused and closed, the cart and its checkout, an order's page and the orders, the
// profile), in a shop of this test's own: a piece of English joined to a translated sentence,
// or a word a component still says itself, fails it. The shop's own content may be English.
test.describe('a Hausa customer meets no sentence of the English tables', () => {
  let shop: OwnShop;
  let api: APIRequestContext;
  let admin: string;
  let dishId = 0;
  test.beforeAll(async () => {
    shop = await startOwnShop(() => ({}));
    api = await newRequest.newContext({ baseURL: shop.url });
    admin = (await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD)).token;
    dishId = (await createFood(api, `Tuwo ${Date.now().toString(36)}`, 3000, admin)).id;
  });
  test.afterAll(async () => {
    await api.dispose();
    await shop.stop();
  });

  async function changeSettings(change: Record<string, unknown>) {
    const saved = await api.put('/api/settings', {
      headers: bearer(admin),
      data: { ...defaultSettings, timetable: openAllDay, ...change },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  test('the menu paused and closed, the cart, an order and the profile', async ({ browser }) => {
    test.setTimeout(300_000);
    const pieces = englishPieces('ha');
    const customer = await registerCustomer(api, { name: 'Amina Bello' });
    await putInCart(api, customer, dishId);
    const context = await browser.newContext({ ...phone, bypassCSP: true });
    await context.addCookies([{ name: 'lang', value: 'ha', url: shop.url }]);
    const page = await context.newPage();
    await skipWelcomeCard(page);
    await startSignedIn(page, customer.session);

    const found: string[] = [];
    const look = async (where: string) => {
      const content = [
        await (await api.get('/api/settings')).text(),
        await (await api.get('/api/products')).text(),
        customer.name,
        customer.phone,
      ].join('\n');
      for (const piece of englishIn(await pageWords(page), pieces, content)) {
        found.push(`${where}: ${piece}`);
      }
    };
    const cartButton = page.getByRole('button', { name: /^Kwando, / });
    const checkout = () => page.getByRole('form', { name: haLater.checkoutLabel });

    // Paused for an hour and a half: the menu's card says till when, and so does the checkout.
    await changeSettings({
      paused: true,
      pausedUntil: new Date(Date.now() + 90 * 60_000).toISOString(),
    });
    await page.goto(`${shop.url}/menu`);
    const paused = page.getByRole('dialog', { name: haLater.pausedCardTitle });
    await expect(paused).toContainText(ha.orderingPausedCard, { timeout: 30_000 });
    await look('/menu paused');
    await paused.getByRole('button', { name: ha.close }).tap();
    await expect(cartButton).not.toHaveAttribute('data-early-tap', { timeout: 20_000 });
    await cartButton.click();
    await expect(checkout()).toBeVisible({ timeout: 30_000 });
    await look('checkout paused');

    // Closed for the day: a special day with no hours.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    await changeSettings({
      paused: false,
      pausedUntil: null,
      specialDays: [{ date: today, note: 'Sallah', hours: null }],
    });
    await page.goto(`${shop.url}/menu`);
    const closed = page.getByRole('dialog', { name: haLater.closedCardTitle });
    await expect(closed).toBeVisible({ timeout: 30_000 });
    await look('/menu closed');
    await closed.getByRole('button', { name: ha.close }).tap();
    await cartButton.click();
    await expect(checkout()).toBeVisible({ timeout: 30_000 });
    await look('checkout closed');

    // Open: the cart and its checkout, then an order's page, cancelled, and the orders.
    await changeSettings({ specialDays: [] });
    await page.goto(`${shop.url}/menu`);
    await expect(cartButton).not.toHaveAttribute('data-early-tap', { timeout: 20_000 });
    await cartButton.click();
    await expect(checkout()).toBeVisible({ timeout: 30_000 });
    await look('checkout open');

    const id = await placeCashOrder(api, customer, { products: [{ id: dishId, qty: 1 }] });
    await page.goto(`${shop.url}/orders?order=${id}`);
    await expect(page.getByRole('list', { name: ha.orderProgress })).toBeVisible({
      timeout: 30_000,
    });
    await look('an order');
    await page.getByRole('button', { name: haLater.cancelThisOrder }).click();
    await page.getByRole('dialog').getByRole('button', { name: haLater.yesCancelIt }).click();
    await expect(page.locator('[data-toaster] [role="status"]')).toBeVisible();
    await look('an order canceled, its toast');
    await page.goto(`${shop.url}/orders`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await look('the orders');

    // The profile, its form for an address, and the account's menu in the header.
    await page.goto(`${shop.url}/profile`);
    await page.getByRole('button', { name: haLater.addAnAddress }).click();
    await expect(page.getByRole('form', { name: haLater.saveThisAddress })).toBeVisible();
    await page.locator('header [aria-haspopup="menu"]').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await look('/profile');

    expect(found).toEqual([]);
    await context.close();
  });
});
