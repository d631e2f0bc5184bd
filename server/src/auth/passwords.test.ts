import { scrypt, scryptSync } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, 32, { N, r, p, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

describe('password hashing', () => {
  let first: string;
  let second: string;
  beforeAll(async () => {
    [first, second] = await Promise.all([hashPassword('jollof-rice'), hashPassword('jollof-rice')]);
  });

  it('uses scrypt with N=2^14, r=8, p=5 (OWASP: the work of N=2^17, r=8, p=1)', async () => {
    const [scheme, n, r, p, salt, key] = first.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '5']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    // The key really is scrypt's with those parameters, not only labelled so.
    const expected = await scryptAsync('jollof-rice', Buffer.from(salt!, 'base64'), 2 ** 14, 8, 5);
    expect(key).toBe(expected.toString('base64'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    expect(await verifyPassword('jollof-rice', first)).toBe(true);
    expect(await verifyPassword('jollof-ricE', first)).toBe(false);
  });

  it('salts every hash: one password hashed twice gives two different hashes', async () => {
    expect(first).not.toBe(second);
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
    expect(await verifyPassword('jollof-rice', second)).toBe(true);
  });

  it('refuses stored values that are not its own hashes', async () => {
    for (const stored of ['', 'jollof-rice', 'bcrypt$2b$10$abc', 'scrypt$16384$8$5$$']) {
      expect(await verifyPassword('jollof-rice', stored)).toBe(false);
    }
  });

  it('treats the same text typed on different keyboards as one password (NFKC)', async () => {
    const hash = await hashPassword('ﬁsh'); // the "fi" ligature some keyboards produce
    expect(await verifyPassword('fish', hash)).toBe(true);
  });

  it('does not block the event loop while hashing', async () => {
    // What hashing these three on the main thread would freeze it for, on this machine: the
    // yardstick for the gaps below, whatever the hardware.
    const blockingStarted = performance.now();
    for (const n of [1, 2, 3]) {
      scryptSync(`password-${n}`, Buffer.alloc(16), 32, {
        N: 2 ** 14,
        r: 8,
        p: 5,
        maxmem: 2 ** 28,
      });
    }
    const blocking = performance.now() - blockingStarted;

    const delay = monitorEventLoopDelay({ resolution: 5 });
    let ticks = 0;
    let lastTick = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - lastTick);
      lastTick = now;
      ticks++;
    }, 5);
    delay.enable();
    const started = performance.now();
    await Promise.all([1, 2, 3].map((n) => hashPassword(`password-${n}`)));
    const elapsed = performance.now() - started;
    delay.disable();
    clearInterval(timer);

    // Hashing on the main thread would freeze it for the whole run: one gap as long as `blocking`.
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
    expect(longestGap).toBeLessThan(blocking / 2);
    expect(delay.max / 1e6).toBeLessThan(blocking / 2);
  });
});
