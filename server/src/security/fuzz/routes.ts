import type { FastifyInstance } from 'fastify';

/**
 * Every 'METHOD /path' the app answers, read from its own router (printRoutes draws the radix
 * tree: each line adds its label to its parent's path, four columns per level). HEAD routes
 * Fastify adds for each GET are left out: the GET's entry sends HEAD too.
 */
export function listRoutes(app: FastifyInstance): string[] {
  const routes = new Set<string>();
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.add(`${method} ${path}`);
    }
  }
  return [...routes].sort();
}
