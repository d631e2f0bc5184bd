import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Row } from './table';

/**
 * Runs `npm run bench:year` (bench/year.ts: its own servers, ports and databases), passing its
 * output through to stderr, and reads back the rows it printed for the table.
 */
export async function runYearBench(root: string): Promise<{ rows: Row[]; ok: boolean }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/year.ts')], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const rows = output
    .split('\n')
    .filter((line) => line.startsWith('YEAR-ROW '))
    .map((line) => JSON.parse(line.slice('YEAR-ROW '.length)) as Row);
  return { rows, ok: code === 0 && rows.length > 0 };
}
