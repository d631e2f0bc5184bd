import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestIn(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestIn(path.join(target, entry)));
  }
  return newest;
}

/** Builds web and server when a build is missing or older than its sources; answers whether it did. */
export function ensureBuild(root: string): boolean {
  const outputs = [
    'web/dist/index.html',
    'web/dist/.vite/bundle-graph.json',
    'web/dist/.ssr/entry-server.js',
    'server/dist/main.js',
  ];
  const sources = [
    'web/src',
    'web/build',
    'web/public',
    'web/index.html',
    'web/vite.config.ts',
    'domain/src',
    'server/src',
    'server/build.mjs',
  ];
  const built = outputs.every((file) => existsSync(path.join(root, file)))
    ? Math.min(...outputs.map((file) => statSync(path.join(root, file)).mtimeMs))
    : 0;
  const changed = Math.max(...sources.map((source) => newestIn(path.join(root, source))));
  if (built > changed) return false;
  console.error('Building web and server (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error('npm run build failed');
  return true;
}
