import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { loadConfig } from '../config';
import type { Db } from '../db/database';
import { createTestApp, testDialects, type TestApp } from '../test/test-app';
import { insertUser } from '../users/users.repository';
import { slowdownMs } from './signin-limits';

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

it('keeps the production limits: 10 per phone and address, 50 per address, slowed past 100 per phone', () => {
  expect(loadConfig({}).signinLimits).toEqual({
    perPhoneAddress: 10,
    perAddress: 50,
    perPhoneSlowAfter: 100,
    slowStepMs: 250,
    maxSlowMs: 10_000,
    windowMs: 15 * 60 * 1000,
  });
});

it('slows a phone past its ceiling a little more with each attempt, up to the limit', () => {
  const limits = { ...loadConfig({}).signinLimits, perPhoneSlowAfter: 10, slowStepMs: 100 };
  expect([9, 10, 11, 12, 50, 500].map((failures) => slowdownMs(failures, limits))).toEqual([
    0, 0, 100, 200, 4000, 10_000,
  ]);
});

// Small limits keep the tests short; the rule is the same.
describe.each(testDialects)('sign-in attempts are limited on %s', (dialect) => {
  let t: TestApp;
  let clock = Date.parse('2025-01-06T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: {
        signinLimits: {
          perPhoneAddress: 3,
          perAddress: 5,
          perPhoneSlowAfter: 12,
          slowStepMs: 60,
          maxSlowMs: 240,
          windowMs: WINDOW_MS,
        },
      },
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

  it('answers 429 to the address that failed for a phone, even with the right password, until the window passes; the owner elsewhere gets in', async () => {
    const { phoneNumber } = await createCheapUser(t.db);
    const guesser = '127.0.0.11';
    const failures = await Promise.all(
      [1, 2, 3].map((n) => signin(phoneNumber, `guess-${n}`, guesser)),
    );
    expect(statuses(failures)).toEqual([404, 404, 404]);

    const limited = await signin(phoneNumber, PASSWORD, guesser);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.tooManyAttempts });
    // The owner, on their own network, is not held up by someone else's guesses.
    expect((await signin(phoneNumber, PASSWORD, '127.0.0.19')).statusCode).toBe(200);

    clock += WINDOW_MS - 1;
    expect((await signin(phoneNumber, PASSWORD, guesser)).statusCode).toBe(429);

    clock += 1;
    const back = await signin(phoneNumber, PASSWORD, guesser);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ phoneNumber });

    // The owner's sign-in starts that address's count again: three more guesses before a 429.
    const again = await Promise.all(
      [1, 2, 3, 4].map((n) => signin(phoneNumber, `guess-${n}`, guesser)),
    );
    expect(statuses(again)).toEqual([404, 404, 404, 429]);
    clock += WINDOW_MS;
  });

  it('does not let a burst of parallel guesses from one address get past the limit', async () => {
    const { phoneNumber } = await createCheapUser(t.db);
    const burst = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => signin(phoneNumber, `guess-${n}`, '127.0.1.1')),
    );
    expect(statuses(burst)).toEqual([404, 404, 404, 429, 429, 429]);
    clock += WINDOW_MS;
  });

  it('slows, never refuses, guesses at one phone from many addresses, and lets the owner in', async () => {
    const { phoneNumber } = await createCheapUser(t.db);
    const spread = await Promise.all(
      Array.from({ length: 20 }, (_, n) => signin(phoneNumber, `guess-${n}`, `127.0.2.${n}`)),
    );
    expect(statuses(spread)).toEqual(Array(20).fill(404));
    // 20 failures, 8 past the ceiling of 12: the next attempt waits the full 240 ms, then
    // the right password gets in.
    const started = performance.now();
    const owner = await signin(phoneNumber, PASSWORD, '127.0.2.250');
    expect(owner.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(235);
    clock += WINDOW_MS;
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
