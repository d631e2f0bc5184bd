import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SessionUser } from '@buka/domain/auth';
import type { Settings } from '@buka/domain/settings';
import type { Timetable } from '@buka/domain/shop-hours';

// Test data is made by the tests themselves, through the same API the app uses.

/** The first admin: serve.mjs starts the server with ADMIN_PHONES set to this phone. */
export const ADMIN_PHONE = '08000000001';
export const ADMIN_PASSWORD = 'e2e-admin-password';
export const ADMIN_NAME = 'Test Admin';

/** A cheap Android phone's screen (360 px wide), as the shop is built for. */
export const phone = {
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
} as const;

export const openAllDay: Timetable = Array.from({ length: 7 }, () => [
  { open: '00:00', close: '24:00' },
]);

export interface TestCustomer {
  name: string;
  phone: string;
  password: string;
  session: SessionUser;
}

/** An 11-digit phone nobody else in this run has (docs/server-rules.md#validation). */
export function uniquePhone(): string {
  return `09${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

function requestOf(target: Page | APIRequestContext): APIRequestContext {
  return 'goto' in target ? target.request : target;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * Registers a new customer with a unique phone. Given a page, the page also starts signed in
 * as that customer (its stored session is set before the app's code runs).
 */
export async function registerCustomer(
  target: Page | APIRequestContext,
  {
    name = 'Test Customer',
    password = 'secret123',
    phone = uniquePhone(),
  }: { name?: string; password?: string; phone?: string } = {},
): Promise<TestCustomer> {
  const response = await requestOf(target).post('/api/users/login/customer/signup', {
    data: { name, phoneNumber: phone, password },
  });
  expect(response.status(), await response.text()).toBe(201);
  const session = (await response.json()) as SessionUser;
  if ('goto' in target) await startSignedIn(target, session);
  return { name, phone, password, session };
}

/** Signs in through the API (docs/api.md#storefront-calls) and answers the session with its token. */
export async function signIn(
  target: Page | APIRequestContext,
  phone: string,
  password: string,
): Promise<SessionUser> {
  const response = await requestOf(target).post('/api/users/login/customer/signin', {
    data: { phoneNumber: phone, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SessionUser;
}

/** The page opens with this session stored, as if the user had logged in earlier. */
export async function startSignedIn(page: Page, session: SessionUser): Promise<void> {
  await page.addInitScript((stored) => {
    // Only the first load of this tab: a later logout must stay a logout.
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('user', stored);
  }, JSON.stringify(session));
}

/**
 * The page's next answer to `method` at an address ending in `path`: what a test waits for when
 * the screen shows a change before the server has it (a tapped box, a toast still up from before).
 */
export function answerTo(page: Page, method: string, path: string) {
  return page.waitForResponse(
    (answer) =>
      answer.request().method() === method && new URL(answer.url()).pathname.endsWith(path),
  );
}

/** Skips the menu's welcome card, for tests about something else. */
export async function skipWelcomeCard(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('welcomeCardSeen', 'true'));
}

let adminSession: SessionUser | undefined;

/** The admin's session (registered by the global setup), cached per worker. */
export async function adminSessionUser(request: APIRequestContext): Promise<SessionUser> {
  adminSession ??= await signIn(request, ADMIN_PHONE, ADMIN_PASSWORD);
  return adminSession;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminSessionUser(request)).token;
}

/** Replaces part of the shop's settings as the admin; answers the settings as saved. */
export async function updateSettings(
  request: APIRequestContext,
  changes: Partial<Settings>,
): Promise<Settings> {
  const token = await adminToken(request);
  const current = (await (await request.get('/api/settings')).json()) as Settings;
  const response = await request.put('/api/settings', {
    headers: bearer(token),
    data: { ...current, ...changes },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Settings;
}

/** A cash order the customer placed through the API (docs/api.md#storefront-calls), delivered to PZ; answers its id. */
export async function placeCashOrder(
  request: APIRequestContext,
  customer: TestCustomer,
  { products = [{ id: 109, qty: 1 }], address = '5 Step Street, Kubwa' } = {},
): Promise<number> {
  const placed = await request.post('/api/orders', {
    headers: bearer(customer.session.token),
    data: {
      name: customer.name,
      phone: customer.phone,
      address,
      area: 'PZ',
      products,
      paymentMethod: 'cash',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { id: number }).id;
}

/**
 * A phone's sound policy on this page (headless Chromium plays sound at once): sound opened on a
 * page nobody has touched stays silent until resumed from a tap. Only a tap or a key counts as
 * touching here (Playwright's own calls into the page count as one for Chromium). The page's
 * `window.soundOpened` says whether it opened the sound output at all.
 */
/**
 * Counts the notes the page's alarm plays (each chime is two), read back by `notesPlayed`.
 */
export async function countAlarmNotes(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counter = window as unknown as { notesPlayed: number };
    counter.notesPlayed = 0;
    const make = BaseAudioContext.prototype.createOscillator;
    BaseAudioContext.prototype.createOscillator = function (this: BaseAudioContext) {
      counter.notesPlayed += 1;
      return make.call(this);
    };
  });
  return () => page.evaluate(() => (window as unknown as { notesPlayed: number }).notesPlayed);
}

export async function keepSilentUntilTouched(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { soundOpened?: boolean };
    let touched = false;
    const touch = () => (touched = true);
    window.addEventListener('pointerdown', touch, true);
    window.addEventListener('keydown', touch, true);
    Object.defineProperty(navigator, 'userActivation', {
      value: {
        get hasBeenActive() {
          return touched;
        },
      },
    });
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        seen.soundOpened = true;
        if (!touched) void this.suspend();
      }
    };
  });
}
