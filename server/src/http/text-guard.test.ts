import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { defaultSettings } from '@buka/domain/settings';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { containsNul } from './text-guard';

describe('containsNul', () => {
  it('finds a NUL in any string or key, at any depth', () => {
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul(['\u0000'])).toBe(true);
    expect(containsNul({ a: ['Ọ̀fadà', 'جollof', '😀', 1, null, true] })).toBe(false);
    expect(containsNul(Buffer.from([0]))).toBe(false);
  });

  it('walks a body nested 100,000 levels deep without running out of stack', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});

describe.each(testDialects)('a NUL character in a request on %s', (dialect) => {
  let t: TestApp;
  let customer: { token: string };
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => new Date('2025-06-04T11:00:00Z') });
    customer = await createTestUser(t.db);
    admin = await createTestUser(t.db, { role: 'owner' });
  });
  afterAll(() => t.close());

  const nul = 'a\u0000b';
  const order = {
    name: 'Ada',
    phone: '08012345678',
    address: 'Road',
    products: [{ id: 101, qty: 1 }],
  };
  const food = { imageURL: '/dishes/waina.webp', calories: '1', categoryId: 1, price: 1 };

  // Each of these reached PostgreSQL and failed there with a 500 before the guard.
  it.each([
    ['a profile photo', 'PATCH', '/api/me', { photoURL: nul }, 'customer'],
    ['an order name', 'POST', '/api/orders', { ...order, name: nul }, 'customer'],
    ['an address', 'POST', '/api/orders', { ...order, address: nul }, 'customer'],
    ['a food name', 'POST', '/api/products', { ...food, name: nul }, 'admin'],
    ['a description', 'POST', '/api/products', { ...food, name: 'x', description: nul }, 'admin'],
    ['a shop setting', 'PUT', '/api/settings', { ...defaultSettings, address: nul }, 'admin'],
    ['a key', 'POST', '/api/cart', { fid: 101, ['k\u0000']: 1 }, 'customer'],
    ['a user search', 'GET', `/api/users?search=${encodeURIComponent(nul)}`, undefined, 'admin'],
    ['a sign-in state', 'GET', '/api/auth/oidc/callback?state=%00', undefined, 'customer'],
    ['a path', 'GET', '/api/payment/simulator/a%00b', undefined, 'customer'],
  ] as const)('is refused with 400 in %s', async (_where, method, url, payload, who) => {
    const response = await t.app.inject({
      method,
      url,
      headers: bearer(who === 'admin' ? admin : customer),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.invalidCharacters });
  });

  it('leaves ordinary text of any script alone', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { ...defaultSettings, address: 'Ọ̀fadà-😀 Street, Kubwa' },
    });
    expect(response.statusCode).toBe(200);
  });
});
