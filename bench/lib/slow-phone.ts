import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { messages } from '@buka/domain/messages';
import { launchChrome } from './lighthouse-run';
import type { PortRange } from './start-built-server';

/**
 * The slow phone, set through the DevTools protocol: 400 kbit/s down and up, 2,000 ms
 * round trips, a CPU four times slower than this machine's, a 360 px wide screen.
 */
export const SLOW_PHONE = {
  downloadBytesPerSecond: 50_000,
  uploadBytesPerSecond: 50_000,
  latencyMs: 2000,
  cpuSlowdown: 4,
} as const;

export interface SlowPhoneFigures {
  /** The first dish's name and price painted (Element Timing), from the start of navigation. */
  firstDishMs: number;
  /** A tap on that dish's 'add to cart' answered (its toast shown). */
  addToCartMs: number;
  /**
   * The service worker in control with the menu kept, so a second visit opens offline; null
   * when that did not happen within OFFLINE_WAIT_MS.
   */
  offlineReadyMs: number | null;
}

const OFFLINE_WAIT_MS = 90_000;
const PAGE_WAIT_MS = 120_000;
const TAP_EVERY_MS = 400;

// Runs in the page before any of its own code (the DevTools protocol's injection is not subject
// to the page's CSP). Marks the first dish's name and price for Element Timing as the parser
// inserts them, and notes when the add-to-cart toast shows and when the service worker has the
// menu. Plain JavaScript in a string: the benchmark has no DOM types.
const pageProbe = (dishName: string, toastText: string) => `(() => {
  const found = { name: null, price: null, toast: null, offline: null };
  window.__slowPhone = found;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const at = entry.renderTime || entry.loadTime;
      if (found[entry.identifier] === null) found[entry.identifier] = at;
    }
  }).observe({ type: 'element', buffered: true });
  let marked = false;
  const watch = new MutationObserver(() => {
    if (!marked) {
      // Each marked as soon as it is in: the parser may paint the name before the price has
      // arrived, and an element marked after its first paint is never reported.
      const name = [...document.querySelectorAll('main article h2, main article h3')]
        .find((el) => el.textContent.trim() === ${JSON.stringify(dishName)});
      if (name && !name.hasAttribute('elementtiming')) name.setAttribute('elementtiming', 'name');
      const card = name && name.closest('article');
      const price = card && [...card.querySelectorAll('*')].find(
        (el) => el.children.length === 0 && el.textContent.includes('\u20a6'));
      if (price) {
        price.setAttribute('elementtiming', 'price');
        marked = true;
      }
    }
    if (found.toast === null && [...document.querySelectorAll('[role=alert]')]
        .some((el) => el.textContent.includes(${JSON.stringify(toastText)}))) {
      found.toast = performance.now();
    }
  });
  watch.observe(document, { childList: true, subtree: true, characterData: true });
  if ('serviceWorker' in navigator) {
    const check = async () => {
      if (found.offline !== null) return;
      if (navigator.serviceWorker.controller && (await caches.match('/api/products'))) {
        found.offline = performance.now();
      } else setTimeout(check, 250);
    };
    check();
  }
})();`;

interface ProbeState {
  name: number | null;
  price: number | null;
  toast: number | null;
  offline: number | null;
}

async function throttle(session: CDPSession): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
}

/** The service worker fetches for itself (its precache): it gets the same slow network. */
function throttleServiceWorkers(browser: Browser): void {
  browser.on('targetcreated', (target) => {
    if (target.type() !== 'service_worker') return;
    void target
      .createCDPSession()
      .then(throttle)
      .catch(() => undefined);
  });
}

const probe = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __slowPhone?: ProbeState }).__slowPhone ?? null);

/**
 * Taps the dish's 'add to cart' as a customer would, again and again until it answers: a tap
 * the page is not ready for is lost (or kept for later, if the page does so). A card that
 * covers the page (the welcome card) is closed first, as a customer would.
 */
async function tapUntilAnswered(page: Page, dishName: string, until: number): Promise<void> {
  const button = `button[aria-label^="Add ${dishName} to cart"]`;
  while (Date.now() < until) {
    const state = await probe(page).catch(() => null);
    if (state?.toast != null) return;
    const close = await page.$('dialog[open] button[aria-label="Close"]');
    const target = close ?? (await page.$(button));
    const box = await target?.boundingBox().catch(() => null);
    if (box && box.width > 0) {
      await page.touchscreen
        .tap(box.x + box.width / 2, box.y + box.height / 2)
        .catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, TAP_EVERY_MS));
  }
  throw new Error(`'add to cart' did not answer within ${PAGE_WAIT_MS / 1000} s`);
}

/** One visit of /menu on the slow phone, in a fresh Chromium profile. */
export async function measureSlowPhone(
  baseUrl: string,
  dishName: string,
  ports: PortRange,
): Promise<SlowPhoneFigures> {
  const chrome = await launchChrome(ports);
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  try {
    throttleServiceWorkers(browser);
    const page = await browser.newPage();
    await page.setViewport({
      width: 360,
      height: 740,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const session = await page.createCDPSession();
    await throttle(session);
    await session.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    await page.evaluateOnNewDocument(pageProbe(dishName, messages.loginToAddToCart));

    const started = Date.now();
    const loaded = page
      .goto(`${baseUrl}/menu`, { waitUntil: 'load', timeout: PAGE_WAIT_MS })
      .catch((error: unknown) => error);
    await tapUntilAnswered(page, dishName, started + PAGE_WAIT_MS);
    await loaded;

    const offlineUntil = Date.now() + OFFLINE_WAIT_MS;
    let state = await probe(page);
    while (state?.offline == null && Date.now() < offlineUntil) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      state = await probe(page);
    }
    if (!state || state.name === null || state.price === null || state.toast === null) {
      throw new Error(`The slow phone saw no dish or no answer: ${JSON.stringify(state)}`);
    }
    return {
      firstDishMs: Math.max(state.name, state.price),
      addToCartMs: state.toast,
      offlineReadyMs: state.offline,
    };
  } finally {
    await browser.disconnect().catch(() => undefined);
    chrome.kill();
  }
}
