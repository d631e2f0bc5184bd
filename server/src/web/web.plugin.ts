import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MENU_CARD_IMAGE_SIZES } from '@buka/domain/images';
import { messages } from '@buka/domain/messages';
import type { Language } from '@buka/domain/languages';
import { pageTextsScript, type PagePicture } from '@buka/domain/page-render';
import { answerOf, sendAnswer, type Answer } from '../http/cached-answer';
import { answerPageIn } from '../i18n/request-language';
import { say } from '../i18n/translations';
import { firstMenuPictures, type Menu } from '../products/menu';
import type { ShopSettings } from '../settings/shop-settings';
import type { ShopTexts } from '../texts/shop-texts';
import { createDrawnPages } from './drawn-pages';
import { loadPagePreloads } from './page-preloads';
import type { LoadedRenderer } from './page-renderer';
import type { Log } from '../log';

const DAY = 24 * 60 * 60;
const YEAR = 365 * DAY;

/**
 * How long a browser may keep each built file. Hashed assets never change under their name;
 * the page, the service worker and the app manifest must be asked for again each time, so a
 * new version is seen at once; the rest (icons, sample pictures) for a while.
 */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return `public, max-age=${YEAR}, immutable`;
  // push-sw.js is the service worker's own part (importScripts), so it goes with sw.js.
  if (
    file.endsWith('.html') ||
    file === 'sw.js' ||
    file === 'push-sw.js' ||
    file.endsWith('.webmanifest')
  ) {
    return 'no-cache';
  }
  if (file.startsWith('dishes/') || file.startsWith('icons/')) return `public, max-age=${7 * DAY}`;
  return `public, max-age=${DAY}`;
}

const isMenuPage = (pathname: string) => pathname === '/menu' || pathname.startsWith('/menu/');

/**
 * The answers a page the browser draws asks for as soon as its code runs, fetched in parallel
 * with that code. The app's own fetch takes over the preloaded answer. (A page drawn on the
 * server carries its answers.)
 */
export function preloadsFor(pathname: string): string[] {
  const fetches = ['/api/settings'];
  if (pathname === '/' || isMenuPage(pathname)) {
    fetches.unshift('/api/products');
  }
  return fetches.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`);
}

// What a picture's address, srcset and sizes may hold to go into a header: ours do.
const HEADER_SAFE = /^[\w\-./:%,() ]+$/;

/**
 * A page's first pictures (its largest paint on a phone), fetched as soon as the answer's
 * headers arrive instead of once the page is read; with the page's srcset and sizes, the
 * browser fetches the very file the page will show. The menu's are shown at the menu card's
 * sizes unless a picture says otherwise.
 */
export function picturePreloads(pictures: PagePicture[]): string[] {
  // Only our own pictures (a srcset means a shipped or uploaded one, by strict patterns): an
  // address typed in by staff could hold what a header may not.
  return pictures.flatMap(({ src, srcSet, sizes = MENU_CARD_IMAGE_SIZES }) =>
    srcSet && [src, srcSet, sizes].every((part) => HEADER_SAFE.test(part))
      ? [
          `<${src}>; rel=preload; as=image; imagesrcset="${srcSet}"; ` +
            `imagesizes="${sizes}"; fetchpriority=high`,
        ]
      : [],
  );
}

/** The page's own code, fetched beside the app's instead of after it has run. */
function modulePreloads(files: string[]): string[] {
  return files.map((file) => `</${file}>; rel=modulepreload; crossorigin`);
}

/**
 * Serves the built web app: hashed assets cached for a year, precompressed copies (made at
 * build time) when the browser takes them, the home page and the menu drawn on the server
 * (when the build can draw them), and index.html for every other path so deep links reach the
 * app's router (docs/screens.md#pages: "/ and any unmatched path").
 */
export async function webRoutes(
  app: FastifyInstance,
  options: {
    webDist: string;
    menu: Menu;
    settings: ShopSettings;
    texts: ShopTexts;
    renderer: LoadedRenderer | null;
    now: () => Date;
    log: Log;
  },
) {
  const { webDist, menu, renderer, texts } = options;
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  const pageChunks = loadPagePreloads(webDist);
  const appPage = hasBuild
    ? appPageIn(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'))
    : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      index: false,
      // Ours alone (setHeaders): the default would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControlFor(path.relative(webDist, filePath)));
      },
    });
  }

  /** The page the browser draws: index.html, with what it will ask for first preloaded. */
  async function sendAppPage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0]!;
    const language = answerPageIn(request, reply);
    const links = [...preloadsFor(pathname), ...modulePreloads(pageChunks(pathname, language))];
    if (isMenuPage(pathname)) {
      // The page is sent even when the menu cannot be read; it will say so itself.
      const menuNow = await menu.value().catch(() => null);
      links.push(...picturePreloads(menuNow ? firstMenuPictures(menuNow) : []));
    }
    reply.header('link', links.join(', '));
    if (!appPage) return reply.sendFile('index.html');
    // The tab's title until the app names the page: the shop's own name, in the page's language.
    const shopName = await options.settings
      .value()
      .then((settings) => settings.name)
      .catch(() => null);
    return sendAnswer(request, reply, appPage(texts, language, shopName));
  }

  if (hasBuild && renderer) {
    const drawn = createDrawnPages({
      renderer,
      menu,
      settings: options.settings,
      texts,
      modulesFor: (pathname, language) => pageChunks(pathname, language).map((file) => `/${file}`),
      now: options.now,
      log: options.log,
    });
    for (const pathname of drawn.paths) {
      // A page, not a call: it takes no input and stays out of the API's description.
      app.get(pathname, { schema: { hide: true } }, (request, reply) => {
        const page = drawn.page(pathname, answerPageIn(request, reply));
        // The common case at once, with no promise: drawn, and the menu and settings fresh.
        if (page && !(page instanceof Promise)) {
          const sent = sendAnswer(request, reply, page);
          return sent === reply ? undefined : sent;
        }
        // When the menu cannot be read or the page drawn, the browser draws it (and says so).
        return Promise.resolve(page)
          .catch(() => null)
          .then((read) => (read ? sendAnswer(request, reply, read) : sendAppPage(request, reply)));
      });
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/');
    if (isPage && hasBuild) return sendAppPage(request, reply);
    return reply.status(404).send({ message: messages.notFound });
  });
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page the browser draws, in each language: index.html carrying that language's words with
 * the shop's corrections (docs/decisions/0014-the-shops-own-words.md), so the app draws at once
 * without a catalog of its own to fetch, and titled with the shop's name in that language. Made
 * once per language, version of the words and name of the shop.
 */
function appPageIn(template: string) {
  const made = new Map<Language, Answer<null>>();
  let madeFor = '';
  return (texts: ShopTexts, language: Language, shopName: string | null): Answer<null> => {
    const version = `${texts.version()}\n${shopName ?? ''}`;
    if (madeFor !== version) {
      made.clear();
      madeFor = version;
    }
    let answer = made.get(language);
    if (!answer) {
      const title = shopName ? say(language, 'homeTabTitle', { shop: shopName }) : null;
      const html = template
        .replace(/<title>[^<]*<\/title>/, (built) =>
          title ? `<title>${escapeText(title)}</title>` : built,
        )
        .replace('</body>', () => `${pageTextsScript(texts.pageTexts(language))}</body>`);
      answer = answerOf(null, Buffer.from(html), {
        type: 'text/html; charset=utf-8',
        headers: { vary: 'accept-encoding, cookie, accept-language' },
      });
      made.set(language, answer);
    }
    return answer;
  };
}
