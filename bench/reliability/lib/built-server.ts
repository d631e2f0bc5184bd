import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../../..');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function isStale(output: string, inputs: string[]): boolean {
  const built = path.join(root, output);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newest(path.join(root, input)) > builtAt);
}

/** Whether `node scripts/start.mjs` would serve at once rather than build first. */
export function isEverythingBuilt(): boolean {
  return (
    !isStale('web/dist/index.html', ['web/src', 'web/public', 'domain/src']) &&
    !isStale('server/dist/main.js', ['server/src', 'domain/src'])
  );
}

/**
 * The suites test the built server, as the shop runs it: build it when it is missing or older
 * than its sources (as `npm start` does), so a rerun never measures yesterday's code.
 */
export function ensureServerBuilt(): void {
  if (!isStale('server/dist/main.js', ['server/src', 'domain/src'])) return;
  const result = spawnSync('npm', ['run', 'build', '-w', 'server'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('npm run build -w server failed');
}
