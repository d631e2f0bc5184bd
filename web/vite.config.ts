import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleGraph } from './build/bundle-graph.ts';
import { precompress } from './build/precompress.ts';
import { pwa } from './build/pwa.ts';

// Staff chunks, found while bundling, are kept out of the service worker's precache.
let adminFiles = new Set<string>();

export default defineConfig({
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
  },
});
