// npm start: builds what is not built yet (or is older than its sources), then serves the shop.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function isStale(workspace, output, inputs) {
  const built = path.join(root, workspace, output);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return inputs.some((input) => newest(path.join(root, input)) > builtAt);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (isStale('web', 'dist/index.html', ['web/src', 'web/public', 'domain/src'])) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', 'web']);
}
if (isStale('server', 'dist/main.js', ['server/src', 'domain/src'])) {
  console.log('Building the server…');
  run(['run', 'build', '-w', 'server']);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
// A process manager (systemd, Docker) may send SIGTERM to this process only: pass it
// on, or the server would be left running without us, its requests cut off later by SIGKILL.
// Ctrl-C reaches the server from the terminal already; a second SIGINT would cut its close short.
process.on('SIGTERM', () => server.kill('SIGTERM'));
process.on('SIGINT', () => {});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
