import type { PageTexts } from './customer-texts';
import type { Language } from './languages';
import type { ProductsResponse } from './products';
import type { Settings } from './settings';

/** The id of the JSON script holding a page's words (`PageTexts`), read by the app as it starts. */
export const PAGE_TEXTS_ID = 'page-texts';

/**
 * A page's words as a script tag that never runs (JSON, which the CSP lets through). Escaping
 * '<' keeps a wording holding '</script>' inside it.
 */
export const pageTextsScript = (texts: PageTexts): string =>
  `<script type="application/json" id="${PAGE_TEXTS_ID}">${JSON.stringify(texts).replace(/</g, '\\u003c')}</script>`;

// What the web build's server entry (web/src/entry-server.tsx, built to web/dist/.ssr/) offers
// the server, which loads it at run time: neither side imports the other's source.

/** The public answers a page is drawn from: the very ones GET /api/products and /api/settings send. */
export interface PageData {
  products: ProductsResponse;
  settings: Settings;
}

/** A picture a drawn page fetches first (with high priority): its largest paint, most likely. */
export interface PagePicture {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export interface DrawnPage {
  /** The document, its first pictures preloaded from its head. */
  html: string;
  /** The inline stylesheets this page carries, to be allowed by their hash in its CSP. */
  inlineStyles?: string[];
}

export interface PageRenderer {
  /** The addresses drawn on the server (exact paths); every other page is drawn in the browser. */
  drawnPaths: readonly string[];
  /**
   * The whole document for one of `drawnPaths`: the built index.html (`template`) with the page
   * drawn into it and the data it was drawn from, for the browser to take over.
   */
  renderPage(input: {
    template: string;
    pathname: string;
    data: PageData;
    /** The page's own modules, which its code loads beside the app's. */
    modules?: readonly string[];
    /** The language it is drawn in (English when not given). */
    language?: Language;
    /** That language's words with the shop's corrections, which the page carries inline. */
    texts?: PageTexts;
  }): Promise<DrawnPage>;
  /** The inline scripts the drawn pages carry, to be allowed by their hash in the CSP. */
  inlineScripts: readonly string[];
  /** The same for the inline stylesheets every drawn page may carry (besides its own). */
  inlineStyles: readonly string[];
}
