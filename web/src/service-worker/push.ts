import { OPEN_FROM_NOTIFICATION, type PushMessage } from '@buka/domain/push-message';

// The service worker's notification part, loaded into the Workbox service worker with
// importScripts (build/push-worker.ts bundles it on its own, as push-sw.js).
// A push from the shop (a new order for staff, a step of a customer's order) becomes a
// notification, also while no page of the shop is open; a tap opens the page it is about.

// The few service worker types used here; the web app's TypeScript lib is the DOM's.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  postMessage(message: unknown): void;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;

/** What the push says, or a plain notice when it cannot be read (never nothing at all). */
function readMessage(event: PushEvent): PushMessage {
  const fallback: PushMessage = { title: 'Buka', body: 'Something changed', url: '/', tag: 'buka' };
  try {
    const data = JSON.parse(event.data?.text() ?? '') as Partial<PushMessage>;
    if (typeof data.title !== 'string') return fallback;
    return {
      title: data.title,
      body: typeof data.body === 'string' ? data.body : '',
      url: typeof data.url === 'string' ? data.url : '/',
      tag: typeof data.tag === 'string' ? data.tag : 'buka',
      requireInteraction: data.requireInteraction === true,
    };
  } catch {
    return fallback;
  }
}

worker.addEventListener('push', (event) => {
  const message = readMessage(event);
  // Chrome requires every push to show a notification; a newer one about the same order
  // replaces the older and rings again.
  event.waitUntil(
    worker.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: true,
      requireInteraction: message.requireInteraction ?? false,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: message.url },
    } as NotificationOptions),
  );
});

/** Only a page of this shop: a notification's url is a path, never another site. */
function pageOf(notification: Notification): string {
  const path = (notification.data as { url?: unknown } | null)?.url;
  const url = new URL(typeof path === 'string' ? path : '/', worker.location.origin);
  return url.origin === worker.location.origin ? url.href : worker.location.origin;
}

async function openPage(href: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
  if (!open) {
    await worker.clients.openWindow(href);
    return;
  }
  // The page moves in the app itself (no reload, the staff board keeps its sound and stream).
  open.postMessage({ type: OPEN_FROM_NOTIFICATION, url: href });
  await open.focus().catch(() => undefined);
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(pageOf(event.notification)));
});
