import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { root } from './built-server';

/** This work's ports: first processes 4800–4899, second processes 4900–4949 (3000/4173 are others'). */
export const PORT_RANGES = {
  first: { from: 4800, to: 4899 },
  second: { from: 4900, to: 4949 },
} as const;

const claimed = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A free port of the range, never one this process handed out already (a killed server's). */
export async function freePort(range: keyof typeof PORT_RANGES = 'first'): Promise<number> {
  const { from, to } = PORT_RANGES[range];
  const size = to - from + 1;
  // A random start: two runs at once (a terminal and `npm test`) rarely race for one port.
  const offset = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = from + ((offset + i) % size);
    if (!claimed.has(port) && (await isFree(port))) {
      claimed.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${from} and ${to}`);
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  adminPhones?: string;
  /** Default 'warn'; 'info' logs every request (one JSON line each). */
  logLevel?: string;
  /** Keep stdout lines (the JSON log) in `lines`. */
  keepLog?: boolean;
  env?: Record<string, string>;
  /** What to run, from the repository root: default the built server itself. */
  script?: string;
  /** Load lib/heap-probe.mjs, for heapAfterGc(). */
  heapProbe?: boolean;
  /**
   * A command that runs the server as its last arguments (e.g. in a namespace of its own); it
   * must exec them, so the pid stays the server's.
   */
  launcher?: string[];
  /** Resolve as soon as the process runs, without waiting for health (it may refuse to start). */
  noWait?: boolean;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** stdout lines, when keepLog was asked for. */
  lines: string[];
  /** stderr lines (a refusal to start is written there). */
  errors: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning(): boolean;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM and wait; SIGKILL if it has not gone within 10 s. */
  stop(): Promise<void>;
  /** The server's resident memory in MB (Linux /proc), or undefined once gone. */
  rssMb(): Promise<number | undefined>;
  /** With heapProbe: the JavaScript heap in use after a full collection, in MB. */
  heapAfterGc(): Promise<number | undefined>;
}

/** Runs server/dist/main.js like `npm start` does, and resolves once /api/health answers 200. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    // Online payments are test payments here, chosen by name as production requires.
    PAYMENT_PROVIDER: 'simulator',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    LOG_LEVEL: options.logLevel ?? 'warn',
    // Every test customer signs up from 127.0.0.1: far more than a real address's hourly share.
    SIGNUP_LIMIT_PER_HOUR: '100000',
    // Each load client places hundreds of cash orders nobody delivers: far more than the
    // unpaid orders a real customer may hold (the check itself still runs on every order).
    MAX_UNPAID_ORDERS: '100000',
    ...(options.adminPhones ? { ADMIN_PHONES: options.adminPhones } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const script = options.script ?? 'server/dist/main.js';
  const probe = options.heapProbe
    ? ['--expose-gc', '--import', path.join(import.meta.dirname, 'heap-probe.mjs')]
    : [];
  const command = [process.execPath, ...probe, path.join(root, script)];
  const [program, ...args] = [...(options.launcher ?? []), ...command];
  const child = spawn(program!, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const errors: string[] = [];
  const probeWaiters: ((heapMb: number) => void)[] = [];
  collectLines(child.stdout!, options.keepLog ? lines : undefined);
  collectLines(child.stderr!, errors, (line) => {
    if (!line.startsWith('heap-probe ')) return false;
    const { heapUsed } = JSON.parse(line.slice('heap-probe '.length)) as { heapUsed: number };
    probeWaiters.shift()?.(heapUsed / 1024 / 1024);
    return true;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  const server: ServerProcess = {
    url,
    port: options.port,
    pid: child.pid!,
    child,
    lines,
    errors,
    exited,
    isRunning,
    kill: (signal) => {
      if (isRunning()) child.kill(signal);
    },
    async stop() {
      if (!isRunning()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    async rssMb() {
      try {
        const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
        const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
        return kb ? Number(kb) / 1024 : undefined;
      } catch {
        return undefined;
      }
    },
    async heapAfterGc() {
      if (!options.heapProbe || !isRunning()) return undefined;
      const answer = new Promise<number>((resolve) => probeWaiters.push(resolve));
      child.kill('SIGUSR2');
      return Promise.race([answer, sleep(5_000).then(() => undefined)]);
    },
  };

  if (options.noWait) return server;
  const until = Date.now() + 30_000;
  for (;;) {
    if (!isRunning()) {
      const { code } = await exited;
      throw new Error(`The server stopped at start-up (exit code ${code}): ${errors.join('\n')}`);
    }
    if (await isHealthy(url)) return server;
    if (Date.now() > until) {
      await server.stop();
      throw new Error(`The server on port ${options.port} did not get healthy within 30 s`);
    }
    await sleep(100);
  }
}

export async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

function collectLines(
  stream: NodeJS.ReadableStream,
  into: string[] | undefined,
  take: (line: string) => boolean = () => false,
) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop()!;
    for (const line of parts) if (line && !take(line)) into?.push(line);
  });
  stream.on('end', () => {
    if (into && rest) into.push(rest);
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
