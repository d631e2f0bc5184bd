import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@buka/domain/admin';
import type { SessionUser } from '@buka/domain/auth';
import { messages } from '@buka/domain/messages';
import { findOrCreateProviderUser } from '../auth/oidc.users';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { findUserById, updateUser } from '../users/users.repository';

// Staff rights belong to the account and come only from a proven act. The
// attack: the owner changes phone on /profile, a customer takes the freed number listed in
// ADMIN_PHONES with PATCH /api/me, signs in again, and used to come back as admin.

const SIGNUP = '/api/users/login/customer/signup';
const SIGNIN = '/api/users/login/customer/signin';
const OWNER_PHONE = '08031110001';
// Listed too, but never signed up with: a phone an account can set on itself.
const SPARE_LISTED_PHONE = '08031110003';

describe.each(testDialects)('staff rights on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: { adminPhones: [OWNER_PHONE, SPARE_LISTED_PHONE], adminEmails: ['boss@example.com'] },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const staffCall = (token: string, id: number | string, action: 'make-staff' | 'remove-staff') =>
    t.app.inject({ method: 'POST', url: `/api/users/${id}/${action}`, headers: bearer({ token }) });

  it('grants ADMIN_PHONES to the first sign-up only, and never again by phone', async () => {
    const signup = await post(SIGNUP, {
      name: 'Shop Owner',
      phoneNumber: OWNER_PHONE,
      password: 'owner-pass',
    });
    expect(signup.statusCode).toBe(201);
    const owner = signup.json<SessionUser>();
    expect(owner.role).toBe('admin');

    // The owner moves to a new number; the listed one is free.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(owner),
      payload: { phoneNumber: '08031110002' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ role: 'admin' });

    // A customer takes it and signs in again: still a customer, and the staff calls say no.
    const customer = await createTestUser(t.db, { name: 'Mallory' });
    const taken = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(customer),
      payload: { phoneNumber: OWNER_PHONE },
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ role: 'customer' });
    const signin = await post(SIGNIN, { phoneNumber: OWNER_PHONE, password: customer.password });
    expect(signin.statusCode).toBe(200);
    const again = signin.json<SessionUser>();
    expect(again.role).toBe('customer');
    const users = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(again) });
    expect(users.statusCode).toBe(403);
    const disable = await post(`/api/users/${owner.uid}/disable`, {}, again.token);
    expect(disable.statusCode).toBe(403);
    expect(await findUserById(t.db.kysely, Number(owner.uid))).toMatchObject({
      role: 'admin',
      disabledAt: null,
    });

    // A listed number signing up once the shop has an admin is a customer like any other.
    await updateUser(t.db.kysely, customer.id, { phone: '08031110077' });
    const listedLater = await post(SIGNUP, {
      name: 'Second Try',
      phoneNumber: OWNER_PHONE,
      password: 'abc',
    });
    expect(listedLater.statusCode).toBe(201);
    expect(listedLater.json()).toMatchObject({ role: 'customer' });
  });

  it('lets an admin make staff and remove staff, and nobody else', async () => {
    const admin = await createTestUser(t.db, { role: 'admin' });
    const customer = await createTestUser(t.db);
    const other = await createTestUser(t.db);

    expect((await staffCall(customer.token, other.id, 'make-staff')).statusCode).toBe(403);
    expect((await staffCall(customer.token, customer.id, 'make-staff')).statusCode).toBe(403);

    const made = await staffCall(admin.token, customer.id, 'make-staff');
    expect(made.statusCode).toBe(200);
    expect(made.json<AdminUser>()).toMatchObject({ uid: String(customer.id), role: 'admin' });
    // The rights hold at once, on the session the customer already had.
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(customer),
    });
    expect(users.statusCode).toBe(200);

    const removed = await staffCall(admin.token, customer.id, 'remove-staff');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<AdminUser>()).toMatchObject({ role: 'customer' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(customer),
    });
    expect(after.statusCode).toBe(403);
    expect((await staffCall(admin.token, 999_999, 'make-staff')).statusCode).toBe(404);
  });

  it('refuses to remove, disable or delete the last admin who can sign in', async () => {
    // Everyone else loses their rights first: the test's admin is the shop's only one.
    await t.db.kysely.updateTable('users').set({ role: 'customer' }).execute();
    const only = await createTestUser(t.db, { role: 'admin' });
    const removeSelf = await staffCall(only.token, only.id, 'remove-staff');
    expect(removeSelf.statusCode).toBe(409);
    expect(removeSelf.json()).toMatchObject({ message: messages.lastAdmin });

    // With a second admin, one may step down; the one left may not.
    const second = await createTestUser(t.db, { role: 'admin' });
    expect((await staffCall(only.token, only.id, 'remove-staff')).statusCode).toBe(200);
    const last = await staffCall(second.token, second.id, 'remove-staff');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ message: messages.lastAdmin });
    expect(await findUserById(t.db.kysely, second.id)).toMatchObject({ role: 'admin' });
  });

  it('keeps one admin when two remove, disable or delete each other at the same moment', async () => {
    for (const action of ['remove-staff', 'disable', 'delete'] as const) {
      await t.db.kysely.updateTable('users').set({ role: 'customer' }).execute();
      const a = await createTestUser(t.db, { role: 'admin' });
      const b = await createTestUser(t.db, { role: 'admin' });
      const call = (actor: typeof a, target: typeof a) =>
        action === 'delete'
          ? t.app.inject({
              method: 'DELETE',
              url: `/api/users/${target.id}`,
              headers: bearer(actor),
            })
          : post(`/api/users/${target.id}/${action}`, {}, actor.token);
      const answers = await Promise.all([call(a, b), call(b, a)]);
      // One wins. The other is refused either as the last admin (409) or, when the
      // winner finished first, as someone who is no longer staff (401 or 403).
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0], action).toBe(200);
      expect([401, 403, 409], action).toContain(statuses[1]);
      const admins = await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('disabledAt', 'is', null)
        .execute();
      expect(admins, action).toHaveLength(1);
    }
  });

  it('grants ADMIN_EMAILS only to the verified address, never to a phone an account set', async () => {
    const providerId = 'accounts.test';
    const customer = await findOrCreateProviderUser(
      t.db.kysely,
      t.deps.config,
      providerId,
      { email: 'someone@example.com', name: 'Someone', picture: null },
      Date.now(),
    );
    // Setting the owner's listed phone on the account changes nothing at the next sign-in.
    await updateUser(t.db.kysely, customer.id, { phone: SPARE_LISTED_PHONE });
    const again = await findOrCreateProviderUser(
      t.db.kysely,
      t.deps.config,
      providerId,
      { email: 'someone@example.com', name: 'Someone', picture: null },
      Date.now(),
    );
    expect(again.role).toBe('customer');

    const boss = await findOrCreateProviderUser(
      t.db.kysely,
      t.deps.config,
      providerId,
      { email: 'Boss@Example.com', name: 'Boss', picture: null },
      Date.now(),
    );
    expect(boss.role).toBe('admin');
    // Removing their rights here would not hold past their next sign-in: refused, and why.
    const admin = await createTestUser(t.db, { role: 'admin' });
    const refused = await staffCall(admin.token, boss.id, 'remove-staff');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: messages.staffByAdminEmails });
  });
});
