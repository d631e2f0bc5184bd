import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@buka/domain/languages';

/** The parts of web/build/bundle-graph.ts's BundleGraph the server reads. */
interface BundleGraph {
  landingPages?: { pattern: string; laterWords?: boolean; chunks: string[] }[];
  laterCatalogs?: Partial<Record<Language, string>>;
}

/**
 * Reads, from the web build (`.vite/bundle-graph.json`), the pages a customer lands on from
 * outside and the chunks each needs beyond what index.html already loads, and answers them for
 * an address in a language: sent as modulepreload links, the browser fetches the page's code
 * beside the app's instead of after it has run. A page past the first ones (sign-in, the
 * orders) also gets the later pages' words in the page's language, which it would otherwise ask
 * for only once the app runs (docs/languages.md#two-catalogs-per-language); the first pages'
 * words every page carries inline (web.plugin.ts). Which pages land and which modules they
 * need is the web's route table (web/src/app/routes.ts); the build works out the chunks.
 * Without a build (or with an older one) every address gets none: the pages work, without the
 * head start.
 */
export function loadPagePreloads(
  webDist: string,
): (pathname: string, language: Language) => string[] {
  let graph: BundleGraph;
  try {
    graph = JSON.parse(
      fs.readFileSync(path.join(webDist, '.vite', 'bundle-graph.json'), 'utf8'),
    ) as BundleGraph;
  } catch {
    return () => [];
  }
  const pages = (graph.landingPages ?? []).map((page) => ({
    pattern: new RegExp(page.pattern),
    laterWords: page.laterWords === true,
    chunks: page.chunks,
  }));
  const laterCatalogs = graph.laterCatalogs ?? {};
  return (pathname, language) => {
    const page = pages.find(({ pattern }) => pattern.test(pathname));
    if (!page) return [];
    const words = page.laterWords ? laterCatalogs[language] : undefined;
    return words ? [...page.chunks, words] : page.chunks;
  };
}
