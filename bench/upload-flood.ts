// npm run bench:uploads: many large pictures uploaded at once to the built server, while a
// customer keeps opening the home page. Prints the server's peak memory, how the home page
// answered meanwhile, and what the uploads were told (40 parallel 40-megapixel
// PNGs once took the server from 174 to 644 MB and the home page to 6 s).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { call, signUp } from './lib/api';
import { ensureBuild } from './lib/ensure-build';
import { freePort } from './lib/start-built-server';

const root = path.resolve(import.meta.dirname, '..');
const UPLOADS = Number(process.env.UPLOADS ?? 40);
const ADMIN_PHONE = '09011110000';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function main(): Promise<void> {
  ensureBuild();
  // 8000×5000 (40 megapixels, the most an upload may have), smooth enough to stay under 5 MB.
  const width = 8000;
  const height = 5000;
  const row = Buffer.alloc(width * 3);
  for (let x = 0; x < width; x++) row.fill(Math.floor((x / width) * 255), x * 3, x * 3 + 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const png = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();

  const port = await freePort({ from: 4260, to: 4299 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'buka-upload-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PHONES: ADMIN_PHONE,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (tries > 150) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const admin = await signUp(base, ADMIN_PHONE, 'Bench Admin');
    const pid = child.pid ?? 0;
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);

    let flooding = true;
    const homeTimes: number[] = [];
    const customer = (async () => {
      while (flooding) {
        const started = performance.now();
        await fetch(`${base}/`).then((response) => response.arrayBuffer());
        homeTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: UPLOADS }, async () => {
        const body = new FormData();
        body.append('file', new Blob([png], { type: 'image/png' }), 'big.png');
        const response = await fetch(`${base}/api/uploads?purpose=food`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin.token}` },
          body,
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    flooding = false;
    await customer;
    clearInterval(sampler);
    const counts = new Map<number, number>();
    for (const status of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
    const home = [...homeTimes].sort((a, b) => a - b);
    const menu = await call(base, 'GET', '/api/products');
    console.log(
      [
        `Upload flood: ${UPLOADS} PNGs of ${width}×${height} (${(png.length / 1e6).toFixed(1)} MB each) at once`,
        `  answers ${JSON.stringify(Object.fromEntries(counts))} in ${seconds.toFixed(1)} s`,
        `  server memory (RSS) ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak`,
        `  home page meanwhile: ${home.length} loads, p50 ${quantile(home, 0.5).toFixed(0)} ms, ` +
          `p95 ${quantile(home, 0.95).toFixed(0)} ms, slowest ${(home.at(-1) ?? 0).toFixed(0)} ms`,
        `  menu after: ${menu.status}`,
      ].join('\n'),
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
