import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimDataDir, StartRefused } from './data-dir-lock';

const lockModule = new URL('./data-dir-lock.ts', import.meta.url).pathname;
const dirs: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buka-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Another process holding the data directory, as a running server does. */
async function holdInAnotherProcess(dataDir: string) {
  const script =
    `import { claimDataDir } from ${JSON.stringify(lockModule)};` +
    `claimDataDir(${JSON.stringify(dataDir)}); console.log('claimed'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('claimed')) resolve();
    });
    child.once('exit', () => reject(new Error('the holder exited')));
  });
  return child;
}

function refusal(dataDir: string): string {
  try {
    claimDataDir(dataDir).release();
  } catch (error) {
    expect(error).toBeInstanceOf(StartRefused);
    return (error as Error).message;
  }
  throw new Error('claimed a data directory another process holds');
}

describe('one server process per SQLite data directory', () => {
  it('refuses a second process, naming the directory, the holder and PostgreSQL', async () => {
    const dataDir = tempDir();
    const holder = await holdInAnotherProcess(dataDir);
    try {
      const message = refusal(dataDir);
      expect(message).toContain(dataDir);
      expect(message).toContain(`(pid ${holder.pid})`);
      expect(message).toContain('PostgreSQL');
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    // A holder killed outright leaves no stale claim: the system dropped its lock.
    const claim = claimDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'buka.pid'), 'utf8').trim()).toBe(
      String(process.pid),
    );
    claim.release();
  }, 20_000);

  it('is claimed again once released', () => {
    const dataDir = tempDir();
    const first = claimDataDir(dataDir);
    expect(refusal(dataDir)).toContain(`(pid ${process.pid})`);
    first.release();
    claimDataDir(dataDir).release();
    expect(fs.existsSync(path.join(dataDir, 'buka.pid'))).toBe(false);
  });
});
