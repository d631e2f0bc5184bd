import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { bundleGraph } from './build/bundle-graph.ts';
import { precompress } from './build/precompress.ts';
import { pwa } from './build/pwa.ts';

const zodJitless = new URL('./src/shared/validation/zod-jitless.ts', import.meta.url);

// Staff chunks, found while bundling, are kept out of the service worker's precache.
let adminFiles = new Set<string>();

export default defineConfig({
  resolve: {
    // zod without its eval probe (see the module); the module itself imports 'zod/v4'.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(zodJitless) }],
  },
  plugins: [
    react(),
    tailwindcss(),
    bundleGraph({ onAdminFiles: (files) => (adminFiles = files) }),
    pwa((url) => adminFiles.has(url.replace(/^\//, ''))),
    precompress(),
  ],
  server: {
    // npm run dev: the API runs on 3001 beside Vite's hot-reloading server.
    proxy: { '/api': 'http://127.0.0.1:3001', '/uploads': 'http://127.0.0.1:3001' },
  },
  build: {
    // Chrome 94+ (Android's WebView and Chrome update through the Play Store): class fields
    // and private methods stay as written instead of shipping helpers for them.
    target: 'es2022',
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
