import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { createSession } from './sessions.repository';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDialects)('sessions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers });

  it('answers GET /api/me with the user, without token or hash', async () => {
    const user = await createTestUser(t.db, { name: 'Kemi Ade' });
    const response = await me(bearer(user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      uid: user.uid,
      _id: user.uid,
      name: 'Kemi Ade',
      displayName: 'Kemi Ade',
      phoneNumber: user.phoneNumber,
      email: null,
      photoURL: null,
      image: null,
      providerId: 'phone',
      role: 'customer',
    });
  });

  it("answers 401 'Unauthorized. Login again' without a token", async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.unauthorized });
  });

  it('revokes the token at logout and only that one', async () => {
    const user = await createTestUser(t.db);
    const otherPhoneToken = await createSession(t.db.kysely, user.id, 30, Date.now());

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(user),
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');

    const after = await me(bearer(user));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: messages.unauthorized });
    expect((await me(bearer({ token: otherPhoneToken }))).statusCode).toBe(200);
  });

  it('answers a logout without a session with 204 too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/logout' });
    expect(response.statusCode).toBe(204);
  });

  it('refuses an expired session and accepts one about to expire', async () => {
    const user = await createTestUser(t.db);
    const expired = await createSession(t.db.kysely, user.id, 30, Date.now() - 30 * DAY - 1000);
    const fresh = await createSession(t.db.kysely, user.id, 30, Date.now() - 30 * DAY + 60_000);
    expect((await me(bearer({ token: expired }))).statusCode).toBe(401);
    expect((await me(bearer({ token: fresh }))).statusCode).toBe(200);
  });

  it('stops the sessions of a user who is disabled', async () => {
    const user = await createTestUser(t.db);
    expect((await me(bearer(user))).statusCode).toBe(200);
    await t.db.kysely
      .updateTable('users')
      .set({ disabledAt: Date.now() })
      .where('id', '=', user.id)
      .execute();
    expect((await me(bearer(user))).statusCode).toBe(401);
  });

  it('keeps only a hash of the token in the database', async () => {
    const user = await createTestUser(t.db);
    const rows = await t.db.kysely
      .selectFrom('sessions')
      .select('tokenHash')
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(user.token);
  });

  it('takes the scheme in any case, as HTTP allows', async () => {
    const user = await createTestUser(t.db);
    expect((await me({ authorization: `bearer ${user.token}` })).statusCode).toBe(200);
    expect((await me({ authorization: `BEARER  ${user.token}` })).statusCode).toBe(200);
  });

  it.each([
    ['an empty header', ''],
    ['the scheme alone', 'Bearer'],
    ['the scheme and a space', 'Bearer '],
    ['a short token', 'Bearer abc'],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
    ['a huge token', `Bearer ${'A'.repeat(10_000)}`],
    ['a token with SQL in it', "Bearer ' or '1'='1' --"],
    ['a token with odd characters', 'Bearer abc.def/ghi+jkl=mno%00pqrstuvwxyz'],
    ['Basic credentials', 'Basic dXNlcjpwYXNzd29yZA=='],
    ['a token without a scheme', 'A'.repeat(43)],
    ['two schemes', `Bearer Bearer ${'A'.repeat(43)}`],
    ['JSON', '{"token":"abc"}'],
  ])('answers 401 JSON, never 500, for %s', async (_label, authorization) => {
    const response = await me({ authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.unauthorized });
  });

  it('answers 401 for a real token with junk after it', async () => {
    const user = await createTestUser(t.db);
    const response = await me({ authorization: `Bearer ${user.token} extra` });
    expect(response.statusCode).toBe(401);
  });
});
