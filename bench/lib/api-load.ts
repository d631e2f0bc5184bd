import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { httpLoad, type LoadResult } from './http-load';
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

/**
 * 100 connections for `seconds` after a short warm-up (the server's JIT, the sockets); with the
 * server's process id, the CPU time it spent on them.
 */
export async function loadTest(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  serverPid?: number,
): Promise<ServerLoadResult> {
  await httpLoad(url, { connections: CONNECTIONS, seconds: 2, headers });
  const cpuBefore = serverPid ? cpuSeconds(serverPid) : Number.NaN;
  const result = await httpLoad(url, { connections: CONNECTIONS, seconds, headers });
  const cpu = serverPid ? cpuSeconds(serverPid) - cpuBefore : Number.NaN;
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
