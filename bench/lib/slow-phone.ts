import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { messages } from '@buka/domain/messages';
import { benchLanguage, languageCookie, sentenceIn } from './bench-language';
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

/** Times from the start of navigation, each visit in a fresh profile. */
export interface SlowPhoneFigures {
  /** The dish's name and price painted (Element Timing), on a visitor's visit. */
  firstDishMs: number;
  /**
   * A visitor's one tap on that dish's 'add', made as soon as the dish shows, answered by its
   * sign-in sheet; null when not answered within PAGE_WAIT_MS.
   */
  visitorTapMs: number | null;
  /**
   * The same tap by a signed-in customer (a visit of its own), answered by its 'added to cart'
   * toast; null when not answered within PAGE_WAIT_MS.
   */
  customerTapMs: number | null;
  /**
   * The service worker in control with the menu kept, so a second visit opens offline (on the
   * visitor's visit); null when that did not happen within OFFLINE_WAIT_MS.
   */
  offlineReadyMs: number | null;
  /** /login's form on screen (the phone field), on a visitor's visit of its own; null when not. */
  loginShownMs: number | null;
  /**
   * /orders' answer on screen for the signed-in customer (the list, or its "no orders" and link
   * to the menu), on a visit of its own; null when not within PAGE_WAIT_MS.
   */
  ordersShownMs: number | null;
}

/** A run's figures, and what went wrong in it, in words (a tap not answered, and why). */
export interface SlowPhoneRun {
  figures: SlowPhoneFigures;
  problems: string[];
}

export const OFFLINE_WAIT_MS = 90_000;
export const PAGE_WAIT_MS = 120_000;
const POLL_MS = 50;

// Runs in the page before any of its own code (the DevTools protocol's injection is not subject
// to the page's CSP). Marks the dish's name and price for Element Timing as the parser inserts
// them, and notes when a popover showing the sign-in words opens, when the 'added to cart' toast
// shows and when the service worker has the menu. Plain JavaScript in a string: the benchmark
// has no DOM types.
const pageProbe = (dishName: string, sheetText: string, toastText: string) => `(() => {
  const found = { name: null, price: null, sheet: null, toast: null, offline: null };
  window.__slowPhone = found;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const at = entry.renderTime || entry.loadTime;
      if (found[entry.identifier] === null) found[entry.identifier] = at;
    }
  }).observe({ type: 'element', buffered: true });
  const sheetOpen = (el) => el.matches(':popover-open') && el.textContent.includes(${JSON.stringify(sheetText)});
  // A popover opening changes no markup: its 'toggle' event (not bubbling, so caught on the way
  // down) says when.
  document.addEventListener('toggle', (event) => {
    if (found.sheet === null && event.newState === 'open' && event.target instanceof Element
        && sheetOpen(event.target)) found.sheet = performance.now();
  }, true);
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
      // Nothing is tapped before the dish shows: no answer to look for yet, and no work added
      // to the page while it is being drawn.
      return;
    }
    if (found.sheet === null && [...document.querySelectorAll(':popover-open')].some(sheetOpen)) {
      found.sheet = performance.now();
    }
    // A build from before the sheet answered a visitor with a toast asking to log in.
    if (found.sheet === null && [...document.querySelectorAll('[role=alert]')]
        .some((el) => el.textContent.includes(${JSON.stringify(messages.loginToAddToCart)}))) {
      found.sheet = performance.now();
    }
    if (found.toast === null && [...document.querySelectorAll('[role=status]')]
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
  sheet: number | null;
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
  page
    .evaluate(() => (globalThis as unknown as { __slowPhone?: ProbeState }).__slowPhone ?? null)
    // Between two documents (or while one is torn down) there is nothing to ask yet.
    .catch(() => null);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks the page until `done` holds or the time is up; the last answer. */
async function probeUntil(
  page: Page,
  done: (state: ProbeState) => boolean,
  until: number,
): Promise<ProbeState | null> {
  let state = await probe(page);
  while (!(state && done(state)) && Date.now() < until) {
    await pause(POLL_MS);
    state = await probe(page);
  }
  return state;
}

/**
 * One tap on the dish's 'add', as a finger would. Tried again only if no tap could be made at
 * all (the button not found, or redrawn under it): the page gets one tap, never a second.
 */
async function tapOnce(page: Page, dishName: string, until: number): Promise<boolean> {
  // Named in the page's language, as a screen reader or voice control would find it.
  const label = sentenceIn(benchLanguage(), 'addDishToCart', dishName);
  const button = `button[aria-label^=${JSON.stringify(label)}]`;
  while (Date.now() < until) {
    const handle = await page.$(button).catch(() => null);
    try {
      if (handle) {
        await handle.tap();
        return true;
      }
    } catch {
      // Not tapped: detached or not visible yet.
    } finally {
      await handle?.dispose().catch(() => undefined);
    }
    await pause(POLL_MS);
  }
  return false;
}

/**
 * A fresh Chromium profile set up as the slow phone: its network and CPU (the service worker's
 * network too), a 360 px touch screen, the bench's language's cookie (BENCH_LANGUAGE; English
 * without it) and, with a session (the web app's stored user, as JSON), signed in before the
 * page's own code runs, as if the customer had signed in earlier.
 */
async function openSlowPhone(baseUrl: string, ports: PortRange, session: string | null) {
  const chrome = await launchChrome(ports);
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const close = async () => {
    await browser.disconnect().catch(() => undefined);
    chrome.kill();
  };
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
    const cdp = await page.createCDPSession();
    await throttle(cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    if (session) {
      await page.evaluateOnNewDocument(`localStorage.setItem('user', ${JSON.stringify(session)});`);
    }
    const language = benchLanguage();
    if (language !== 'en') await page.setCookie(languageCookie(language, baseUrl));
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

interface Visit {
  firstDishMs: number;
  /** When the tap was answered, from the start of navigation; null when it was not. */
  answeredMs: number | null;
  offlineReadyMs: number | null;
  problem: string | null;
}

/**
 * One visit of /menu on the slow phone, in a fresh Chromium profile: one tap on the dish's
 * 'add' as soon as its name and price are painted, then a wait for the answer. With a session
 * (the web app's stored user, as JSON) the page opens signed in; without one, as a visitor, who
 * also waits for the page to be ready offline.
 */
async function visit(
  baseUrl: string,
  dishName: string,
  ports: PortRange,
  session: string | null,
): Promise<Visit> {
  const who = session ? "a signed-in customer's" : "a visitor's";
  const phone = await openSlowPhone(baseUrl, ports, session);
  try {
    const { page } = phone;
    const language = benchLanguage();
    await page.evaluateOnNewDocument(
      pageProbe(
        dishName,
        sentenceIn(language, 'signInToAddDish', dishName),
        sentenceIn(language, 'dishAddedToCart', dishName),
      ),
    );

    const started = Date.now();
    const until = started + PAGE_WAIT_MS;
    const loaded = page
      .goto(`${baseUrl}/menu`, { waitUntil: 'load', timeout: PAGE_WAIT_MS })
      .catch((error: unknown) => error);
    const shown = await probeUntil(
      page,
      (state) => state.name !== null && state.price !== null,
      until,
    );
    if (!shown || shown.name === null || shown.price === null) {
      throw new Error(`The slow phone saw no dish: ${JSON.stringify(shown)}`);
    }
    const answerOf = (state: ProbeState | null) => (session ? state?.toast : state?.sheet) ?? null;
    let problem: string | null = null;
    let answered: ProbeState | null = null;
    if (await tapOnce(page, dishName, until)) {
      answered = await probeUntil(page, (state) => answerOf(state) !== null, until);
      if (answerOf(answered) === null) {
        // The welcome card opens once the app is live, after the tap: if it is what covers the
        // page, the tap was lost under it (or its answer hidden), which is a failure.
        const covered = await page.$('dialog[open]').catch(() => null);
        problem =
          `${who} tap was not answered within ${PAGE_WAIT_MS / 1000} s` +
          (covered ? ' (a dialog was open over the page, the welcome card?)' : '');
        await covered?.dispose();
      }
    } else {
      problem = `${who} tap could not be made: no 'add' button for ${dishName}`;
    }
    await loaded;

    let offlineReadyMs: number | null = null;
    if (!session) {
      const offline = await probeUntil(
        page,
        (state) => state.offline !== null,
        Date.now() + OFFLINE_WAIT_MS,
      );
      offlineReadyMs = offline?.offline ?? null;
    }
    return {
      firstDishMs: Math.max(shown.name, shown.price),
      answeredMs: answerOf(answered),
      offlineReadyMs,
      problem,
    };
  } finally {
    await phone.close();
  }
}

// Marks when something matching the selector is first in the page (plain JavaScript, as above).
const shownProbe = (selector: string) => `(() => {
  window.__shown = null;
  const watch = new MutationObserver(() => {
    if (window.__shown === null && document.querySelector(${JSON.stringify(selector)})) {
      window.__shown = performance.now();
      watch.disconnect();
    }
  });
  watch.observe(document, { childList: true, subtree: true });
})();`;

/**
 * One visit of a page the browser draws itself, on the slow phone in a fresh profile: when
 * what `selector` finds is first in the page, from the start of navigation (null when it is not
 * within PAGE_WAIT_MS). Signed in with a session, as `visit` is.
 */
async function pageShown(
  baseUrl: string,
  pathname: string,
  selector: string,
  ports: PortRange,
  session: string | null,
): Promise<number | null> {
  const phone = await openSlowPhone(baseUrl, ports, session);
  try {
    const { page } = phone;
    await page.evaluateOnNewDocument(shownProbe(selector));
    const loaded = page
      .goto(`${baseUrl}${pathname}`, { waitUntil: 'load', timeout: PAGE_WAIT_MS })
      .catch((error: unknown) => error);
    const until = Date.now() + PAGE_WAIT_MS;
    let shown: number | null = null;
    while (shown === null && Date.now() < until) {
      shown = await page
        .evaluate(() => (globalThis as unknown as { __shown?: number | null }).__shown ?? null)
        .catch(() => null);
      if (shown === null) await pause(POLL_MS);
    }
    await loaded;
    return shown;
  } finally {
    await phone.close();
  }
}

/**
 * A run on the slow phone: a visitor's visit of /menu, then a signed-in customer's (the
 * session as the web app stores it, for an account whose cart does not hold the dish yet).
 * The dish must have no choices: a tap on one with choices opens its choice sheet instead.
 * Then the two pages the browser draws that a customer lands on most: /login for a visitor,
 * /orders for that customer.
 */
export async function measureSlowPhone(
  baseUrl: string,
  dishName: string,
  session: string,
  ports: PortRange,
): Promise<SlowPhoneRun> {
  const visitor = await visit(baseUrl, dishName, ports, null);
  const customer = await visit(baseUrl, dishName, ports, session);
  const loginShownMs = await pageShown(baseUrl, '/login', 'main input', ports, null);
  // The list is a list; no orders is a sentence with a link to the menu.
  const ordersShownMs = await pageShown(
    baseUrl,
    '/orders',
    'main ul, main a[href="/menu"]',
    ports,
    session,
  );
  const missing = (page: string, shown: number | null) =>
    shown === null ? [`${page} did not show within ${PAGE_WAIT_MS / 1000} s`] : [];
  return {
    figures: {
      firstDishMs: visitor.firstDishMs,
      visitorTapMs: visitor.answeredMs,
      customerTapMs: customer.answeredMs,
      offlineReadyMs: visitor.offlineReadyMs,
      loginShownMs,
      ordersShownMs,
    },
    problems: [
      ...[visitor.problem, customer.problem].filter((problem) => problem !== null),
      ...missing('/login', loginShownMs),
      ...missing("/orders (a signed-in customer's)", ordersShownMs),
    ],
  };
}
