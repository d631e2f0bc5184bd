import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Runs one of the benchmark scripts (its own servers, ports and databases) under tsx, passing
 * its output through to stderr, and answers what it printed and how it ended.
 */
export async function runBenchScript(
  root: string,
  script: string,
): Promise<{ output: string; code: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
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
  return { output, code };
}
