import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { firstWordsPages, flatPageRoutes } from './src/app/routes.ts';
import { bundleGraph } from './build/bundle-graph.ts';
import { languageCatalogs } from './build/catalogs.ts';
import { devDrawnPages } from './build/dev-drawn-pages.ts';
import { precompress } from './build/precompress.ts';
import { pushWorker } from './build/push-worker.ts';
import { OFFLINE_PAGES, pwa } from './build/pwa.ts';

const zodJitless = new URL('./src/shared/validation/zod-jitless.ts', import.meta.url);

// The files a first visit's service worker keeps (the pages that work offline), found while
// bundling; everything else is kept as it is used.
let offlineFiles = new Set<string>();

// Chrome 94+ (Android's WebView and Chrome update through the Play Store): class fields
// and private methods stay as written instead of shipping helpers for them.
const BROWSER_TARGET = 'es2022';

const resolve = {
  // zod without its eval probe (see the module); the module itself imports 'zod/v4'.
  alias: [{ find: /^zod$/, replacement: fileURLToPath(zodJitless) }],
};

// React Router's package names only its development build (the same code with its warnings
// for developers turned on, which a phone then runs on every match): the browser gets the
// production one.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// vite build --ssr src/entry-server.tsx: the server's way in, one self-contained bundle in
// dist/.ssr/ (a hidden folder, which the server never sends to a browser).
const serverBuild = defineConfig({
  resolve,
  plugins: [react(), tailwindcss(), languageCatalogs({ pages: true })],
  // The server runs React's production build whatever its own NODE_ENV.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist/.ssr',
    target: 'node20',
    // The stylesheet a drawn page carries is the browser build's, byte for byte.
    cssTarget: BROWSER_TARGET,
    cssMinify: true,
    sourcemap: false,
    copyPublicDir: false,
  },
});

const browserBuild = defineConfig({
  resolve: {
    alias: [...resolve.alias, { find: /^react-router$/, replacement: reactRouterProduction }],
  },
  plugins: [
    react(),
    tailwindcss(),
    languageCatalogs({ pages: true }),
    bundleGraph({
      landing: flatPageRoutes().flatMap((route) =>
        route.landing
          ? [
              {
                path: route.fullPath,
                module: route.page,
                laterWords: !firstWordsPages.includes(route.page),
              },
            ]
          : [],
      ),
      // The menu's cards load apart from the menu (MenuPopups.tsx), a dish's choices on its
      // first tap and the card's stepper when its dish is first in the cart (AddToCartButton.tsx),
      // and the account menu and the phone's full-screen menu apart from the header (Header.tsx),
      // but all must show offline too.
      offlineModules: [
        ...OFFLINE_PAGES,
        'web/src/features/menu/components/MenuCards.tsx',
        'web/src/features/menu/components/ChoiceSheet.tsx',
        'web/src/features/menu/components/QuantityStepper.tsx',
        'web/src/app/layout/ProfileMenu.tsx',
        'web/src/app/layout/MobileMenu.tsx',
        // English's words, which the pages' code no longer carries: the service worker's
        // index.html brings none, so offline the app draws in these (another language's catalog
        // is kept once loaded).
        'virtual:catalog/en',
        'virtual:later-catalog/en',
      ],
      onOfflineFiles: (files) => (offlineFiles = files),
    }),
    pushWorker(),
    pwa((url) => offlineFiles.has(url.replace(/^\//, ''))),
    precompress(),
    // npm run dev: the home page and the menu drawn as the server draws them in production.
    devDrawnPages(),
  ],
  server: {
    // npm run dev: the API runs on 3001 beside Vite's hot-reloading server.
    proxy: { '/api': 'http://127.0.0.1:3001', '/uploads': 'http://127.0.0.1:3001' },
  },
  build: {
    target: BROWSER_TARGET,
    sourcemap: false,
    // Every browser that runs this build preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Fewer, larger files on a page's critical path: over HTTP/1.1 a phone fetches six at a
        // time, and each further round costs a round trip (150 ms on slow 4G). Everything the
        // entry needs is one chunk; shared pieces of a few KB are copied into the page chunks
        // that use them instead of standing alone (about 1 KB more in all, 8 fewer requests
        // for /menu). The copies need strict execution order, which Rolldown then turns on.
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 6000 },
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
