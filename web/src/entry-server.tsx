// The server's way in (vite build --ssr, to dist/.ssr/): draws the home page and the menu into
// the built index.html from the shop's public answers, so a phone shows dishes before any of
// the app's code has arrived. The server loads this file at run time and keeps what it draws
// until the menu or the settings change (server/src/web/).
import { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router';
import { DEFAULT_LANGUAGE, type Language } from '@buka/domain/languages';
import type { PageTexts } from '@buka/domain/customer-texts';
import {
  pageTextsScript,
  type DrawnPage,
  type PageData,
  type PagePicture,
  type PageRenderer,
} from '@buka/domain/page-render';
import { App } from './app/App';
import { documentTitle } from './app/layout/document-title';
import { pageDataScript, seedPageData } from './app/page-data';
import { AppRoutes } from './app/router';
import { classesIn, createCriticalStyles } from './app/critical-styles';
import { earlyTapsScript } from './shared/hydration/early-taps';
import { startAppScript } from './shared/hydration/start-app';
import { showLanguage } from './shared/i18n/i18n';
// The app's stylesheet, as the browser build makes it (the same sources through Tailwind).
import styles from './index.css?inline';

/** The pages every customer lands on, the same for all: the rest need the customer's own data. */
const drawnPaths = ['/', '/menu'];

// index.html's root holds the header drawn before any script runs; a drawn page replaces it.
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*)<!-- #root ends -->/;
// The app's stylesheet: a drawn page carries the part of it its markup uses instead (on a slow
// network its own request would hold the first paint back by a round trip); the whole of it
// comes with the app's code.
const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/;
// The app's code, which a drawn page starts once its first pictures are painted (start-app.ts).
const APP_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g;
// The classes of the document's own elements, outside the root.
const DOCUMENT_TAGS = /<(?:html|body)\b[^>]*>/g;

const criticalStyles = createCriticalStyles(styles);
// The last page's styles, by its classes: a new menu seldom brings a class the last one lacked.
let lastStyles = { key: '', css: '' };
function stylesFor(classes: Set<string>): string {
  const key = [...classes].sort().join(' ');
  if (lastStyles.key !== key) lastStyles = { key, css: criticalStyles(classes) };
  return lastStyles.css;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#x27);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" })[name]!,
  );

/** The pictures the page asks for with high priority (DishImage's eager ones), as drawn. */
function firstPictures(page: string): PagePicture[] {
  return [...page.matchAll(/<img\b[^>]*\bfetchPriority="high"[^>]*>/gi)].map(([tag]) => {
    const attribute = (name: string) => {
      const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
      return value === undefined ? undefined : unescapeHtml(value);
    };
    return { src: attribute('src') ?? '', srcSet: attribute('srcSet'), sizes: attribute('sizes') };
  });
}

async function drawApp(pathname: string, data: PageData) {
  // Only what the data gives: nothing is fetched while drawing.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  seedPageData(queryClient, data);
  let failure: unknown;
  // prerender waits for the page's code (its lazy modules) and every Suspense boundary, so the
  // page is drawn whole. A part that fails throws: a page is taken over whole or not drawn here
  // at all, never half.
  const { prelude } = await prerender(
    <App
      queryClient={queryClient}
      router={
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      }
    />,
    {
      onError: (error) => void (failure ??= error),
      // Every boundary in place, in document order: React would otherwise move a large one to
      // the end of the page with a script to put it back, which the page's CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // React puts the preloads of the pictures it drew ahead of the markup; the head carries the
  // first pictures' own (picturePreload), where the browser reads them first.
  const page = (await new Response(prelude).text()).replace(/^(?:<link rel="preload"[^>]*>)+/, '');
  if (failure) throw failure;
  if (page.includes('<script')) throw new Error('The page drew an inline script');
  // The first pictures are preloaded from the head, where the browser reads them first.
  return { preloads: firstPictures(page).map(picturePreload).join(''), page };
}

/** A first picture's preload: its sources as the picture itself chooses among them. */
function picturePreload({ src, srcSet, sizes }: PagePicture): string {
  const sources = srcSet
    ? ` imagesrcset="${escapeHtml(srcSet)}"` + (sizes ? ` imagesizes="${escapeHtml(sizes)}"` : '')
    : ` href="${escapeHtml(src)}"`;
  return `<link rel="preload" as="image"${sources} fetchpriority="high"/>`;
}

// The pages' words come from the one language shown (shared/i18n/i18n.ts), so pages are drawn
// one at a time, each in its language; a page is drawn once per menu version, so none waits long.
let drawing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(draw: () => Promise<T>): Promise<T> {
  const next = drawing.then(draw, draw);
  drawing = next.catch(() => undefined);
  return next;
}

async function renderPage(input: {
  template: string;
  pathname: string;
  data: PageData;
  modules?: readonly string[];
  language?: Language;
  texts?: PageTexts;
}): Promise<DrawnPage> {
  const language = input.language ?? DEFAULT_LANGUAGE;
  if (!drawnPaths.includes(input.pathname)) {
    throw new Error(`${input.pathname} is not drawn on the server`);
  }
  return oneAtATime(async () => {
    await showLanguage(language, input.texts);
    return drawPage({ ...input, language });
  });
}

async function drawPage({
  template,
  pathname,
  data,
  modules = [],
  language,
  texts,
}: {
  template: string;
  pathname: string;
  data: PageData;
  modules?: readonly string[];
  language: Language;
  texts?: PageTexts;
}): Promise<DrawnPage> {
  if (!drawnPaths.includes(pathname)) throw new Error(`${pathname} is not drawn on the server`);
  if (!ROOT.test(template)) throw new Error('index.html has no root to draw the page into');
  const stylesheet = STYLESHEET.exec(template)?.[1];
  if (!stylesheet) throw new Error('index.html has no stylesheet');
  const app = APP_SCRIPT.exec(template)?.[1];
  if (!app) throw new Error('index.html has no app script');
  const modulePreloads = [...template.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const { preloads: picturePreloads, page } = await drawApp(pathname, data);
  const classes = classesIn(
    [...template.matchAll(DOCUMENT_TAGS)].map(([tag]) => tag).join('') + page,
  );
  const css = stylesFor(classes);
  const starter =
    `<script data-app="${escapeHtml(app)}" ` +
    `data-preload="${escapeHtml([...modulePreloads, ...modules].join(' '))}" ` +
    `data-styles="${escapeHtml(stylesheet)}">${startAppScript}</script>`;
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(documentTitle(data.settings.name, pathname))}</title>`,
    )
    // Before the stylesheet, so that they run at once rather than once the styles are in.
    .replace('<title>', () => `<script>${earlyTapsScript}</script>\n    ${starter}\n    <title>`)
    .replace(APP_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, () => `<style>${css}</style>`)
    .replace('</head>', `${picturePreloads}</head>`)
    .replace(
      ROOT,
      (_, space: string) =>
        `<div id="root">${page}</div>${space}${pageDataScript(data)}` +
        // The words it was drawn in, so the app takes over in the very same ones.
        (texts ? pageTextsScript(texts) : ''),
    )
    .replace(
      /<noscript>[^<]*<\/noscript>/,
      '<noscript>Please turn on JavaScript to order.</noscript>',
    );
  return { html, inlineStyles: [css] };
}

/** What the server loads (server/src/web/page-renderer.ts). */
export const renderer = {
  drawnPaths,
  renderPage,
  inlineScripts: [earlyTapsScript, startAppScript],
  // Each page's own, with the page (DrawnPage.inlineStyles).
  inlineStyles: [],
} satisfies PageRenderer;
