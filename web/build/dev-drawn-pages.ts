import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ProxyOptions } from 'vite';
import type { PageData, PageRenderer } from '@buka/domain/page-render';

// npm run dev: Vite draws the pages the server draws in production (the home page, the menu)
// with the same renderer, so that a drawing bug (a hydration mismatch, a component that touches
// `window` while drawing) shows while working, not only after a production build.

/** Where the API answers when the config names no proxy for it (scripts/dev.mjs starts it). */
export const DEFAULT_API = 'http://127.0.0.1:3001';

// The app's script: a module with a source of its own, not one of Vite's (/@vite/client).
const APP_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="(?!\/@)[^"]+"[^>]*><\/script>\s*/;

/**
 * Dev's index.html (after Vite's transformIndexHtml) in the shape of the built one that the
 * renderer expects (entry-server.tsx): the app's script first in the head, where the renderer
 * takes it from (the first module script with a source, which would otherwise be Vite's client),
 * and a link to the stylesheet, which in dev comes only through the app's code. Vite's client
 * and React's refresh preamble stay where they are: they run before the app, which the drawn
 * page starts later.
 */
export function devTemplate(html: string, stylesheet: string): string {
  const app = APP_SCRIPT.exec(html)?.[0];
  if (!app) throw new Error('index.html has no app script (a module script with a src)');
  if (!/<head>/.test(html) || !html.includes('</head>')) throw new Error('index.html has no head');
  return html
    .replace(APP_SCRIPT, '')
    .replace('<head>', () => `<head>\n    ${app.trim()}`)
    .replace('</head>', () => `  <link rel="stylesheet" href="${stylesheet}">\n  </head>`);
}

/** The API's origin: the target of the dev server's proxy for /api, else DEFAULT_API. */
export function apiOrigin(proxy: string | ProxyOptions | undefined): string {
  const target = typeof proxy === 'string' ? proxy : proxy?.target;
  if (typeof target === 'string' || target instanceof URL) return new URL(target).origin;
  return DEFAULT_API;
}

async function getJson<T>(url: string): Promise<T> {
  // A stuck API must not hold the page for long: the browser then draws it itself.
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** An error's message with its cause's, which is where fetch says why it failed. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/**
 * Serve only. Answers GET for the renderer's drawnPaths (the query ignored) with the page drawn
 * as production draws it, from the API's answers; when the API is down or drawing fails, says
 * why in the terminal and lets Vite send its usual index.html, which the browser draws.
 */
export function devDrawnPages({
  entry = '/src/entry-server.tsx',
  stylesheet = '/src/index.css',
}: { entry?: string; stylesheet?: string } = {}): Plugin {
  return {
    name: 'buka:dev-drawn-pages',
    apply: 'serve',
    configureServer(server) {
      const api = apiOrigin(server.config.server.proxy?.['/api']);
      const logger = server.config.logger;
      // Known once the entry has loaded: other pages then skip loading it.
      let drawnPaths: readonly string[] | undefined;

      async function loadRenderer(): Promise<PageRenderer> {
        const { renderer } = (await server.ssrLoadModule(entry)) as { renderer: PageRenderer };
        drawnPaths = renderer.drawnPaths;
        return renderer;
      }

      async function draw(pathname: string, renderer: PageRenderer, data: PageData) {
        const html = await fs.readFile(path.join(server.config.root, 'index.html'), 'utf8');
        const template = devTemplate(await server.transformIndexHtml(pathname, html), stylesheet);
        return (await renderer.renderPage({ template, pathname, data })).html;
      }

      async function page(pathname: string): Promise<string | null> {
        if (drawnPaths && !drawnPaths.includes(pathname)) return null;
        let renderer: PageRenderer;
        try {
          renderer = await loadRenderer();
        } catch (error) {
          report(error, `${entry} could not be loaded: ${pathname} is drawn in the browser`);
          return null;
        }
        if (!renderer.drawnPaths.includes(pathname)) return null;
        let data: PageData;
        try {
          const [products, settings] = await Promise.all([
            getJson<PageData['products']>(`${api}/api/products`),
            getJson<PageData['settings']>(`${api}/api/settings`),
          ]);
          data = { products, settings };
        } catch (error) {
          logger.error(
            `[drawn pages] the API at ${api} did not answer (${reason(error)}): ${pathname} ` +
              'is drawn in the browser',
            { timestamp: true },
          );
          return null;
        }
        try {
          return await draw(pathname, renderer, data);
        } catch (error) {
          report(error, `${pathname} could not be drawn on the server: the browser draws it`);
          return null;
        }
      }

      function report(error: unknown, message: string) {
        // The stack as it reads in the sources, not in Vite's transformed modules.
        if (error instanceof Error) server.ssrFixStacktrace(error);
        const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
        logger.error(`[drawn pages] ${message}\n${detail}`, {
          timestamp: true,
          error: error instanceof Error ? error : undefined,
        });
      }

      // After Vite's own middlewares (its host check, the public files, the rewrite of a page's
      // address to index.html), just before it would send index.html: the page's own address
      // is then req.originalUrl.
      return () => {
        server.middlewares.use((req, res, next) => {
          if (req.method !== 'GET' || req.url !== '/index.html') return next();
          const pathname = (req.originalUrl ?? req.url).split('?')[0]!;
          void page(pathname).then(
            (html) => {
              if (html === null) return next();
              res.statusCode = 200;
              res.setHeader('Content-Type', 'text/html; charset=utf-8');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(html);
            },
            (error: unknown) => next(error),
          );
        });
      };
    },
  };
}
