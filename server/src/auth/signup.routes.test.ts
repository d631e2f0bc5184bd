import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { findUserByPhone } from '../users/users.repository';

const SIGNUP = '/api/users/login/customer/signup';
const ADMIN_PHONE = '08090000001';

// docs/api.md#shapes: the user as the client keeps it, plus the token order calls read.
const userFields = [
  '_id',
  'displayName',
  'email',
  'image',
  'name',
  'phoneNumber',
  'photoURL',
  'providerId',
  'role',
  'token',
  'uid',
];

describe.each(testDialects)('POST %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { adminPhones: [ADMIN_PHONE] } });
  });
  afterAll(() => t.close());

  const signup = (payload: object) => t.app.inject({ method: 'POST', url: SIGNUP, payload });

  it("answers 201 with the spec's user fields and a working token, never the hash", async () => {
    const response = await signup({
      name: '  Ada Obi ',
      phoneNumber: '08011111111',
      password: 'abc',
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(Object.keys(user).sort()).toEqual(userFields);
    expect(user).toMatchObject({
      name: 'Ada Obi',
      displayName: 'Ada Obi',
      phoneNumber: '08011111111',
      email: null,
      photoURL: null,
      image: null,
      providerId: 'phone',
      role: 'customer',
    });
    expect(user.uid).toMatch(/^\d+$/);
    expect(user._id).toBe(user.uid);
    expect(user.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(response.body).not.toMatch(/scrypt|hash|"password"/i);

    const row = await findUserByPhone(t.db.kysely, '08011111111');
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('abc');

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ uid: user.uid, name: 'Ada Obi', role: 'customer' });
  });

  it('answers 204 with an empty body when the phone is taken, and leaves its owner alone', async () => {
    const owner = await createTestUser(t.db, { name: 'First Owner' });
    const response = await signup({
      name: 'Someone Else',
      phoneNumber: owner.phoneNumber,
      password: 'other-password',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const row = await findUserByPhone(t.db.kysely, owner.phoneNumber!);
    expect(row).toMatchObject({ id: owner.id, name: 'First Owner' });
  });

  it('lets one of two simultaneous sign-ups for a phone through: 201 and 204, never 500', async () => {
    const phoneNumber = '08022222222';
    const responses = await Promise.all([
      signup({ name: 'Twin One', phoneNumber, password: 'abc' }),
      signup({ name: 'Twin Two', phoneNumber, password: 'abc' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 204]);
    const users = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phoneNumber)
      .execute();
    expect(users).toHaveLength(1);
  });

  it.each([
    ['a two-letter name', { name: 'Ab' }, messages.nameInvalid],
    ['a name with digits', { name: 'Ada 7' }, messages.nameInvalid],
    ['a 10-digit phone', { phoneNumber: '0803333333' }, messages.phoneInvalid],
    ['a phone with letters', { phoneNumber: '0803333333x' }, messages.phoneInvalid],
    ['a two-character password', { password: 'ab' }, messages.newPasswordInvalid],
    ['a missing name', { name: undefined }, messages.loginBadInputs],
    ['a number for a phone', { phoneNumber: 8033333333 }, messages.loginBadInputs],
  ])('answers 422 for %s with the words %j and creates nobody', async (_label, change, message) => {
    const response = await signup({
      name: 'Valid Name',
      phoneNumber: '08033333333',
      password: 'abc',
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message });
    expect(await findUserByPhone(t.db.kysely, '08033333333')).toBeUndefined();
  });

  it('makes a phone listed in ADMIN_PHONES an admin at sign-up', async () => {
    const response = await signup({ name: 'Boss Lady', phoneNumber: ADMIN_PHONE, password: 'abc' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'owner' });
    expect(await findUserByPhone(t.db.kysely, ADMIN_PHONE)).toMatchObject({ role: 'owner' });
  });
});
