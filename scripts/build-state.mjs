// Whether the built web app and server are older than what they are built from: the one check
// behind `npm start`, the benchmarks and the reliability suites, so none serves a stale build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Each build's outputs and every input that changes them (the lockfile: a dependency's update). */
export const builds = {
  web: {
    outputs: [
      'web/dist/index.html',
      'web/dist/.vite/bundle-graph.json',
      // The server's way of drawing the home page and the menu (vite build --ssr).
      'web/dist/.ssr/entry-server.js',
    ],
    inputs: [
      'web/src',
      'web/build',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/package.json',
      'domain/src',
      'package-lock.json',
    ],
  },
  server: {
    outputs: ['server/dist/main.js'],
    inputs: [
      'server/src',
      'server/build.mjs',
      'server/package.json',
      'domain/src',
      'package-lock.json',
    ],
  },
};

function newestIn(target) {
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

/** Whether this build is missing, or older than one of its inputs. */
export function isStale(name) {
  const { outputs, inputs } = builds[name];
  const files = outputs.map((output) => path.join(root, output));
  if (!files.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...files.map((file) => statSync(file).mtimeMs));
  return inputs.some((input) => newestIn(path.join(root, input)) > builtAt);
}

/** Builds what is stale (`npm run build -w <name>`); answers the names it built. */
export function buildStale(
  names = ['web', 'server'],
  { log = console.log, stdio = 'inherit' } = {},
) {
  const built = [];
  for (const name of names) {
    if (!isStale(name)) continue;
    log(`Building the ${name === 'web' ? 'web app' : 'server'} (it is older than its sources)…`);
    const result = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio });
    if (result.status !== 0) throw new Error(`npm run build -w ${name} failed`);
    built.push(name);
  }
  return built;
}
