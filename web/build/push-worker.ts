import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** The service worker's push part, at the site's root (imported by sw.js, never cached long). */
export const PUSH_WORKER_FILE = 'push-sw.js';

const entry = fileURLToPath(new URL('../src/service-worker/push.ts', import.meta.url));

/**
 * Builds src/service-worker/push.ts into one classic script, push-sw.js, that the generated
 * Workbox service worker loads with importScripts: Workbox keeps doing the caching, and the
 * push and notification code stays in a module of its own.
 */
export function pushWorker(): Plugin {
  return {
    name: 'buka:push-worker',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        format: 'iife',
        target: 'es2022',
        minify: true,
        write: false,
        logLevel: 'warning',
      });
      const [output] = result.outputFiles;
      if (!output) throw new Error('push-sw.js was not built');
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER_FILE, source: output.text });
    },
  };
}
