// npm start: builds what is not built yet (or is older than its sources), then serves the shop.
import { spawn } from 'node:child_process';
import { buildStale, root } from './build-state.mjs';

try {
  buildStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
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
