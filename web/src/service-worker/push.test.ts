import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_FROM_NOTIFICATION } from '@buka/domain/push-message';

// The service worker's push part against a stand-in of the worker's scope. The browser tests
// (e2e/tests/notifications.spec.ts) show a delivered push and a tap with the board open; a tap
// with no page of the shop open reaches clients.openWindow, which Chromium allows only from a
// real tap on a notification, so that part is checked here.

const SHOP = 'https://buka.example';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
}

const windows: FakeWindow[] = [];
const scope = Object.assign(new EventTarget(), {
  location: new URL(`${SHOP}/sw.js`),
  registration: { showNotification: vi.fn(async () => undefined) },
  clients: {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  },
});

/** Dispatches an extendable event as the browser does; answers once its waitUntil settled. */
async function dispatch(type: string, fields: object): Promise<void> {
  const work: Promise<unknown>[] = [];
  const event = Object.assign(new Event(type), fields, {
    waitUntil: (promise: Promise<unknown>) => work.push(promise),
  });
  scope.dispatchEvent(event);
  expect(work).toHaveLength(1);
  await Promise.all(work);
}

const pushOf = (message: unknown) =>
  dispatch('push', { data: { text: () => JSON.stringify(message) } });

function tap(url: unknown) {
  const notification = { data: { url }, close: vi.fn() };
  return { notification, tapped: dispatch('notificationclick', { notification }) };
}

function openWindowOf(url: string): FakeWindow {
  const open = { url, focus: vi.fn(async () => open), postMessage: vi.fn() };
  windows.push(open);
  return open;
}

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  await import('./push');
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  windows.length = 0;
  vi.clearAllMocks();
});

describe("the service worker's notifications", () => {
  it('shows a new order as a notification that stays until handled', async () => {
    await pushOf({
      title: 'New order #12: N5,000',
      body: '1 × Jollof Rice · Cash · Ada Obi',
      url: '/admin/orders?order=12',
      tag: 'order-12',
      requireInteraction: true,
    });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'New order #12: N5,000',
      expect.objectContaining({
        body: '1 × Jollof Rice · Cash · Ada Obi',
        tag: 'order-12',
        renotify: true,
        requireInteraction: true,
        data: { url: '/admin/orders?order=12' },
      }),
    );
  });

  it('still shows something for a push it cannot read (Chrome requires one)', async () => {
    await dispatch('push', { data: { text: () => 'not json' } });
    await dispatch('push', { data: null });
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(2);
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Buka',
      expect.objectContaining({ body: 'Something changed', data: { url: '/' } }),
    );
  });

  it('opens the order in a new window when no page of the shop is open', async () => {
    openWindowOf('https://elsewhere.example/');
    const { notification, tapped } = tap('/admin/orders?order=12');
    await tapped;
    expect(notification.close).toHaveBeenCalled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${SHOP}/admin/orders?order=12`);
  });

  it('moves an open page of the shop to the order and brings it forward', async () => {
    const board = openWindowOf(`${SHOP}/admin`);
    await tap('/admin/orders?order=12').tapped;
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
    expect(board.postMessage).toHaveBeenCalledWith({
      type: OPEN_FROM_NOTIFICATION,
      url: `${SHOP}/admin/orders?order=12`,
    });
    expect(board.focus).toHaveBeenCalled();
  });

  it('never opens another site, whatever the push said', async () => {
    await tap('https://evil.example/phish').tapped;
    await tap('//evil.example/phish').tapped;
    await tap(42).tapped;
    expect(scope.clients.openWindow.mock.calls).toEqual([[SHOP], [SHOP], [`${SHOP}/`]]);
  });
});
