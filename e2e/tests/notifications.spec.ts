import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import type { AdminOrder } from '@buka/domain/admin';
import type { SessionUser } from '@buka/domain/auth';
import { formatShopTime } from '@buka/domain/shop-clock';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from '../../server/src/notifications/testing/fake-push-service';
import {
  ADMIN_PASSWORD,
  ADMIN_PHONE,
  bearer,
  placeCashOrder,
  registerCustomer,
  signIn,
  skipWelcomeCard,
  startSignedIn,
  countAlarmNotes,
  keepSilentUntilTouched,
} from '../fixtures';
import { startOwnShop, type OwnShop } from './own-shop';

// Never miss an order, and keep the customer told. These tests count every order waiting
// in the shop (the alarm rings until none does), so they run, one after the other, on a shop of
// their own; its pushes go to a push service in this test (docs/testing.md#fakes).
// Worker fixtures: started once for the file's tests (they depend on nothing, hence `playwright`).
const test = base.extend<object, { shop: OwnShop; push: FakePushService }>({
  push: [
    async ({ playwright: _playwright }, use) => {
      const push = await startFakePushService();
      await use(push);
      await push.close();
    },
    { scope: 'worker' },
  ],
  shop: [
    async ({ playwright: _playwright }, use) => {
      const shop = await startOwnShop(() => ({ PUSH_SERVICES: 'http://127.0.0.1' }));
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
});
test.describe.configure({ mode: 'serial' });

async function openAsStaff(page: Page, path: string): Promise<SessionUser> {
  const admin = await signIn(page.request, ADMIN_PHONE, ADMIN_PASSWORD);
  await skipWelcomeCard(page);
  await startSignedIn(page, admin);
  await page.goto(path);
  return admin;
}

// A phone keeps a page silent until someone touches it, so a board opened and left alone would
// ring for nobody: it asks for the one tap that lets it ring.
test('a board left untouched asks for the tap that lets its alarm be heard', async ({ page }) => {
  test.slow();
  await keepSilentUntilTouched(page);
  // First in this file: no order is waiting yet, so no chime has opened the sound.
  await openAsStaff(page, '/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const notice = page.getByText('The new-order alarm is silent until you tap here once.');
  await expect(notice).toBeVisible();
  // Opening the sound output can hold a phone for a long moment: the board does not open it
  // until a chime or a tap needs it.
  expect(await page.evaluate(() => (window as { soundOpened?: boolean }).soundOpened)).toBe(
    undefined,
  );

  await page.getByRole('button', { name: 'Turn on the alarm sound' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => (window as { soundOpened?: boolean }).soundOpened)).toBe(true);
});

test('a new order reaches a staff device as a notification, and a tap opens it', async ({
  page,
  context,
  shop,
  push,
}) => {
  const SHOP = shop.url;
  await context.grantPermissions(['notifications'], { origin: SHOP });
  const admin = await openAsStaff(page, '/admin');
  // The shop's service worker is up and looks after the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  // This browser cannot subscribe here (no push service to reach): the device is registered
  // through the API with keys this test holds, as the staff page does with the browser's.
  const device = push.subscribe();
  const saved = await page.request.post('/api/push/subscriptions', {
    headers: bearer(admin.token),
    data: { endpoint: device.endpoint, keys: device.keys },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  const customer = await registerCustomer(page.request, { name: 'Push Customer' });
  const id = await placeCashOrder(page.request, customer, { products: [{ id: 101, qty: 1 }] });
  const [received] = await push.waitFor(device, 1);
  expect(received?.message).toMatchObject({
    title: `New order #${id}: N5,000`,
    url: `/admin/orders?order=${id}`,
  });

  // The push service hands the push (as the shop encrypted it) to the browser.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((one) => one.scopeURL === `${SHOP}/` && !one.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: SHOP,
    registrationId: await registrationId,
    data: JSON.stringify(received?.message),
  });
  const shown = () =>
    page.evaluate(async (tag) => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications({ tag });
      return notifications.map((one) => `${one.title} | ${one.body}`);
    }, `order-${id}`);
  await expect
    .poll(shown)
    .toEqual([`New order #${id}: N5,000 | 1 × Jollof Rice · Cash · Push Customer`]);

  // A tap: no browser lets a test press a notification (docs/testing.md#fakes), so the event a tap
  // makes is dispatched in the service worker, on the notification it showed.
  const worker =
    context.serviceWorkers().find((one) => one.url().startsWith(SHOP)) ??
    (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error('no notification to tap');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, `order-${id}`);

  await expect(page).toHaveURL(`${SHOP}/admin/orders?order=${id}`);
  const opened = page.getByRole('region', { name: 'Opened from a notification' });
  const order = opened.getByRole('listitem', { name: `Order #${id}`, exact: true });
  await expect(order).toBeVisible();
  await expect(order).toContainText('Push Customer');
  await expect(
    order.getByRole('button', { name: `Accept order #${id}, ready in 20 min` }),
  ).toBeVisible();
  await expect.poll(shown).toEqual([]);
  await order.getByRole('button', { name: `Accept order #${id}, ready in 20 min` }).click();
  await expect(order).toContainText('Preparing');
});

test('the alarm rings until every new order is answered, and the tab counts them', async ({
  page,
}) => {
  // Each chime plays two notes: count the notes the page makes.
  const notes = await countAlarmNotes(page);
  await page.clock.install();
  await openAsStaff(page, '/admin/orders');
  await expect(page).toHaveTitle(/^Admin — /);
  // The board keeps the tablet's screen on (Screen Wake Lock) while it is open.
  await expect(page.getByText('The screen stays on while this board is open.')).toBeVisible();
  expect(await notes()).toBe(0);

  const first = await registerCustomer(page.request);
  const second = await registerCustomer(page.request);
  const one = await placeCashOrder(page.request, first);
  const two = await placeCashOrder(page.request, second);
  await expect(page).toHaveTitle(/^\(2\) Admin — /);
  await expect.poll(notes).toBeGreaterThan(0);

  // It rings again and again while they wait.
  let heard = await notes();
  for (let round = 0; round < 3; round += 1) {
    await page.clock.runFor(8000);
    await expect.poll(notes).toBeGreaterThan(heard);
    heard = await notes();
  }

  const card = (id: number) => page.getByRole('listitem', { name: `Order #${id}`, exact: true });
  await card(one)
    .getByRole('button', { name: `Accept order #${one}, ready in 45 min` })
    .click();
  await expect(page).toHaveTitle(/^\(1\) Admin — /);
  heard = await notes();
  await page.clock.runFor(8000);
  await expect.poll(notes).toBeGreaterThan(heard);

  await card(two)
    .getByRole('button', { name: `Reject order #${two}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reject order' }).click();
  await expect(page).toHaveTitle(/^Admin — /);
  heard = await notes();
  await page.clock.runFor(30_000);
  expect(await notes()).toBe(heard);
});

test('accepting with 30 minutes shows the customer the ready time, live', async ({
  page,
  browser,
  shop,
}) => {
  const customerContext = await browser.newContext({ baseURL: shop.url });
  const customerPage = await customerContext.newPage();
  try {
    await skipWelcomeCard(customerPage);
    await customerPage.clock.install();
    const customer = await registerCustomer(customerPage, { name: 'Waiting Customer' });
    const id = await placeCashOrder(customerPage.request, customer);
    await customerPage.goto(`/orders?order=${id}`);
    await expect(
      customerPage.getByText('Waiting for the restaurant to accept your order.'),
    ).toBeVisible();

    const admin = await openAsStaff(page, '/admin/orders?status=new');
    await page
      .getByRole('listitem', { name: `Order #${id}`, exact: true })
      .getByRole('button', { name: `Accept order #${id}, ready in 30 min` })
      .click();
    const accepted = (await (
      await page.request.get(`/api/admin/orders/${id}`, { headers: bearer(admin.token) })
    ).json()) as AdminOrder;
    const readyAt = Date.parse(accepted.readyAt ?? '');
    expect(readyAt - Date.parse(accepted.acceptedAt ?? '')).toBe(30 * 60_000);

    // No reload: the live stream brings it to the open order page.
    const ready = customerPage.getByText(`Ready about ${formatShopTime(readyAt)}`);
    await expect(ready).toBeVisible();
    // The countdown, on the page's own clock: set to a second after acceptance, then on.
    await customerPage.clock.pauseAt(readyAt - 30 * 60_000 + 1000);
    await customerPage.clock.fastForward('00:15');
    await expect(customerPage.getByText('· in 30 min')).toBeVisible();
    await customerPage.clock.fastForward('10:00');
    await expect(customerPage.getByText('· in 20 min')).toBeVisible();
  } finally {
    await customerContext.close();
  }
});

/**
 * A browser whose pushManager hands out a subscription of the push service in this test: this
 * machine's Chromium cannot reach a real one (docs/testing.md#fakes). The rest is the app's own:
 * the button, the permission, the call that registers the device.
 */
async function pushThroughTestService(
  context: BrowserContext,
  shop: string,
  push: FakePushService,
): Promise<FakeSubscription> {
  await context.grantPermissions(['notifications'], { origin: shop });
  const device = push.subscribe();
  await context.addInitScript(
    (subscription) => {
      const made = {
        endpoint: subscription.endpoint,
        expirationTime: null,
        toJSON: () => ({ ...subscription, expirationTime: null }),
      };
      let subscribed = false;
      PushManager.prototype.subscribe = async () => ((subscribed = true), made as never);
      PushManager.prototype.getSubscription = async () => (subscribed ? (made as never) : null);
    },
    { endpoint: device.endpoint, keys: device.keys },
  );
  return device;
}

test('an order placed while no staff page is open reaches the staff device, is accepted with a time, and the customer sees it', async ({
  browser,
  shop,
  push,
}) => {
  const SHOP = shop.url;
  const staff = await browser.newContext({ baseURL: SHOP });
  const customerContext = await browser.newContext({ baseURL: SHOP });
  try {
    // The staff's phone turns notifications on from the staff area.
    const device = await pushThroughTestService(staff, SHOP, push);
    const phone = await staff.newPage();
    await openAsStaff(phone, '/admin');
    const card = phone.getByRole('region', { name: 'Order notifications on this device' });
    await card.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(card).toContainText('Order notifications on this device: on');
    await card.getByRole('button', { name: 'Send a test' }).click();
    const [test] = await push.waitFor(device, 1);
    expect(test?.message).toMatchObject({ title: 'Notifications are on' });

    // No page of the shop is open on the phone any more.
    await phone.goto('about:blank');

    const customerPhoneDevice = await pushThroughTestService(customerContext, SHOP, push);
    const customerPage = await customerContext.newPage();
    await skipWelcomeCard(customerPage);
    const customer = await registerCustomer(customerPage, { name: 'Late Customer' });
    const id = await placeCashOrder(customerPage.request, customer);
    await customerPage.goto(`/orders?order=${id}`);
    await expect(
      customerPage.getByText('Waiting for the restaurant to accept your order.'),
    ).toBeVisible();
    // The customer asks to be told of the order's steps on this phone.
    await customerPage.getByRole('button', { name: 'Notify me' }).click();
    await expect(customerPage.getByRole('button', { name: 'Stop notifications' })).toBeVisible();

    // The shop posted it to the device's push service, encrypted to the device's keys...
    const pushes = await push.waitFor(device, 2);
    const newOrder = pushes[1]?.message as { url: string; tag: string };
    expect(newOrder).toMatchObject({
      title: `New order #${id}: N1,500`,
      body: '1 × Chips · Cash · Late Customer',
      url: `/admin/orders?order=${id}`,
      tag: `order-${id}`,
      requireInteraction: true,
    });
    // ...which hands it to the phone's service worker, woken with no page open.
    const cdp = await staff.newCDPSession(phone);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((one) => one.scopeURL === `${SHOP}/` && !one.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: SHOP,
      registrationId: await registrationId,
      data: JSON.stringify(newOrder),
    });
    const worker =
      staff.serviceWorkers().find((one) => one.url().startsWith(SHOP)) ??
      (await staff.waitForEvent('serviceworker'));
    const shown = () =>
      worker.evaluate(async (tag) => {
        const scope = self as unknown as { registration: ServiceWorkerRegistration };
        const notifications = await scope.registration.getNotifications({ tag });
        return notifications.map((one) => ({
          text: `${one.title} | ${one.body}`,
          url: (one.data as { url: string }).url,
        }));
      }, newOrder.tag);
    await expect.poll(shown).toEqual([
      {
        text: `New order #${id}: N1,500 | 1 × Chips · Cash · Late Customer`,
        url: `/admin/orders?order=${id}`,
      },
    ]);

    // A tap with no page open opens the notification's page in a new window: Chromium lets only
    // a real tap do that (the service worker's test checks it calls openWindow), so the phone
    // opens that page here.
    const [{ url } = { url: '' }] = await shown();
    await phone.goto(url);
    const opened = phone.getByRole('region', { name: 'Opened from a notification' });
    const order = opened.getByRole('listitem', { name: `Order #${id}`, exact: true });
    await expect(order).toContainText('Late Customer');
    await order.getByRole('button', { name: `Accept order #${id}, ready in 30 min` }).click();
    await expect(order).toContainText('Preparing');

    // The customer's open page shows the time, live.
    const readyAt = await customerPage.evaluate(
      async ({ orderId, token }) => {
        const response = await fetch(`/api/orders/${orderId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { readyAt: string }).readyAt;
      },
      { orderId: id, token: customer.session.token },
    );
    await expect(
      customerPage.getByText(`Ready about ${formatShopTime(Date.parse(readyAt))}`),
    ).toBeVisible();
    await expect(customerPage.getByText(/· in (29|30) min/)).toBeVisible();
    // And their phone is told, with the same time; staff devices heard of it only as new.
    const [acceptedPush] = await push.waitFor(customerPhoneDevice, 1);
    expect(acceptedPush?.message).toMatchObject({
      title: `Order #${id} accepted`,
      body: `It will be ready about ${formatShopTime(Date.parse(readyAt))}.`,
      url: `/orders?order=${id}`,
    });
    expect(device.received).toHaveLength(2);

    // The dashboard counts the wait.
    await phone.goto('/admin');
    const waits = phone.getByRole('region', { name: 'Time to accept today' });
    await expect(waits).toContainText('median wait');
    await expect(waits).toContainText('longest wait');
  } finally {
    await staff.close();
    await customerContext.close();
  }
});
