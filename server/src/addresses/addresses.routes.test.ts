import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import {
  MAX_SAVED_ADDRESSES,
  savedAddressesResponseSchema,
  savedAddressSchema,
} from '@buka/domain/saved-addresses';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

const home = {
  label: 'Home',
  address: '12 Aliyu Road',
  landmark: 'Opposite the mosque',
  area: 'Samaru',
  note: 'Blue gate',
};

describe.each(testDialects)('saved addresses on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const call = (
    user: { token: string } | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? bearer(user) : {},
      ...(payload ? { payload } : {}),
    });
  const list = async (user: { token: string }) =>
    savedAddressesResponseSchema.parse((await call(user, 'GET', '/api/addresses')).json())
      .addresses;

  it('saves, lists, edits and deletes a customer’s own addresses', async () => {
    const user = await createTestUser(t.db);
    expect(await list(user)).toEqual([]);
    const created = await call(user, 'POST', '/api/addresses', { ...home, label: ' Home ' });
    expect(created.statusCode).toBe(201);
    const saved = savedAddressSchema.parse(created.json());
    expect(saved).toEqual({ id: saved.id, ...home });
    const office = savedAddressSchema.parse(
      (
        await call(user, 'POST', '/api/addresses', {
          label: 'Office',
          address: 'Plot 4, Zaria Road',
          area: 'Samaru',
        })
      ).json(),
    );
    expect(office).toMatchObject({ landmark: '', note: '' });
    expect((await list(user)).map((address) => address.label)).toEqual(['Home', 'Office']);

    const edited = await call(user, 'PUT', `/api/addresses/${saved.id}`, {
      ...home,
      address: '14 Aliyu Road',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: saved.id, address: '14 Aliyu Road' });
    // Keeping its own name is no clash; taking another's is.
    const clash = await call(user, 'PUT', `/api/addresses/${saved.id}`, {
      ...home,
      label: 'office',
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toEqual({ message: 'You already have an address called office' });

    expect((await call(user, 'DELETE', `/api/addresses/${saved.id}`)).statusCode).toBe(204);
    expect((await list(user)).map((address) => address.id)).toEqual([office.id]);
    const twice = await call(user, 'DELETE', `/api/addresses/${saved.id}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ message: messages.addressNotFound });
  });

  it("treats another customer's address as not there", async () => {
    const owner = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const saved = savedAddressSchema.parse(
      (await call(owner, 'POST', '/api/addresses', home)).json(),
    );
    for (const [method, payload] of [
      ['PUT', home],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(other, method, `/api/addresses/${saved.id}`, payload);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: messages.addressNotFound });
    }
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toEqual([saved]);
    expect((await call(owner, 'PUT', '/api/addresses/abc', home)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/addresses')).statusCode).toBe(401);
  });

  it('refuses bad input and more than the limit in words, saving nothing', async () => {
    const user = await createTestUser(t.db);
    const refusals: [object, string][] = [
      [{ ...home, label: '' }, messages.addressLabelRequired],
      [{ ...home, address: ' ' }, messages.addressRequired],
      [{ ...home, address: 'x'.repeat(301) }, 'The address can be at most 300 characters'],
      [{ ...home, landmark: 'x'.repeat(121) }, 'The landmark can be at most 120 characters'],
      [{ ...home, area: 'Lagos' }, messages.addressAreaUnknown],
      [{ ...home, area: '' }, messages.areaRequired],
      [{ ...home, label: 7 }, messages.addressLabelRequired],
    ];
    for (const [payload, message] of refusals) {
      const refused = await call(user, 'POST', '/api/addresses', payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message });
    }
    expect(await list(user)).toEqual([]);

    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) {
      expect(
        (await call(user, 'POST', '/api/addresses', { ...home, label: `Place ${i}` })).statusCode,
      ).toBe(201);
    }
    const full = await call(user, 'POST', '/api/addresses', { ...home, label: 'One more' });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual({
      message: 'You can save at most 10 addresses. Please delete one first',
    });
    expect(await list(user)).toHaveLength(MAX_SAVED_ADDRESSES);
  });
});
