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

export interface BundleGraph {
  chunks: Record<string, GraphChunk>;
}

export const BUNDLE_GRAPH_FILE = '.vite/bundle-graph.json';

// Staff-only code: the admin feature and the staff part of the shared domain.
const ADMIN_MODULE = /^(web\/src\/features\/admin\/|domain\/src\/admin\.ts$)/;

export function isAdminModule(module: string): boolean {
  return ADMIN_MODULE.test(module);
}

/**
 * Writes which chunk holds which source modules and which chunks it pulls in, so a test can
 * add up what each page downloads and check that no customer page reaches staff code. The
 * chunks the entry and `offlineModules` need (with all they import) are handed to
 * `onOfflineFiles`, with their stylesheets: what the service worker keeps at once.
 */
export function bundleGraph(
  options: {
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
      const graph: BundleGraph = { chunks };
      this.emitFile({
        type: 'asset',
        fileName: BUNDLE_GRAPH_FILE,
        source: JSON.stringify(graph, null, 1),
      });
    },
  };
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
