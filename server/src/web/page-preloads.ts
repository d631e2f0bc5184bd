import fs from 'node:fs';
import path from 'node:path';

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
 * with an older one) every address gets none: the pages work, without the head start. A
 * language's words are not among them: every page carries its own inline (web.plugin.ts).
 */
export function loadPagePreloads(webDist: string): (pathname: string) => string[] {
  let pages: { pattern: RegExp; chunks: string[] }[];
  try {
    const graph = JSON.parse(
      fs.readFileSync(path.join(webDist, '.vite', 'bundle-graph.json'), 'utf8'),
    ) as { landingPages?: LandingPage[] };
    pages = (graph.landingPages ?? []).map((page) => ({
      pattern: new RegExp(page.pattern),
      chunks: page.chunks,
    }));
  } catch {
    return () => [];
  }
  return (pathname) => pages.find(({ pattern }) => pattern.test(pathname))?.chunks ?? [];
}
