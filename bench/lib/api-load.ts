import { spawn } from 'node:child_process';
import path from 'node:path';
import { httpLoad, type LoadResult } from './http-load';
import { freePort, type PortRange } from './start-built-server';

export type { LoadResult };

const CONNECTIONS = 100;

/** 100 connections for `seconds` after a short warm-up (the server's JIT, the sockets). */
export async function loadTest(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  await httpLoad(url, { connections: CONNECTIONS, seconds: 2, headers });
  return httpLoad(url, { connections: CONNECTIONS, seconds, headers });
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
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
