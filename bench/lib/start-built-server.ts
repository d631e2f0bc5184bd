import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  /** The server's process id (to read its memory from /proc). */
  pid: number;
  stop(): Promise<void>;
}

// The order benchmark's own port range (4300–4399 is this work's; 3000 and 4173 are others').
const ORDER_BENCH_PORTS: PortRange = { from: 4350, to: 4399 };

export interface PortRange {
  from: number;
  to: number;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function freePort(range: PortRange = ORDER_BENCH_PORTS): Promise<number> {
  for (let port = range.from; port <= range.to; port++) {
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${range.from} and ${range.to}`);
}

/**
 * Starts server/dist/main.js on a free port with a fresh DATA_DIR (and the given database),
 * the payment simulator, and quiet logs; resolves once it answers. stop() ends it and cleans up.
 */
export async function startServer(options: {
  root: string;
  databaseUrl: string | undefined;
  adminPhone: string;
  /** Where to look for a free port (the order benchmark's range when not given). */
  ports?: PortRange;
  /** warn unless given: the log written to /dev/null still costs its writing. */
  logLevel?: string;
  /**
   * Another build to run instead of this checkout's (a folder holding server/dist and web/dist,
   * inside the repository so that its node_modules are found).
   */
  build?: string;
  /** A data folder to use and keep (the caller removes it); a fresh one removed at stop when not given. */
  dataDir?: string;
  /** More environment for the server (e.g. PUSH_SERVICES). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = await freePort(options.ports);
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'buka-bench-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    // Online payments are test payments here, chosen by name as production requires.
    PAYMENT_PROVIDER: 'simulator',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_PHONES: options.adminPhone,
    LOG_LEVEL: options.logLevel ?? 'warn',
    // The benchmark signs up all its customers from this one address.
    SIGNUP_LIMIT_PER_HOUR: '10000',
    // Each load client places hundreds of cash orders nobody delivers: far more than the
    // unpaid orders a real customer may hold (the check itself still runs on every order).
    MAX_UNPAID_ORDERS: '100000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const build = options.build ?? options.root;
  if (options.build) env.WEB_DIST = path.join(build, 'web/dist');
  const child = spawn(process.execPath, [path.join(build, 'server/dist/main.js')], {
    cwd: options.root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const until = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server stopped at start-up (exit code ${child.exitCode})`);
    }
    try {
      if ((await fetch(`${url}/api/settings`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) {
      await stop();
      throw new Error('The server did not answer within 15 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid ?? 0, stop };
}
