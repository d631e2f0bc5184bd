import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { loadConfig } from '../config';
import type { Db } from '../db/database';
import { createTestApp, testDialects, type TestApp } from '../test/test-app';
import { insertUser } from '../users/users.repository';

const SIGNIN = '/api/users/login/customer/signin';
const WINDOW_MS = 60_000;
const PASSWORD = 'right-pass';

let phones = 0;
/**
 * A user whose stored hash is cheap to check (the hash records its own cost): the limiter is
 * under test here, not scrypt, and every attempt would otherwise cost a full password check.
 */
async function createCheapUser(db: Db): Promise<{ phoneNumber: string }> {
  const salt = randomBytes(16);
  const key = scryptSync(PASSWORD, salt, 32, { N: 16, r: 8, p: 1 });
  const phoneNumber = `0808${String(++phones).padStart(7, '0')}`;
  await insertUser(db.kysely, {
    name: 'Limited Customer',
    phone: phoneNumber,
    passwordHash: ['scrypt', 16, 8, 1, salt.toString('base64'), key.toString('base64')].join('$'),
    role: 'customer',
    provider: 'phone',
    createdAt: Date.now(),
  });
  return { phoneNumber };
}

it('keeps the production limits: 10 per phone and 50 per address in 15 minutes', () => {
  expect(loadConfig({}).signinLimits).toEqual({
    perPhone: 10,
    perAddress: 50,
    windowMs: 15 * 60 * 1000,
  });
});

// Small limits keep the tests short; the rule is the same.
describe.each(testDialects)('sign-in attempts are limited on %s', (dialect) => {
  let t: TestApp;
  let clock = Date.parse('2025-01-06T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: { signinLimits: { perPhone: 3, perAddress: 5, windowMs: WINDOW_MS } },
      now: () => new Date(clock),
    });
  });
  afterAll(() => t.close());

  const signin = (phoneNumber: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: SIGNIN,
      payload: { phoneNumber, password },
      remoteAddress,
    });
  const statuses = (responses: { statusCode: number }[]) =>
    responses.map((response) => response.statusCode).sort();

  it('answers 429 after repeated failures for one phone, even with the right password, until the window passes', async () => {
    const { phoneNumber } = await createCheapUser(t.db);
    const failures = await Promise.all(
      [1, 2, 3].map((n) => signin(phoneNumber, `guess-${n}`, `127.0.0.1${n}`)),
    );
    expect(statuses(failures)).toEqual([404, 404, 404]);

    const limited = await signin(phoneNumber, PASSWORD, '127.0.0.19');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.tooManyAttempts });

    clock += WINDOW_MS - 1;
    expect((await signin(phoneNumber, PASSWORD, '127.0.0.19')).statusCode).toBe(429);

    clock += 1;
    const back = await signin(phoneNumber, PASSWORD, '127.0.0.19');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ phoneNumber });

    // The owner's sign-in starts the count again: three more guesses before the next 429.
    const again = await Promise.all(
      [1, 2, 3, 4].map((n) => signin(phoneNumber, `guess-${n}`, '127.0.0.19')),
    );
    expect(statuses(again)).toEqual([404, 404, 404, 429]);
  });

  it('does not let a burst of parallel guesses get past the limit', async () => {
    const { phoneNumber } = await createCheapUser(t.db);
    const burst = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => signin(phoneNumber, `guess-${n}`, `127.0.1.${n}`)),
    );
    expect(statuses(burst)).toEqual([404, 404, 404, 429, 429, 429]);
  });

  it('answers 429 to an address that keeps failing across many phones, and only to it', async () => {
    const address = '127.0.0.21';
    const owner = await createCheapUser(t.db);
    const others = await Promise.all([1, 2, 3].map(() => createCheapUser(t.db)));
    const failures = await Promise.all([
      ...others.map((other) => signin(other.phoneNumber, 'guess', address)),
      signin('08077700001', 'guess', address), // nobody's phone counts too
    ]);
    expect(statuses(failures)).toEqual([404, 404, 404, 404]);

    // Customers signing in well behind one shared address do not use up its allowance.
    expect((await signin(owner.phoneNumber, PASSWORD, address)).statusCode).toBe(200);
    expect((await signin(owner.phoneNumber, 'guess', address)).statusCode).toBe(404);

    const limited = await signin(owner.phoneNumber, PASSWORD, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.tooManyAttempts });

    expect((await signin(owner.phoneNumber, PASSWORD, '127.0.0.22')).statusCode).toBe(200);

    clock += WINDOW_MS;
    expect((await signin(owner.phoneNumber, PASSWORD, address)).statusCode).toBe(200);
  });

  it('does not count bad inputs (422) as guesses', async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => signin('123', 'x', '127.0.0.31')),
    );
    expect(responses.every((response) => response.statusCode === 422)).toBe(true);
    const { phoneNumber } = await createCheapUser(t.db);
    expect((await signin(phoneNumber, PASSWORD, '127.0.0.31')).statusCode).toBe(200);
  });
});
