import { VitePWA } from 'vite-plugin-pwa';
import { offlinePages } from '../src/app/routes.ts';
import { PUSH_WORKER_FILE } from './push-worker.ts';

const DAY = 24 * 60 * 60;

/** The modules of the pages that work offline (marked `offline` in src/app/routes.ts). */
export const OFFLINE_PAGES = offlinePages.map((page) => page.page);

/**
 * The installable app and its service worker (Workbox): the app's shell and the pages that
 * work offline are precached (`isOfflineFile`), so the shop opens with no network; the last
 * menu and settings answers, the pictures already seen and any other code used are kept as
 * they arrive. The precache stays small, since a first visit on a slow network downloads what
 * the page itself did not, and staff chunks are never in it: a customer's phone never
 * downloads them.
 *
 * A new version waits until the customer accepts it (registerType 'prompt'): a page running the
 * old version keeps loading its own chunks from the old precache instead of failing on files
 * the new deployment no longer has.
 */
export function pwa(isOfflineFile: (url: string) => boolean) {
  return VitePWA({
    registerType: 'prompt',
    // Registered from the app's own module (src/shared/offline): the CSP allows no inline script.
    injectRegister: false,
    // No file of public/ in the precache: each would be fetched anew (they have no hash in their
    // name). The logo is kept as it is shown (runtime routes below); the icons and the manifest
    // are the browser's to fetch when the app is installed, not a page's to show.
    includeAssets: [],
    includeManifestIcons: false,
    integration: {
      // The plugin adds the manifest to the precache by itself.
      beforeBuildServiceWorker(options) {
        options.workbox.additionalManifestEntries =
          options.workbox.additionalManifestEntries?.filter(
            (entry) => (typeof entry === 'string' ? entry : entry.url) !== 'manifest.webmanifest',
          );
      },
    },
    manifest: {
      id: '/',
      name: 'Buka — order food online',
      short_name: 'Buka',
      description: 'Order jollof rice, pepper soup, grilled chicken and more for delivery.',
      lang: 'en',
      start_url: '/menu',
      scope: '/',
      display: 'standalone',
      background_color: '#fafaf9',
      theme_color: '#c2410c',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html}'],
      // Notifications (src/service-worker/push.ts): shown on a push, opened on a tap.
      importScripts: [`/${PUSH_WORKER_FILE}`],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter(
            (entry) =>
              entry.url !== PUSH_WORKER_FILE &&
              (!entry.url.startsWith('assets/') || isOfflineFile(entry.url)),
          ),
          warnings: [],
        }),
      ],
      navigateFallback: '/index.html',
      // Server pages, not the app: the identity provider's sign-in (/api/auth/oidc/start),
      // payment returns and pictures must reach the server.
      navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
      cleanupOutdatedCaches: true,
      // The first visit is looked after at once; later versions still wait for the prompt.
      clientsClaim: true,
      // One file: on a slow network a second one costs a round trip before anything is kept.
      inlineWorkboxRuntime: true,
      runtimeCaching: [
        {
          // The rest of the app's code, as it is used: hashed names never change content.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'buka-code',
            expiration: { maxEntries: 80, maxAgeSeconds: 60 * DAY },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The public menu and shop settings: fresh when the network answers in time, the
          // last copy when it does not (the server checks stock again at order time).
          urlPattern: ({ url, sameOrigin, request }) =>
            sameOrigin &&
            request.mode !== 'navigate' &&
            (url.pathname === '/api/products' || url.pathname === '/api/settings'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'buka-menu',
            networkTimeoutSeconds: 6,
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Uploaded pictures never change under a name.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'buka-uploads',
            expiration: { maxEntries: 120, maxAgeSeconds: 60 * DAY },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The pictures that ship with the app (the sample dishes, the logo, the picture of
          // someone without one) may change with a new version.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/(dishes\/|logo\.svg$|avatar\.svg$)/.test(url.pathname),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'buka-dishes',
            expiration: { maxEntries: 60, maxAgeSeconds: 60 * DAY },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
