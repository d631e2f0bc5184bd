import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { root } from './built-server';

export interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts one of the built server's command-line tools (backup, restore, admin) on a DATA_DIR. */
export function spawnTool(
  tool: 'backup-cli' | 'admin-cli',
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; done: Promise<ToolRun> } {
  const child = spawn(process.execPath, [path.join(root, 'server/dist', `${tool}.js`), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<ToolRun>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

export function runTool(
  tool: 'backup-cli' | 'admin-cli',
  args: string[],
  env: Record<string, string>,
): Promise<ToolRun> {
  return spawnTool(tool, args, env).done;
}
