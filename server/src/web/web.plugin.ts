import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MENU_CARD_IMAGE_SIZES, type DishImageSources } from '@buka/domain/images';
import { messages } from '@buka/domain/messages';
import { loadPagePreloads } from './page-preloads';

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
  if (file.endsWith('.html') || file === 'sw.js' || file.endsWith('.webmanifest')) {
    return 'no-cache';
  }
  if (file.startsWith('dishes/') || file.startsWith('icons/')) return `public, max-age=${7 * DAY}`;
  return `public, max-age=${DAY}`;
}

const isMenuPage = (pathname: string) => pathname === '/menu' || pathname.startsWith('/menu/');

/**
 * The answers a page asks for as soon as its code runs, fetched in parallel with that code
 * (the CSP allows no inline script, so the first answer cannot be put in the page itself). The
 * app's own fetch takes over the preloaded answer.
 */
export function preloadsFor(pathname: string): string[] {
  const fetches = ['/api/settings'];
  if (pathname === '/' || isMenuPage(pathname)) {
    fetches.unshift('/api/products');
  }
  return fetches.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`);
}

/**
 * The menu's first pictures (its largest paint on a phone), fetched beside the code instead of
 * once the code has drawn the menu; with the page's srcset and sizes, the browser fetches the
 * very file the page will show.
 */
export function picturePreloads(pictures: DishImageSources[]): string[] {
  // Only our own pictures (a srcset means a shipped or uploaded one, by strict patterns): an
  // address typed in by staff could hold what a header may not.
  return pictures.flatMap((picture) =>
    picture.srcSet
      ? [
          `<${picture.src}>; rel=preload; as=image; imagesrcset="${picture.srcSet}"; ` +
            `imagesizes="${MENU_CARD_IMAGE_SIZES}"; fetchpriority=high`,
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
 * build time) when the browser takes them, and index.html for every other path so deep links
 * reach the app's router (spec §2: "/ and any unmatched path").
 */
export async function webRoutes(
  app: FastifyInstance,
  options: { webDist: string; menuPictures?: () => Promise<DishImageSources[]> },
) {
  const { webDist, menuPictures } = options;
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  const pageChunks = loadPagePreloads(webDist);
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

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/');
    if (isPage && hasBuild) {
      const pathname = request.url.split('?')[0]!;
      const links = [...preloadsFor(pathname), ...modulePreloads(pageChunks(pathname))];
      if (menuPictures && isMenuPage(pathname)) {
        // The page is sent even when the menu cannot be read; it will say so itself.
        links.push(...picturePreloads(await menuPictures().catch(() => [])));
      }
      return reply.header('link', links.join(', ')).sendFile('index.html');
    }
    return reply.status(404).send({ message: messages.notFound });
  });
}
