import { addressesToKeep } from './offline-cache';
import { offerUpdate } from './update-store';

const HOUR = 60 * 60 * 1000;

/**
 * Installs the service worker (build/pwa.ts) with the browser's own API: on a slow network each
 * module loaded before it would cost a round trip before the worker even starts.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  if (!workers.controller) {
    // First visit: what this page loaded before the worker took over (the menu, its
    // pictures) is asked for again through it, so it is there offline. Mostly from the
    // browser's own cache; the menu costs a 304.
    workers.addEventListener('controllerchange', keepWhatThisPageLoaded, { once: true });
  }
  workers
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      offerEachNewVersion(registration);
      // A phone may keep the shop open for days: look for a new version now and then.
      setInterval(() => void registration.update().catch(() => {}), HOUR);
    })
    .catch(() => undefined);
}

/**
 * A new version's worker waits (registerType 'prompt'): a page of the old version keeps loading
 * its own code meanwhile. The notice lets the customer switch when it suits them; the page
 * reloads once the new worker has taken over.
 */
export function offerEachNewVersion(registration: ServiceWorkerRegistration): void {
  const offer = (waiting: ServiceWorker) =>
    offerUpdate(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
        once: true,
      });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  // Found on an earlier visit and still waiting.
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Installed while another version runs this page: an update (the first install takes over
      // at once instead).
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
    });
  });
}

function keepWhatThisPageLoaded(): void {
  const loaded = [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    // A page drawn on the server asked for neither: it came with them.
    new URL('/api/products', location.origin).href,
    new URL('/api/settings', location.origin).href,
  ];
  // One request per task: a slow phone spends milliseconds making each, and answers taps between.
  for (const address of addressesToKeep(loaded, location.origin)) {
    setTimeout(() => void fetch(address).catch(() => undefined), 0);
  }
}
