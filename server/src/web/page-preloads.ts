import fs from 'node:fs';
import path from 'node:path';

/**
 * The page module each address opens (as web/src/app/router.tsx routes them), for the pages a
 * customer lands on from outside, and the modules its first answers load beside their calls.
 * A page left out, or renamed without this table, only loses its head start
 * (web.plugin.test.ts checks each module still exists).
 */
export const landingPages: readonly [RegExp, string, ...string[]][] = [
  [/^\/$/, 'web/src/features/home/HomePage.tsx'],
  [/^\/menu(\/[^/]+)?$/, 'web/src/features/menu/MenuPage.tsx'],
  [/^\/login$/, 'web/src/features/auth/LoginPage.tsx'],
  [/^\/register$/, 'web/src/features/auth/RegisterPage.tsx'],
  // Signed in only: the session's check and the order list's schemas (with zod) load at once.
  [
    /^\/orders$/,
    'web/src/features/orders/OrdersPage.tsx',
    'domain/src/orders.ts',
    'domain/src/auth.ts',
  ],
  [/^\/about$/, 'web/src/features/about/AboutPage.tsx'],
  [/^\/contact$/, 'web/src/features/contact/ContactPage.tsx'],
];

interface GraphChunk {
  facade: string | null;
  isEntry: boolean;
  imports: string[];
  modules?: string[];
}

/**
 * Reads the web build's chunk graph (web/build/bundle-graph.ts) and answers, for an address,
 * the chunks its page needs beyond what index.html already loads: sent as modulepreload links,
 * the browser fetches the page's code beside the app's instead of after it has run.
 */
export function loadPagePreloads(webDist: string): (pathname: string) => string[] {
  let chunks: Record<string, GraphChunk>;
  try {
    const graph = fs.readFileSync(path.join(webDist, '.vite', 'bundle-graph.json'), 'utf8');
    chunks = (JSON.parse(graph) as { chunks: Record<string, GraphChunk> }).chunks;
  } catch {
    return () => [];
  }
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
  const shell = closure(Object.keys(chunks).filter((file) => chunks[file]!.isEntry));
  const byModule = new Map<string, string[]>();
  const holding = (module: string) =>
    Object.keys(chunks).filter((file) => chunks[file]!.modules?.includes(module));
  for (const [, module, ...loadedBeside] of landingPages) {
    const page = Object.keys(chunks).find((file) => chunks[file]!.facade === module);
    if (!page) continue;
    const files = [...closure([page, ...loadedBeside.flatMap(holding)])]
      .filter((file) => !shell.has(file))
      .sort();
    byModule.set(module, [page, ...files.filter((file) => file !== page)]);
  }
  return (pathname) => {
    const module = landingPages.find(([pattern]) => pattern.test(pathname))?.[1];
    return (module && byModule.get(module)) || [];
  };
}
