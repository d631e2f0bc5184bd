import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

// Users, orders and cart lines have 32-bit keys; foods have 64-bit ones (their ids are
// timestamps). An id past a column's range is "not found" or "invalid", never a database
// error: PostgreSQL refuses such a number outright, and that once came back as a 500.
const tooLarge = ['2147483648', '9007199254740991', '99999999999999999999', '1e21'];

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; body?: object };

const customerCalls = (id: string): Call[] => [
  { method: 'PATCH', url: `/api/cart/${id}`, body: { qty: 2 } },
  { method: 'DELETE', url: `/api/cart/${id}` },
  { method: 'GET', url: `/api/orders/${id}` },
  { method: 'POST', url: '/api/payment/pay', body: { orderId: id } },
  { method: 'POST', url: '/api/payment/pay', body: { orderId: Number(id) } },
  { method: 'POST', url: '/api/cart', body: { fid: id } },
  {
    method: 'POST',
    url: '/api/orders',
    body: { name: 'Ada', phone: '08012345678', address: 'Road', products: [{ id, qty: 1 }] },
  },
];

const staffCalls = (id: string): Call[] => [
  { method: 'PATCH', url: `/api/orders/${id}/status`, body: { status: '2' } },
  { method: 'POST', url: `/api/admin/orders/${id}/paid` },
  { method: 'POST', url: `/api/users/${id}/disable` },
  { method: 'POST', url: `/api/users/${id}/enable` },
  { method: 'DELETE', url: `/api/users/${id}` },
  { method: 'DELETE', url: `/api/products/${id}` },
  {
    method: 'PUT',
    url: `/api/products/${id}`,
    body: {
      name: 'Moi Moi',
      imageURL: '/dishes/waina.webp',
      calories: '1',
      categoryId: 1,
      price: 1,
    },
  },
];

describe.each(testDialects)('ids past the database range on %s', (dialect) => {
  let t: TestApp;
  let customer: { token: string };
  let admin: { token: string };
  beforeAll(async () => {
    // Noon on a Wednesday in Lagos: the shop is open, so orders reach their checks.
    t = await createTestApp(dialect, { now: () => new Date('2025-06-04T11:00:00Z') });
    customer = await createTestUser(t.db);
    admin = await createTestUser(t.db, { role: 'owner' });
  });
  afterAll(() => t.close());

  it.each(tooLarge)('answers %s with a 4xx in words on every call that takes an id', async (id) => {
    const calls = [
      ...customerCalls(id).map((call) => ({ call, who: customer })),
      ...staffCalls(id).map((call) => ({ call, who: admin })),
    ];
    for (const { call, who } of calls) {
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: bearer(who),
        ...(call.body ? { payload: call.body } : {}),
      });
      const seen = `${call.method} ${call.url} ${JSON.stringify(call.body ?? '')}`;
      expect(response.statusCode, seen).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, seen).toBeLessThan(500);
      expect(response.json().message, seen).toEqual(expect.any(String));
    }
  });
});
