import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@buka/domain/settings';
import { messages } from '@buka/domain/messages';
import { insertTestOrder } from '../orders/orders-admin.fixtures';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { validFood as food } from '../test/bodies';

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: object };

describe.each(testDialects)('the staff area refuses everyone else on %s', (dialect) => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof createTestUser>>;
  let otherUserId: number;
  let orderId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    customer = await createTestUser(t.db);
    otherUserId = (await createTestUser(t.db)).id;
    orderId = (await insertTestOrder(t.db.kysely, { userId: customer.id })).id;
  });
  afterAll(() => t.close());

  // Every call staff make: a visitor is asked to sign in, a customer is turned away.
  const calls = (): Call[] => [
    { method: 'POST', url: '/api/products', body: food },
    { method: 'PUT', url: '/api/products/101', body: food },
    { method: 'DELETE', url: '/api/products/101' },
    { method: 'GET', url: '/api/users?search=a' },
    { method: 'POST', url: `/api/users/${otherUserId}/disable` },
    { method: 'POST', url: `/api/users/${otherUserId}/enable` },
    { method: 'DELETE', url: `/api/users/${otherUserId}` },
    { method: 'GET', url: '/api/admin/orders' },
    { method: 'GET', url: '/api/admin/orders?status=open&paid=false' },
    { method: 'PATCH', url: `/api/orders/${orderId}/status`, body: { status: '-1' } },
    { method: 'POST', url: `/api/admin/orders/${orderId}/paid` },
    {
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      body: { amount: 1, reason: 'x' },
    },
    { method: 'GET', url: '/api/admin/dashboard' },
    { method: 'PUT', url: '/api/settings', body: { ...defaultSettings, paused: true } },
  ];

  it.each([
    ['a visitor', 401, messages.unauthorized],
    ['a customer', 403, messages.forbidden],
  ])('%s gets %i on every staff call', async (who, status, message) => {
    for (const call of calls()) {
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        payload: call.body,
        headers: who === 'a customer' ? bearer(customer) : {},
      });
      expect({ call: `${call.method} ${call.url}`, status: response.statusCode }).toEqual({
        call: `${call.method} ${call.url}`,
        status,
      });
      expect(response.json()).toMatchObject({ message });
    }
  });

  it('leaves everything as it was', async () => {
    const menu = await t.app.inject({ method: 'GET', url: '/api/products' });
    const products = menu.json<{ products: { id: number; name: string }[] }>().products;
    expect(products.find((item) => item.id === 101)?.name).toBe('Jollof Rice');
    expect(products.some((item) => item.name === 'Moi Moi')).toBe(false);
    const other = await t.db.kysely
      .selectFrom('users')
      .select('disabledAt')
      .where('id', '=', otherUserId)
      .executeTakeFirst();
    expect(other).toEqual({ disabledAt: null });
    const order = await t.db.kysely
      .selectFrom('orders')
      .select(['status', 'isPaid'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: '0', isPaid: 0 });
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(settings.json()).toMatchObject({ paused: false });
  });
});
