// npm run dev: the API on 3001 (restarts on change) and Vite on 3000 (hot reload), together.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001', HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:3000' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web', '--', '--port', '3000'], {
    cwd: root,
    stdio: 'inherit',
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
