/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { addressesToKeep } from './offline-cache';
import { offerUpdate } from './update-store';

const HOUR = 60 * 60 * 1000;

/**
 * Installs the service worker (build/pwa.ts) from the app's own code. Loaded once the page has
 * loaded, so it never delays the first paint.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  const updateServiceWorker = registerSW({
    // The new version waits; the notice lets the customer switch when it suits them. The page
    // reloads once the new worker has taken over (our own listener: workbox-window reloads only
    // when this page started under an older worker, not when it installed the first one).
    onNeedRefresh: () =>
      offerUpdate(() => {
        navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
          once: true,
        });
        void updateServiceWorker(true);
      }),
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      // A phone may keep the shop open for days: look for a new version now and then.
      if (registration) setInterval(() => void registration.update().catch(() => {}), HOUR);
    },
  });
  if (!hadController) {
    // First visit: what this page loaded before the worker took over (the menu, its
    // pictures) is asked for again through it, so it is there offline. Mostly from the
    // browser's own cache; the menu costs a 304.
    navigator.serviceWorker.addEventListener('controllerchange', keepWhatThisPageLoaded, {
      once: true,
    });
  }
}

function keepWhatThisPageLoaded(): void {
  const loaded = [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    // A page drawn on the server asked for neither: it came with them.
    new URL('/api/products', location.origin).href,
    new URL('/api/settings', location.origin).href,
  ];
  for (const address of addressesToKeep(loaded, location.origin)) {
    fetch(address).catch(() => undefined);
  }
}
