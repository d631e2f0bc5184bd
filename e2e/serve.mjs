// The server the browser tests drive: the built app on a fresh, empty database every run, so
// tests never see yesterday's data and never touch a developer's own data/ folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'buka-e2e-'));

const port = process.env.PORT ?? '4173';
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  ADMIN_PHONES: '08000000001',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // Every test registers its own customers, all from this machine's one address.
  SIGNUP_LIMIT_PER_HOUR: '10000',
};
// A developer's PostgreSQL must not receive the test data: the tests run on SQLite.
delete env.DATABASE_URL;
delete env.ADMIN_EMAILS;

const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});

let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
