import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@buka/domain/languages';
import type { PageData } from '@buka/domain/page-render';
import type { ProductsResponse } from '@buka/domain/products';
import type { Settings } from '@buka/domain/settings';
import { answerOf, type Answer, type CachedAnswer } from '../http/cached-answer';
import type { ShopTexts } from '../texts/shop-texts';
import { contentSecurityPolicy } from '../http/security-headers';
import { hashSource, type LoadedRenderer } from './page-renderer';

type Page = Answer<null>;

interface Drawing {
  /**
   * The versions of the menu, the settings and the shop's words (and the year, in the footer)
   * it is drawn from.
   */
  key: string;
  /** The shared answers last seen with that key: the same two mean the same page. */
  products: Answer<ProductsResponse>;
  shop: Answer<Settings>;
  texts: string;
  page: Promise<Page | null>;
  /** Once drawn: the page, or null when it could not be drawn. */
  done?: Page | null;
}

/**
 * The pages the server draws (the home page, the menu), each drawn once per version of the
 * shared menu and settings answers that the API sends, and shared by every request until one
 * of them changes: a busy menu page costs what a busy GET /api/products costs. Sent precompressed,
 * with an ETag (304 for a browser that has it). No Link header: the page's first pictures are
 * preloaded from its head, which arrives with the answer's first packets (five of its nine
 * kilobytes, packed), and each header is written and checked again on every answer.
 */
export function createDrawnPages(options: {
  renderer: LoadedRenderer;
  menu: CachedAnswer<ProductsResponse>;
  settings: CachedAnswer<Settings>;
  /** The shop's words: a page is drawn again when they change. */
  texts: ShopTexts;
  /** The page's own modules (beyond the app's), in a language. */
  modulesFor: (pathname: string, language: Language) => string[];
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { renderer, menu, settings, texts, log } = options;
  const drawings = new Map<string, Drawing>();

  function drawing(
    pathname: string,
    language: Language,
    products: Answer<ProductsResponse>,
    shop: Answer<Settings>,
  ) {
    // Each page once per language it is asked in.
    const existing = drawings.get(`${language} ${pathname}`);
    // The busy path: the very answers the page was last matched with, so nothing to build. They
    // are read again every few seconds (their maxAgeMs), and the key (with the year) then looked
    // at again, so a new year shows in the footer within seconds of midnight.
    const version = texts.version();
    if (existing?.products === products && existing.shop === shop && existing.texts === version) {
      return existing;
    }
    const key = `${products.etag} ${shop.etag} ${version} ${options.now().getFullYear()}`;
    if (existing?.key === key) {
      existing.products = products;
      existing.shop = shop;
      existing.texts = version;
      return existing;
    }
    const data: PageData = { products: products.value, settings: shop.value };
    const entry: Drawing = {
      key,
      products,
      shop,
      texts: version,
      page: renderer
        .renderPage({
          template: renderer.template,
          pathname,
          data,
          modules: options.modulesFor(pathname, language),
          language,
          texts: texts.pageTexts(language),
        })
        .then(
          ({ html, inlineStyles = [] }) =>
            answerOf(null, Buffer.from(html), {
              type: 'text/html; charset=utf-8',
              // Drawn once per version of the menu and sent to every phone: brotli's smallest
              // (a tenth of a second once; 8% fewer bytes on every visit of a slow phone).
              brotliQuality: 11,
              headers: {
                // Drawn in the language the cookie or the phone asks for (docs/languages.md).
                vary: 'accept-encoding, cookie, accept-language',
                // The page's own stylesheet (the part of the app's its markup uses) by its hash.
                'content-security-policy': contentSecurityPolicy({
                  scripts: renderer.inlineSources.scripts,
                  styles: [...renderer.inlineSources.styles, ...inlineStyles.map(hashSource)],
                }),
              },
            }),
          // Drawn in the browser instead, until the menu or the settings change.
          (error: unknown) => {
            log.error({ err: error }, `${pathname} (${language}) could not be drawn on the server`);
            return null;
          },
        ),
    };
    void entry.page.then((page) => (entry.done = page));
    drawings.set(`${language} ${pathname}`, entry);
    return entry;
  }

  /**
   * The page for `pathname` (one of the renderer's drawnPaths) in `language`: at once while the menu and the
   * settings are fresh and it is drawn (the common case), else once read and drawn. Null when
   * it cannot be drawn: the caller sends the page the browser draws.
   */
  function page(pathname: string, language: Language): Page | null | Promise<Page | null> {
    const products = menu.version.fresh();
    const shop = settings.version.fresh();
    if (products && shop) {
      const entry = drawing(pathname, language, products, shop);
      return entry.done !== undefined ? entry.done : entry.page;
    }
    return Promise.all([menu.version.current(), settings.version.current()]).then(
      ([products, shop]) => drawing(pathname, language, products, shop).page,
    );
  }

  return { paths: renderer.drawnPaths, page };
}

export type DrawnPages = ReturnType<typeof createDrawnPages>;
