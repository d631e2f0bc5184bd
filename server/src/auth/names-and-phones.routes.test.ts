import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { bearer, createTestApp, testDialects, type TestApp } from '../test/test-app';
import { OPEN_AT, postOrder } from '../orders/orders.test-helpers';

const SIGNUP = '/api/users/login/customer/signup';
const SIGNIN = '/api/users/login/customer/signin';

// Real names and the usual ways of writing a Nigerian number were refused.
describe.each(testDialects)('names and phones as people write them, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      now: () => OPEN_AT,
      config: { adminPhones: ['08099990000'] },
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it.each([
    ['Okonkwo-Eze', '+234 803 111 2001', '08031112001'],
    ["O'Neil", '234-803-111-2002', '08031112002'],
    ['Ngozi A.', '0803 111 2003', '08031112003'],
  ])(
    'signs up %j with %j, keeps 11 digits and signs in however it is written',
    async (name, written, stored) => {
      const signup = await post(SIGNUP, { name, phoneNumber: written, password: 'abc' });
      expect(signup.statusCode).toBe(201);
      expect(signup.json()).toMatchObject({ name, phoneNumber: stored });

      for (const typed of [
        stored,
        `+234${stored.slice(1)}`,
        `${stored.slice(0, 4)} ${stored.slice(4)}`,
      ]) {
        const signin = await post(SIGNIN, { phoneNumber: typed, password: 'abc' });
        expect(signin.statusCode, typed).toBe(200);
        expect(signin.json()).toMatchObject({ name, phoneNumber: stored });
      }
      // The same number written another way is the same account.
      const again = await post(SIGNUP, {
        name: 'Someone',
        phoneNumber: `234${stored.slice(1)}`,
        password: 'abc',
      });
      expect(again.statusCode).toBe(204);
    },
  );

  it("still refuses a name that is not one with the spec's words", async () => {
    const response = await post(SIGNUP, {
      name: 'Ada 2',
      phoneNumber: '08031112009',
      password: 'abc',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: messages.nameInvalid });
  });

  it('keeps a profile phone and an order phone written with the country code as 11 digits', async () => {
    const user = (
      await post(SIGNUP, { name: 'Ada Obi', phoneNumber: '08031112004', password: 'abc' })
    ).json();
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: bearer(user),
      payload: { phoneNumber: '+234 (0) 803 111 2005' },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ phoneNumber: '08031112005' });

    const order = await postOrder(t, user, [{ id: 101, qty: 1 }], {
      extra: { phone: '+234 803-111-2006', paymentMethod: 'cash' },
    });
    expect(order.statusCode).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.json().id}`,
      headers: bearer(user),
    });
    expect(detail.json().client).toMatchObject({ phone: '08031112006' });
  });

  it('refuses an order phone that cannot be called', async () => {
    const user = (
      await post(SIGNUP, { name: 'Bola Ade', phoneNumber: '08031112007', password: 'abc' })
    ).json();
    const order = await postOrder(t, user, [{ id: 101, qty: 1 }], { extra: { phone: '0803' } });
    expect(order.statusCode).toBe(422);
    expect(order.json()).toEqual({ message: messages.phoneInvalid });
  });

  it('makes the ADMIN_PHONES owner an admin however the sign-up writes the number', async () => {
    const owner = await post(SIGNUP, {
      name: 'Shop Owner',
      phoneNumber: '+234 809 999 0000',
      password: 'abc',
    });
    expect(owner.json()).toMatchObject({ phoneNumber: '08099990000', role: 'owner' });
  });
});
