import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { request } from '@playwright/test';
import { ADMIN_NAME, ADMIN_PASSWORD, ADMIN_PHONE, bearer, openAllDay, signIn } from '../fixtures';

const root = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on now (the system's pick), so parallel checkouts never collide. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface OwnShop {
  /** Where the browser opens it: always http://127.0.0.1:<port>. */
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/**
 * A second built shop, of this test's own, for what needs a different configuration than the
 * suite's (e.g. PUBLIC_URL naming another address) or settings no other test may meet: a fresh
 * data folder, open all day. With `clock`, the shop's time starts there and runs on.
 */
export async function startOwnShop(
  env: (port: number) => Record<string, string>,
  { clock }: { clock?: Date } = {},
): Promise<OwnShop> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'buka-e2e-own-'));
  // A shop that lives at another hour: its clock is moved by a module of the tests' own.
  const clockArgs = clock
    ? ['--import', pathToFileURL(path.join(root, 'e2e/shop-clock.mjs')).href]
    : [];
  const child = spawn(process.execPath, [...clockArgs, path.join(root, 'server/dist/main.js')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PHONES: ADMIN_PHONE,
      LOG_LEVEL: 'warn',
      SIGNUP_LIMIT_PER_HOUR: '10000',
      ...(clock ? { E2E_SHOP_CLOCK: clock.toISOString() } : {}),
      ...env(port),
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const api = await request.newContext({ baseURL: url });
  try {
    for (let tries = 0; ; tries++) {
      const ready = await api.get('/api/settings').catch(() => null);
      if (ready?.ok()) break;
      if (tries > 200 || child.exitCode !== null) throw new Error('the shop did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await api.post('/api/users/login/customer/signup', {
      data: { name: ADMIN_NAME, phoneNumber: ADMIN_PHONE, password: ADMIN_PASSWORD },
    });
    const admin = await signIn(api, ADMIN_PHONE, ADMIN_PASSWORD);
    const settings = (await (await api.get('/api/settings')).json()) as Record<string, unknown>;
    await api.put('/api/settings', {
      headers: bearer(admin.token),
      data: { ...settings, timetable: openAllDay, paused: false },
    });
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await api.dispose();
  }
  return { url, port, stop };
}
