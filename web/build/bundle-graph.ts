import path from 'node:path';
import type { Plugin } from 'vite';

/** One output chunk as the page-weight budget (bench/) reads it. */
export interface GraphChunk {
  /** The source module it was built from ('src/features/menu/MenuPage.tsx'), if any. */
  facade: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Chunks the browser must load with this one (static imports). */
  imports: string[];
  /** Chunks loaded only when the code asks (route pages, the cart panel, staff tools). */
  dynamicImports: string[];
  css: string[];
  /** Source modules inside, relative to the repository ('web/src/…', 'domain/src/…', 'node_modules/…'). */
  modules: string[];
}

/**
 * A page a customer lands on from outside (marked `landing` in src/app/routes.ts): the addresses
 * that open it and the chunks it needs beyond what index.html already loads, which the server
 * sends as modulepreload links so the browser fetches the page's code beside the app's.
 */
export interface LandingPage {
  /** The route's path, as React Router reads it ('/menu/:user'). */
  path: string;
  /** The same as a regular expression the server tests an address against. */
  pattern: string;
  /** The page's module ('web/src/features/menu/MenuPage.tsx'). */
  module: string;
  /**
   * Whether it shows the later pages' words, whose chunk in the visitor's language
   * (`laterCatalogs`) the server then sends ahead too.
   */
  laterWords: boolean;
  /** The page's own chunk first, then the others it needs, sorted. */
  chunks: string[];
}

export interface BundleGraph {
  chunks: Record<string, GraphChunk>;
  landingPages: LandingPage[];
  /** Each language's catalog chunk ('ha' → 'assets/ha-….js'), which a page in it loads first. */
  catalogs: Record<string, string>;
  /** Each language's chunk of the later pages' words, which a later page loads with its code. */
  laterCatalogs: Record<string, string>;
}

const CATALOG = /^virtual:catalog\/(\w+)$/;
const LATER_CATALOG = /^virtual:later-catalog\/(\w+)$/;

export const BUNDLE_GRAPH_FILE = '.vite/bundle-graph.json';

// Staff-only code: the staff features (features/staff-*), what only they share (shared/staff),
// the staff area the app composes from them (app/staff) and the staff part of the shared domain.
const ADMIN_MODULE =
  /^(web\/src\/(features\/staff-[^/]+|shared\/staff|app\/staff)\/|domain\/src\/admin\.ts$)/;

export function isAdminModule(module: string): boolean {
  return ADMIN_MODULE.test(module);
}

/**
 * Writes which chunk holds which source modules and which chunks it pulls in, so a test can
 * add up what each page downloads and check that no customer page reaches staff code. The
 * chunks each `landing` page needs are written beside them (for the server's preloads); the
 * chunks the entry and `offlineModules` need (with all they import) are handed to
 * `onOfflineFiles`, with their stylesheets: what the service worker keeps at once.
 */
export function bundleGraph(
  options: {
    landing?: readonly LandingRoute[];
    offlineModules?: readonly string[];
    onOfflineFiles?: (files: Set<string>) => void;
  } = {},
): Plugin {
  let repoRoot = '';
  return {
    name: 'buka:bundle-graph',
    apply: 'build',
    configResolved(config) {
      repoRoot = path.resolve(config.root, '..');
    },
    generateBundle(_options, bundle) {
      const relative = (id: string) => {
        const clean = id.split('?')[0]!.replace(/^\0/, '');
        const inNodeModules = clean.lastIndexOf('/node_modules/');
        if (inNodeModules >= 0) return clean.slice(inNodeModules + 1);
        return path.isAbsolute(clean) ? path.relative(repoRoot, clean) : clean;
      };
      const chunks: Record<string, GraphChunk> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.keys(output.modules).map(relative);
        chunks[output.fileName] = {
          facade: output.facadeModuleId ? relative(output.facadeModuleId) : null,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules,
        };
      }
      options.onOfflineFiles?.(offlineFiles(chunks, options.offlineModules ?? []));
      const graph: BundleGraph = {
        chunks,
        landingPages: landingPages(chunks, options.landing ?? []),
        catalogs: catalogChunks(chunks, CATALOG),
        laterCatalogs: catalogChunks(chunks, LATER_CATALOG),
      };
      this.emitFile({
        type: 'asset',
        fileName: BUNDLE_GRAPH_FILE,
        source: JSON.stringify(graph, null, 1),
      });
    },
  };
}

/** Each language's chunk built from the catalog module `pattern` matches ('ha' → its file). */
function catalogChunks(chunks: Record<string, GraphChunk>, pattern: RegExp) {
  return Object.fromEntries(
    Object.entries(chunks).flatMap(([file, chunk]) => {
      const language = pattern.exec(chunk.facade ?? '')?.[1];
      return language ? [[language, file]] : [];
    }),
  );
}

/** The entry's chunks and those of `modules`, everything they import, and their stylesheets. */
function offlineFiles(chunks: Record<string, GraphChunk>, modules: readonly string[]): Set<string> {
  const files = new Set<string>();
  const queue = Object.keys(chunks).filter((file) => {
    const chunk = chunks[file]!;
    return chunk.isEntry || (chunk.facade !== null && modules.includes(chunk.facade));
  });
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    queue.push(...(chunks[file]?.imports ?? []));
    for (const css of chunks[file]?.css ?? []) files.add(css);
  }
  // Staff code is never a customer's to keep, whatever imports it.
  return new Set([...files].filter((file) => !chunks[file]?.modules.some(isAdminModule)));
}

/** A landing route as the build is given it: its whole path, its page, whether it shows later words. */
export interface LandingRoute {
  path: string;
  module: string;
  laterWords?: boolean;
}

/**
 * A React Router path as a regular expression over a whole address: `:name` one segment,
 * `:name?` one or none, `*` the rest.
 */
export function routePattern(routePath: string): string {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return `^${segments.join('') || '/'}$`;
}

/**
 * For each landing route, the chunks its page needs that the entry does not already load: the
 * page's chunk with all it imports. A route whose page is not a chunk of its own (not lazily
 * loaded) gets none.
 */
export function landingPages(
  chunks: Record<string, GraphChunk>,
  routes: readonly LandingRoute[],
): LandingPage[] {
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file) || !chunks[file]) continue;
      seen.add(file);
      queue.push(...chunks[file].imports);
    }
    return seen;
  };
  const files = Object.keys(chunks);
  const shell = closure(files.filter((file) => chunks[file]!.isEntry));
  return routes.flatMap(({ path, module, laterWords = false }) => {
    const page = files.find((file) => chunks[file]!.facade === module);
    if (!page) return [];
    const needed = [...closure([page])].filter((file) => !shell.has(file) && file !== page).sort();
    return [{ path, pattern: routePattern(path), module, laterWords, chunks: [page, ...needed] }];
  });
}
