import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { loadConfig } from '../config';
import { createTestApp, testDialects, type TestApp } from '../test/test-app';

const SIGNUP = '/api/users/login/customer/signup';
const HOUR = 60 * 60 * 1000;

it('allows 30 sign-ups per address an hour unless SIGNUP_LIMIT_PER_HOUR says otherwise', () => {
  expect(loadConfig({}).signupLimits).toEqual({ perAddress: 30, windowMs: HOUR });
  expect(loadConfig({ SIGNUP_LIMIT_PER_HOUR: '500' }).signupLimits.perAddress).toBe(500);
  expect(() => loadConfig({ SIGNUP_LIMIT_PER_HOUR: '0' })).toThrow(
    /SIGNUP_LIMIT_PER_HOUR: must be a whole number of sign-ups from 1 to 100000/,
  );
  expect(() => loadConfig({ SIGNUP_LIMIT_PER_HOUR: 'many' })).toThrow(/SIGNUP_LIMIT_PER_HOUR/);
});

// A limit of 3 keeps the test short (each sign-up hashes a password); the rule is the same.
describe.each(testDialects)('sign-ups are limited per address on %s', (dialect) => {
  let t: TestApp;
  let clock = Date.parse('2025-01-06T10:00:00Z');
  let phones = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: { signupLimits: { perAddress: 3, windowMs: HOUR } },
      now: () => new Date(clock),
    });
  });
  afterAll(() => t.close());

  const nextPhone = () =>
    `0807${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`;
  const signup = (remoteAddress: string, body: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: SIGNUP,
      remoteAddress,
      payload: { name: 'New Customer', phoneNumber: nextPhone(), password: 'abc', ...body },
    });
  const users = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('answers 429 in words after the allowance, creates no account, and lets the address back in an hour later', async () => {
    const address = '10.1.0.1';
    for (let n = 0; n < 3; n++) expect((await signup(address)).statusCode).toBe(201);
    const before = await users();

    const limited = await signup(address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.tooManySignups });
    expect(await users()).toBe(before);

    // Another address (another customer's network) is not held up.
    expect((await signup('10.1.0.2')).statusCode).toBe(201);

    clock += HOUR - 1;
    expect((await signup(address)).statusCode).toBe(429);
    clock += 1;
    expect((await signup(address)).statusCode).toBe(201);
  });

  it('does not let a burst of parallel sign-ups past the allowance', async () => {
    const burst = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signup('10.1.0.3')));
    expect(burst.map((response) => response.statusCode).sort()).toEqual([
      201, 201, 201, 429, 429, 429,
    ]);
  });

  it('counts sign-ups for phones that already have an account (each answer tells one is taken)', async () => {
    const address = '10.1.0.4';
    const taken = await signup(address);
    const phoneNumber = taken.json<{ phoneNumber: string }>().phoneNumber;
    expect((await signup(address, { phoneNumber })).statusCode).toBe(204);
    expect((await signup(address, { phoneNumber })).statusCode).toBe(204);
    expect((await signup(address, { phoneNumber })).statusCode).toBe(429);
  });

  it('does not count bad inputs (422), which cost nothing', async () => {
    const address = '10.1.0.5';
    for (let n = 0; n < 5; n++) {
      expect((await signup(address, { phoneNumber: '123' })).statusCode).toBe(422);
    }
    expect((await signup(address)).statusCode).toBe(201);
  });
});
