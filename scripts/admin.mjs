// npm run admin -- <phone>: builds the server if needed, then promotes that user.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'server/dist/admin-cli.js'))) {
  spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
}
const result = spawnSync(
  process.execPath,
  [path.join(root, 'server/dist/admin-cli.js'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
