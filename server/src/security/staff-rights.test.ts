import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@buka/domain/admin';
import type { SessionUser } from '@buka/domain/auth';
import { messages } from '@buka/domain/messages';
import type { Role } from '@buka/domain/staff-roles';
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
// ADMIN_PHONES with PATCH /api/me, signs in again, and used to come back as staff.

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
  const setRole = (token: string, id: number | string, role: Role) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}/role`,
      headers: bearer({ token }),
      payload: { role },
    });

  it('grants ADMIN_PHONES to the first sign-up only, and never again by phone', async () => {
    const signup = await post(SIGNUP, {
      name: 'Shop Owner',
      phoneNumber: OWNER_PHONE,
      password: 'owner-pass',
    });
    expect(signup.statusCode).toBe(201);
    const owner = signup.json<SessionUser>();
    expect(owner.role).toBe('owner');

    // The owner moves to a new number; the listed one is free.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(owner),
      payload: { phoneNumber: '08031110002' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ role: 'owner' });

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
      role: 'owner',
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

  it('lets the owner give and take back roles, and nobody else, a manager included', async () => {
    const admin = await createTestUser(t.db, { role: 'owner' });
    const manager = await createTestUser(t.db, { role: 'manager' });
    const customer = await createTestUser(t.db);
    const other = await createTestUser(t.db);

    expect((await setRole(customer.token, other.id, 'cashier')).statusCode).toBe(403);
    expect((await setRole(customer.token, customer.id, 'owner')).statusCode).toBe(403);
    expect((await setRole(manager.token, other.id, 'cashier')).statusCode).toBe(403);
    expect((await setRole(manager.token, manager.id, 'owner')).statusCode).toBe(403);
    const bad = await setRole(admin.token, other.id, 'admin' as Role);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ message: messages.invalidRole });

    const made = await setRole(admin.token, customer.id, 'manager');
    expect(made.statusCode).toBe(200);
    expect(made.json<AdminUser>()).toMatchObject({ uid: String(customer.id), role: 'manager' });
    // The rights hold at once, on the session the customer already had.
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(customer),
    });
    expect(users.statusCode).toBe(200);

    const removed = await setRole(admin.token, customer.id, 'customer');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<AdminUser>()).toMatchObject({ role: 'customer' });
    // Removed from staff, their sessions end at once (docs/team.md#removing-someone).
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(customer),
    });
    expect(after.statusCode).toBe(401);
    expect((await setRole(admin.token, 999_999, 'kitchen')).statusCode).toBe(404);
  });

  it('lets a manager disable and enable customers but never staff', async () => {
    const manager = await createTestUser(t.db, { role: 'manager' });
    const owner = await createTestUser(t.db, { role: 'owner' });
    const cashier = await createTestUser(t.db, { role: 'cashier' });
    const customer = await createTestUser(t.db);
    for (const target of [owner, cashier]) {
      const refused = await post(`/api/users/${target.id}/disable`, {}, manager.token);
      expect(refused.statusCode).toBe(403);
      expect(await findUserById(t.db.kysely, target.id)).toMatchObject({ disabledAt: null });
    }
    const disabled = await post(`/api/users/${customer.id}/disable`, {}, manager.token);
    expect(disabled.statusCode).toBe(200);
    const enabled = await post(`/api/users/${customer.id}/enable`, {}, manager.token);
    expect(enabled.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${customer.id}`,
      headers: bearer(manager),
    });
    expect(deleted.statusCode).toBe(403);
    // The owner may.
    expect((await post(`/api/users/${cashier.id}/disable`, {}, owner.token)).statusCode).toBe(200);
  });

  it('refuses to move, disable or delete the last owner who can sign in', async () => {
    // Everyone else loses their rights first: the test's owner is the shop's only one.
    await t.db.kysely.updateTable('users').set({ role: 'customer' }).execute();
    const only = await createTestUser(t.db, { role: 'owner' });
    // A manager left beside them does not keep the shop: only an owner gives roles.
    await createTestUser(t.db, { role: 'manager' });
    for (const role of ['customer', 'manager'] as const) {
      const stepDown = await setRole(only.token, only.id, role);
      expect(stepDown.statusCode).toBe(409);
      expect(stepDown.json()).toMatchObject({ message: messages.lastOwner });
    }

    // With a second owner, one may step down; the one left may not.
    const second = await createTestUser(t.db, { role: 'owner' });
    expect((await setRole(only.token, only.id, 'manager')).statusCode).toBe(200);
    const last = await setRole(second.token, second.id, 'customer');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ message: messages.lastOwner });
    expect(await findUserById(t.db.kysely, second.id)).toMatchObject({ role: 'owner' });
  });

  it('keeps one owner when two remove, disable or delete each other at the same moment', async () => {
    for (const action of ['remove-staff', 'disable', 'delete'] as const) {
      await t.db.kysely.updateTable('users').set({ role: 'customer' }).execute();
      const a = await createTestUser(t.db, { role: 'owner' });
      const b = await createTestUser(t.db, { role: 'owner' });
      const call = (actor: typeof a, target: typeof a) =>
        action === 'delete'
          ? t.app.inject({
              method: 'DELETE',
              url: `/api/users/${target.id}`,
              headers: bearer(actor),
            })
          : action === 'remove-staff'
            ? setRole(actor.token, target.id, 'customer')
            : post(`/api/users/${target.id}/${action}`, {}, actor.token);
      const answers = await Promise.all([call(a, b), call(b, a)]);
      // One wins. The other is refused either as the last owner (409) or, when the
      // winner finished first, as someone who is no longer an owner (401 or 403).
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0], action).toBe(200);
      expect([401, 403, 409], action).toContain(statuses[1]);
      const admins = await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'owner')
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
    expect(boss.role).toBe('owner');
    // Removing their rights here would not hold past their next sign-in: refused, and why.
    const admin = await createTestUser(t.db, { role: 'owner' });
    const refused = await setRole(admin.token, boss.id, 'manager');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: messages.staffByAdminEmails });
  });
});
