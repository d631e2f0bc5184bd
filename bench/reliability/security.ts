import { spawn } from 'node:child_process';
import { root } from './lib/built-server';
import type { SuiteReport } from './lib/suite';

// The security suites (fuzzing, the access matrix, attacks, secrets in logs, the
// browser's view of stored markup) live in server/src/security and e2e; `npm run
// test:security` runs them. Here they run as one more reliability suite: their own figures
// print as they go, and the closing lines are kept for the summary.
const figureLine = /^(TOTAL:|Fuzzing:|Access matrix:|Uncaught|\s+(sqlite|postgres):|\s+\d+ passed)/;

export async function securitySuite(small: boolean): Promise<SuiteReport[]> {
  const lines: string[] = [];
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', 'test:security'], {
      cwd: root,
      env: { ...process.env, FUZZ_RUNS: small ? '200' : '1000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString();
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      // eslint-disable-next-line no-control-regex
      for (const line of complete.map((text) => text.replace(/\x1b\[[0-9;]*m/g, ''))) {
        if (figureLine.test(line)) lines.push(line.trim());
      }
    });
    child.on('close', (exitCode) => resolve(exitCode ?? 1));
  });
  return [
    {
      title: `Security suites (npm run test:security, ${small ? 200 : 1000} fuzz requests per route)`,
      passed: code === 0,
      lines: [...lines, `exit code ${code}`],
    },
  ];
}
