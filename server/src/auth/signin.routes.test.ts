import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { findUserById } from '../users/users.repository';

const SIGNIN = '/api/users/login/customer/signin';
const ADMIN_PHONE = '08090000002';

describe.each(testDialects)('POST %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { adminPhones: [ADMIN_PHONE] } });
  });
  afterAll(() => t.close());

  const signin = (payload: object) => t.app.inject({ method: 'POST', url: SIGNIN, payload });

  it('answers 200 with the user and a new token that works on GET /api/me', async () => {
    const user = await createTestUser(t.db, { name: 'Chidi Eze' });
    const response = await signin({ phoneNumber: user.phoneNumber, password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      uid: user.uid,
      _id: user.uid,
      name: 'Chidi Eze',
      displayName: 'Chidi Eze',
      phoneNumber: user.phoneNumber,
      providerId: 'phone',
      role: 'customer',
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.token).not.toBe(user.token);
    expect(response.body).not.toMatch(/scrypt|hash|"password"/i);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(body) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ uid: user.uid, phoneNumber: user.phoneNumber });
  });

  it("answers 404 'Incorrect phone number or password' for a wrong password", async () => {
    const user = await createTestUser(t.db);
    const response = await signin({ phoneNumber: user.phoneNumber, password: 'not-it' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: messages.loginNotFound });
    expect(response.body).not.toContain('token');
  });

  it('answers the same 404 for a phone nobody registered', async () => {
    const response = await signin({ phoneNumber: '08055555555', password: 'whatever' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: messages.loginNotFound });
  });

  it.each([
    ['a 10-digit phone', { phoneNumber: '0801234567', password: 'abc' }, messages.phoneInvalid],
    ['a short password', { phoneNumber: '08012345678', password: 'ab' }, messages.passwordInvalid],
    ['nothing at all', {}, messages.loginBadInputs],
    ['a number password', { phoneNumber: '08012345678', password: 12345 }, messages.loginBadInputs],
  ])('answers 422 for %s', async (_label, payload, message) => {
    const response = await signin(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message });
  });

  it('refuses a disabled account, and its sessions stop working', async () => {
    const user = await createTestUser(t.db);
    await t.db.kysely
      .updateTable('users')
      .set({ disabledAt: Date.now() })
      .where('id', '=', user.id)
      .execute();

    const response = await signin({ phoneNumber: user.phoneNumber, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: messages.accountDisabled });
    expect(response.body).not.toContain('token');

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user) });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ message: messages.unauthorized });
  });

  it('never makes a phone listed in ADMIN_PHONES an admin at sign-in (a phone is not proof)', async () => {
    const user = await createTestUser(t.db, { phone: ADMIN_PHONE });
    expect(user.role).toBe('customer');
    const response = await signin({ phoneNumber: ADMIN_PHONE, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'customer' });
    expect(await findUserById(t.db.kysely, user.id)).toMatchObject({ role: 'customer' });
  });
});
