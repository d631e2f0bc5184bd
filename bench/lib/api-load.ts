import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './http-load';
import { freePort, type PortRange } from './start-built-server';

const CONNECTIONS = 100;

export interface ServerLoadResult extends LoadResult {
  /**
   * The server process's CPU time (all its threads, user and system) per answer, in
   * microseconds: what an answer costs the server whether or not the load generator, on the same
   * cores, kept it busy. NaN when the process is not known.
   */
  serverCpuUsPerAnswer: number;
}

export interface LoadJob {
  url: string;
  connections: number;
  warmUpSeconds: number;
  seconds: number;
  headers: Record<string, string>;
}

export type LoadMessage = { kind: 'warm' } | { kind: 'result'; result: LoadResult };

/**
 * 100 connections for `seconds` after a short warm-up (the server's JIT, the sockets); with the
 * server's process id, the CPU time it spent on them.
 *
 * The generator runs in a fresh process of its own (load-client.ts), the same for every target:
 * in this process, after Lighthouse and the slow phone had run here, it read answers slower, so
 * each target's rate measured what ran before as much as the server (the server's CPU time per
 * answer was the same in a full run and an `api`-only run, its rate ÷ hello-world's was not).
 */
export async function loadTest(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  serverPid?: number,
): Promise<ServerLoadResult> {
  const client = fork(path.join(import.meta.dirname, 'load-client.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => client.once('exit', resolve));
  let cpuBefore = Number.NaN;
  const result = await new Promise<LoadResult>((resolve, reject) => {
    client.on('message', (message: LoadMessage) => {
      if (message.kind === 'warm') {
        if (serverPid) cpuBefore = cpuSeconds(serverPid);
        client.send('measure');
      } else {
        resolve(message.result);
      }
    });
    void exited.then((code) => reject(new Error(`The load generator stopped (exit code ${code})`)));
    const job: LoadJob = { url, connections: CONNECTIONS, warmUpSeconds: 2, seconds, headers };
    client.send(job);
  });
  const cpu = serverPid ? cpuSeconds(serverPid) - cpuBefore : Number.NaN;
  await exited;
  const answers = Object.values(result.statuses).reduce((total, count) => total + count, 0);
  return { ...result, serverCpuUsPerAnswer: (cpu * 1e6) / answers };
}

// Linux reports a process's CPU time in clock ticks of 1/100 s (USER_HZ).
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far, user and system, from /proc/PID/stat. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from the 3rd: utime is the 14th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** A bare Fastify hello-world in a process of its own, as the yardstick. */
export async function startHelloWorld(ports: PortRange) {
  const port = await freePort(ports);
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'hello-server.mjs')], {
    env: { PATH: process.env.PATH, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/`;
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > until) {
      child.kill('SIGTERM');
      throw new Error('The hello-world server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
