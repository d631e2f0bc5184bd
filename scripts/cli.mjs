// Runs one of the server's command-line tools (admin, backup), building the server first if needed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [tool, ...args] = process.argv.slice(2);
const entry = path.join(root, 'server/dist', `${tool}.js`);
if (!existsSync(entry)) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(process.execPath, ['--enable-source-maps', entry, ...args], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
