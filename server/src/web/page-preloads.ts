import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@buka/domain/languages';

/** The part of web/build/bundle-graph.ts's LandingPage the server reads. */
interface LandingPage {
  pattern: string;
  chunks: string[];
}

/**
 * Reads, from the web build (`.vite/bundle-graph.json`), the pages a customer lands on from
 * outside and the chunks each needs beyond what index.html already loads, and answers them for
 * an address: sent as modulepreload links, the browser fetches the page's code beside the
 * app's instead of after it has run. Which pages land and which modules they need is the web's
 * route table (web/src/app/routes.ts); the build works out the chunks. Without a build (or
 * with an older one) every address gets none: the pages work, without the head start. Given a
 * language, its catalog's chunk comes first.
 */
export function loadPagePreloads(
  webDist: string,
): (pathname: string, language?: Language) => string[] {
  let pages: { pattern: RegExp; chunks: string[] }[];
  let catalogs: Record<string, string>;
  try {
    const graph = JSON.parse(
      fs.readFileSync(path.join(webDist, '.vite', 'bundle-graph.json'), 'utf8'),
    ) as { landingPages?: LandingPage[]; catalogs?: Record<string, string> };
    pages = (graph.landingPages ?? []).map((page) => ({
      pattern: new RegExp(page.pattern),
      chunks: page.chunks,
    }));
    catalogs = graph.catalogs ?? {};
  } catch {
    return () => [];
  }
  // The page's language's catalog first: the app draws nothing before it is in.
  return (pathname, language) => {
    const catalog = language ? catalogs[language] : undefined;
    const chunks = pages.find(({ pattern }) => pattern.test(pathname))?.chunks ?? [];
    return catalog ? [catalog, ...chunks] : chunks;
  };
}
