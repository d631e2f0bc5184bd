import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersResponseSchema } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { insertTestOrder } from '../orders/orders-admin.fixtures';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

describe.each(testDialects)('staff user calls on %s', (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createTestUser>>;

  const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: bearer(admin) });
  const signIn = (user: { phoneNumber: string | null; password: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login/customer/signin',
      payload: { phoneNumber: user.phoneNumber, password: user.password },
    });
  const me = (user: { token: string }) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user) });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createTestUser(t.db, { role: 'owner', name: 'Shop Owner' });
  });
  afterAll(() => t.close());

  it('lists users newest first with their fields, never a password hash', async () => {
    const amaka = await createTestUser(t.db, { name: 'Amaka Eze' });
    const response = await asAdmin('GET', '/api/users');
    expect(response.statusCode).toBe(200);
    const body = usersResponseSchema.parse(response.json());
    expect(body.users[0]).toEqual({
      uid: String(amaka.id),
      _id: String(amaka.id),
      name: 'Amaka Eze',
      displayName: 'Amaka Eze',
      phoneNumber: amaka.phoneNumber,
      email: null,
      photoURL: null,
      image: null,
      providerId: 'phone',
      role: 'customer',
      disabled: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(response.body).not.toMatch(/hash|scrypt/i);
  });

  it('searches by display name, in any case, anywhere in the name', async () => {
    await createTestUser(t.db, { name: 'Chidi Okafor' });
    await createTestUser(t.db, { name: 'Bola Okonkwo' });
    await createTestUser(t.db, { name: 'Musa Bello' });
    const names = async (search: string) =>
      usersResponseSchema
        .parse((await asAdmin('GET', `/api/users?search=${encodeURIComponent(search)}`)).json())
        .users.map((user) => user.name)
        .sort();
    expect(await names('OKO')).toEqual(['Bola Okonkwo']);
    expect(await names('oka')).toEqual(['Chidi Okafor']);
    expect(await names('  bello ')).toEqual(['Musa Bello']);
    expect(await names('ok')).toEqual(['Bola Okonkwo', 'Chidi Okafor']);
    // Wildcards typed in the box are letters like any other.
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });

  it('finds a user by the beginning of the phone, and a renamed or deleted one as they now are', async () => {
    const kemi = await createTestUser(t.db, { name: 'Kemi Adebayo', phone: '07039481234' });
    const search = async (text: string) =>
      usersResponseSchema.parse(
        (await asAdmin('GET', `/api/users?search=${encodeURIComponent(text)}`)).json(),
      );
    expect((await search('0703948')).users.map((user) => user.name)).toEqual(['Kemi Adebayo']);
    expect((await search('07039481234')).total).toBe(1);
    expect((await search('7039481')).total).toBe(0);

    // The name index follows every change to a name, however it is made.
    await t.db.kysely
      .updateTable('users')
      .set({ name: 'Kemi Balogun' })
      .where('id', '=', kemi.id)
      .execute();
    expect((await search('adebayo')).total).toBe(0);
    expect((await search('BALOGUN')).users.map((user) => user.name)).toEqual(['Kemi Balogun']);
    await t.db.kysely.deleteFrom('users').where('id', '=', kemi.id).execute();
    expect((await search('balogun')).total).toBe(0);
  });

  it('pages through the users a name or a phone finds, 50 at a time, newest first', async () => {
    const made: number[] = [];
    for (let i = 0; i < 55; i++) {
      const phone = `0906${String(i).padStart(7, '0')}`;
      made.push((await createTestUser(t.db, { name: 'Pagina Quist', phone })).id);
    }
    for (const text of ['agina qu', '0906000']) {
      const page = async (n: number) =>
        usersResponseSchema.parse(
          (await asAdmin('GET', `/api/users?search=${encodeURIComponent(text)}&page=${n}`)).json(),
        );
      const [first, second] = [await page(1), await page(2)];
      expect(first.total).toBe(55);
      expect(first.users.map((user) => Number(user.uid))).toEqual(made.slice(5).reverse());
      expect(second.users.map((user) => Number(user.uid))).toEqual(made.slice(0, 5).reverse());
    }
  });

  it('disabling signs the user out at once and refuses sign-in until enabled', async () => {
    const user = await createTestUser(t.db, { name: 'Kemi Adeyemi' });
    expect((await me(user)).statusCode).toBe(200);

    const disabled = await asAdmin('POST', `/api/users/${user.id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ uid: String(user.id), disabled: true });
    expect((await me(user)).statusCode).toBe(401);
    const refused = await signIn(user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.accountDisabled });
    const sessions = await t.db.kysely
      .selectFrom('sessions')
      .select('userId')
      .where('userId', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);

    const enabled = await asAdmin('POST', `/api/users/${user.id}/enable`);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ disabled: false });
    const again = await signIn(user);
    expect(again.statusCode).toBe(200);
    expect((await me(again.json<{ token: string }>())).statusCode).toBe(200);
  });

  it('deletes an account with its sessions and cart, keeping its orders for the books', async () => {
    const user = await createTestUser(t.db, { name: 'Tunde Bakare' });
    await t.db.kysely
      .insertInto('cartItems')
      .values({ userId: user.id, foodId: 103, qty: 2, createdAt: Date.now() })
      .execute();
    const order = await insertTestOrder(t.db.kysely, { userId: user.id, clientName: 'Tunde B' });

    const response = await asAdmin('DELETE', `/api/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.userDeleted });
    expect((await me(user)).statusCode).toBe(401);
    expect((await signIn(user)).statusCode).toBe(404);
    const cart = await t.db.kysely
      .selectFrom('cartItems')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(cart).toEqual([]);
    const kept = await t.db.kysely
      .selectFrom('orders')
      .select(['userId', 'clientName', 'clientPhone'])
      .where('id', '=', order.id)
      .executeTakeFirst();
    expect(kept).toEqual({ userId: null, clientName: 'Tunde B', clientPhone: '08012345678' });
    const lines = await t.db.kysely
      .selectFrom('orderItems')
      .select('quantity')
      .where('orderId', '=', order.id)
      .execute();
    expect(lines).toEqual([{ quantity: 2 }]);
  });

  it.each([
    ['disable', 'POST', 'disable', messages.cannotDisableSelf],
    ['delete', 'DELETE', '', messages.cannotDeleteSelf],
  ] as const)('will not let an admin %s themself', async (_what, method, action, message) => {
    const response = await asAdmin(method, `/api/users/${admin.id}${action ? `/${action}` : ''}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await me(admin)).statusCode).toBe(200);
  });

  it.each([
    ['POST', '/api/users/999999/disable'],
    ['POST', '/api/users/999999/enable'],
    ['DELETE', '/api/users/999999'],
    ['DELETE', '/api/users/99999999999'],
    ['POST', '/api/users/abc/disable'],
  ] as const)('answers %s %s with 404', async (method, url) => {
    const response = await asAdmin(method, url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.userNotFound });
  });
});
