import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { loadConfig } from '../config';
import { OPEN_AT } from '../orders/orders.test-helpers';
import { bearer, createTestApp, testDialects, type TestApp } from '../test/test-app';
import { rows } from './access/rows';
import { send } from './access/send';
import { cheapPasswordHash, createWorld } from './fixtures/world';

// Attacks on sign-in and sessions (issues 5 and 12): guessing passwords is stopped per phone and
// address and slowed per phone, never keeping the real owner out, and a token is worth nothing
// once its session ended.

const SIGNIN = '/api/users/login/customer/signin';
const WINDOW = 15 * 60 * 1000;
const figures: string[] = [];

afterAll(() => console.log(`Sign-in and session attacks:\n  ${figures.join('\n  ')}`));

describe.each(testDialects)('password guessing on %s, with the production limits', (dialect) => {
  // The production ceilings, with the slow-down's step shortened from 250 to 25 ms: ten guesses
  // past the ceiling would otherwise sleep 14 s of real time; the rule under test is the same.
  let t: TestApp;
  let clock = OPEN_AT.getTime();
  let phones = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: { signinLimits: { ...loadConfig({}).signinLimits, slowStepMs: 25 } },
      now: () => new Date(clock),
    });
  });
  afterAll(() => t.close());

  /** An owner whose stored hash is quick to check: the limiter is under test, not scrypt. */
  async function owner(password = 'owner-pass') {
    const phoneNumber = `0805${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`;
    await t.db.kysely
      .insertInto('users')
      .values({
        name: 'Owner',
        phone: phoneNumber,
        passwordHash: cheapPasswordHash(password),
        role: 'customer',
        provider: 'phone',
        createdAt: Date.now(),
      })
      .execute();
    return { phoneNumber, password };
  }
  const guess = (phoneNumber: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: SIGNIN,
      payload: { phoneNumber, password },
      remoteAddress,
    });
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it('never locks the owner out, whatever number of addresses guess at their phone', async () => {
    const victim = await owner();
    const statuses: number[] = [];
    for (let n = 0; n < 100; n++) {
      statuses.push((await guess(victim.phoneNumber, `guess-${n}`, `203.0.113.${n}`)).statusCode);
    }
    // Each address had one guess: all checked, none refused (they were all wrong).
    expect(count(statuses, 404)).toBe(100);
    // Ten more from one of those addresses: it is refused for this phone after its tenth.
    for (let n = 0; n < 10; n++) {
      statuses.push((await guess(victim.phoneNumber, `again-${n}`, '203.0.113.7')).statusCode);
    }
    expect(count(statuses, 429)).toBe(1);
    const refused = await guess(victim.phoneNumber, victim.password, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: messages.tooManyAttempts });
    // The owner, from their own network, gets in: past the ceiling of 100 failures on the
    // phone an attempt waits a few seconds, it is not refused.
    const started = performance.now();
    const ownerAnswer = await guess(victim.phoneNumber, victim.password, '198.51.100.1');
    const waited = performance.now() - started;
    expect(ownerAnswer.statusCode).toBe(200);
    // More than ten attempts past the ceiling: at least ten steps of 25 ms.
    expect(waited).toBeGreaterThanOrEqual(240);
    figures.push(
      `${dialect}: 110 guesses at one phone from 100 addresses: ${count(statuses, 404)} checked, ` +
        `${count(statuses, 429)} refused (the address that went past 10); the owner signed in ` +
        `from another address after a ${Math.round(waited)} ms slow-down`,
    );
    clock += WINDOW;
  });

  it('stops one address spraying guesses over many phones after 50, and only that address', async () => {
    const sprayer = '203.0.113.250';
    const victims = await Promise.all(Array.from({ length: 60 }, () => owner()));
    const statuses: number[] = [];
    for (const victim of victims) {
      statuses.push((await guess(victim.phoneNumber, 'password1', sprayer)).statusCode);
    }
    expect(count(statuses, 404)).toBe(50);
    expect(count(statuses, 429)).toBe(10);
    // Their owners, from their own phones' networks, are not held up.
    const last = victims.at(-1) as { phoneNumber: string; password: string };
    expect((await guess(last.phoneNumber, last.password, '198.51.100.2')).statusCode).toBe(200);
    figures.push(
      `${dialect}: 60 guesses from one address over 60 phones: ${count(statuses, 404)} checked, ` +
        `${count(statuses, 429)} refused; owners elsewhere signed in at once`,
    );
    clock += WINDOW;
  });

  it('does not let a burst of 30 parallel guesses from one address past the 10 it is allowed', async () => {
    const victim = await owner();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, n) => guess(victim.phoneNumber, `p-${n}`, '192.0.2.9')),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(count(statuses, 404)).toBe(10);
    expect(count(statuses, 429)).toBe(20);
    expect((await guess(victim.phoneNumber, victim.password, '192.0.2.10')).statusCode).toBe(200);
    clock += WINDOW;
  });
});

describe.each(testDialects)('a token after its session ended on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => OPEN_AT });
  });
  afterAll(() => t.close());

  // Every call a visitor is refused with 401: a dead token must be refused the same way.
  const guarded = rows.filter((row) => row.expect[0] === 401);

  async function expectUseless(token: string, userId: number, why: string) {
    const world = await createWorld(t);
    for (const row of guarded) {
      const answer = await send(t, row.call(world), token, userId);
      expect(answer.status, `${row.label ?? row.route} after ${why}`).toBe(401);
    }
    const stream = await t.app.inject({ method: 'GET', url: `/api/events?token=${token}` });
    expect(stream.statusCode).toBe(401);
    figures.push(
      `${dialect}: a staff token after ${why}: 401 on all ${guarded.length + 1} guarded calls`,
    );
  }

  it('is useless after logout, on every guarded call, staff calls included', async () => {
    const { admin } = await createWorld(t);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(admin),
    });
    expect(logout.statusCode).toBe(204);
    await expectUseless(admin.token, admin.id, 'logout');
  });

  it('is useless after staff disable the account, and stays so when it is enabled again', async () => {
    const world = await createWorld(t);
    const victim = world.admin;
    const other = (await createWorld(t)).admin;
    const disable = await t.app.inject({
      method: 'POST',
      url: `/api/users/${victim.id}/disable`,
      headers: bearer(other),
    });
    expect(disable.statusCode).toBe(200);
    await expectUseless(victim.token, victim.id, 'disable');
    const enable = await t.app.inject({
      method: 'POST',
      url: `/api/users/${victim.id}/enable`,
      headers: bearer(other),
    });
    expect(enable.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(victim) });
    expect(me.statusCode).toBe(401);
  });

  it('is useless after staff delete the account', async () => {
    const victim = (await createWorld(t)).admin;
    const other = (await createWorld(t)).admin;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${victim.id}`,
      headers: bearer(other),
    });
    expect(removed.statusCode).toBe(200);
    await expectUseless(victim.token, victim.id, 'delete');
  });
});
