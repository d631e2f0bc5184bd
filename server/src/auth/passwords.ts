import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP's scrypt equivalents (ASVS 5 / Password Storage Cheat Sheet) include N=2^14, r=8, p=5:
// the same work as N=2^17, r=8, p=1 in a 16 MiB block instead of 128 MiB, so several sign-ups at
// once do not exhaust memory. node:crypto's async scrypt runs on the thread pool, off the event loop.
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}
export const PASSWORD_COST: PasswordCost = { N: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * `scrypt$N$r$p$salt$key`, so the cost can rise later without breaking old hashes. The shop
 * always hashes at PASSWORD_COST (its config's `passwordCost`); only tests pass a lower one.
 */
export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<string, Promise<string>>();
/** Same work when the phone is unknown, so timing does not tell which phones have accounts. */
export async function verifyAgainstDummy(password: string, cost = PASSWORD_COST): Promise<void> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) dummyHashes.set(key, (dummy = hashPassword('not-a-real-password', cost)));
  await verifyPassword(password, await dummy);
}
