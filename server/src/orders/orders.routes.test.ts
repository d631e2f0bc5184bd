import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import {
  lastDeliverySchema,
  orderSchema,
  ordersResponseSchema,
  ORDERS_PAGE_SIZE,
} from '@buka/domain/orders';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { OPEN_AT, postOrder } from './orders.test-helpers';

describe.each(testDialects)('reading orders on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // One customer places two pages of orders here: more than the unpaid orders allowed.
    t = await createTestApp(dialect, {
      now: () => OPEN_AT,
      config: { unpaidOrders: { perCustomer: 100, cancelAfterMs: 30 * 60_000 } },
    });
  });
  afterAll(() => t.close());

  const listOrders = (user: { token: string }, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/orders/user/orders${query}`,
      headers: bearer(user),
    });

  it("lists the caller's own orders newest first in the spec's shape, whatever userId says", async () => {
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const first = (await postOrder(t, user, [{ id: 101, qty: 2 }])).json();
    const second = (
      await postOrder(
        t,
        user,
        [
          { id: 106, qty: 1 },
          { id: 109, qty: 3 },
        ],
        {
          extra: { paymentMethod: 'cash', area: 'PZ' },
        },
      )
    ).json();
    await postOrder(t, other, [{ id: 101, qty: 1 }]);

    const response = await listOrders(user, `?userId=${other.uid}&pageNumber=1`);
    expect(response.statusCode).toBe(200);
    const { orders } = ordersResponseSchema.parse(response.json());
    expect(orders.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(orders[0]).toEqual({
      id: second.id,
      total: 7500,
      deliveryFee: 0,
      discount: 0,
      discountLabel: '',
      status: '0',
      cancelReason: null,
      isPaid: false,
      paidBy: null,
      refundDue: 0,
      refunds: [],
      paymentMethod: 'cash',
      delivery: true,
      fulfilment: 'delivery',
      scheduledFor: null,
      prepareAt: null,
      area: 'PZ',
      createdAt: OPEN_AT.toISOString(),
      userId: user.uid,
      readyAt: null,
      client: {
        name: 'Amina Bello',
        phone: '08031234567',
        address: '12 Market Road, Kubwa',
        landmark: '',
        riderPhone: '',
      },
      products: [
        {
          id: 106,
          name: 'Egg Sauce',
          price: '3000',
          OrderProduct: { quantity: 1 },
          choices: [],
          note: '',
        },
        {
          id: 109,
          name: 'Chips',
          price: '1500',
          OrderProduct: { quantity: 3 },
          choices: [],
          note: '',
        },
      ],
      note: '',
      source: 'online',
      payByTransfer: false,
      hoursOverridden: false,
      whatsappUpdates: false,
      rider: null,
    });
  });

  it("answers where the customer's newest order went, and null before the first", async () => {
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const lastDelivery = (caller: { token: string }) =>
      t.app.inject({
        method: 'GET',
        url: '/api/orders/user/last-delivery',
        headers: bearer(caller),
      });
    expect((await lastDelivery(user)).json()).toEqual({ delivery: null });

    await postOrder(t, user, [{ id: 101, qty: 1 }], { extra: { address: '1 Old Road' } });
    await postOrder(t, user, [{ id: 101, qty: 1 }], {
      extra: { address: '4 New Close, Kubwa', area: 'pz' },
    });
    await postOrder(t, other, [{ id: 101, qty: 1 }], { extra: { address: 'Elsewhere' } });
    const response = await lastDelivery(user);
    expect(response.statusCode).toBe(200);
    expect(lastDeliverySchema.parse(response.json())).toEqual({
      delivery: { address: '4 New Close, Kubwa', area: 'PZ' },
    });
    const visitor = await t.app.inject({ method: 'GET', url: '/api/orders/user/last-delivery' });
    expect(visitor.statusCode).toBe(401);
  });

  it("answers 404 'You have no orders' when there are none, and 401 without a session", async () => {
    const user = await createTestUser(t.db);
    const none = await listOrders(user, '?pageNumber=1');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: messages.noOrders });
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/user/orders' })).statusCode).toBe(
      401,
    );
    expect((await listOrders(user, '?pageNumber=zero')).statusCode).toBe(422);
  });

  it(`pages by ${ORDERS_PAGE_SIZE}`, async () => {
    const user = await createTestUser(t.db);
    await t.db.kysely.updateTable('foods').set({ stock: 500 }).where('id', '=', 109).execute();
    for (let i = 0; i < ORDERS_PAGE_SIZE + 1; i++) {
      expect((await postOrder(t, user, [{ id: 109, qty: 1 }])).statusCode).toBe(201);
    }
    const page1 = ordersResponseSchema.parse((await listOrders(user, '?pageNumber=1')).json());
    const page2 = ordersResponseSchema.parse((await listOrders(user, '?pageNumber=2')).json());
    expect(page1.orders).toHaveLength(ORDERS_PAGE_SIZE);
    expect(page2.orders).toHaveLength(1);
    expect(page2.orders[0]!.id).toBeLessThan(page1.orders.at(-1)!.id);
    expect((await listOrders(user, '?pageNumber=3')).statusCode).toBe(404);
  });

  it("reads one's own order; someone else's is a 404; an admin reads any", async () => {
    const owner = await createTestUser(t.db);
    const stranger = await createTestUser(t.db);
    const admin = await createTestUser(t.db, { role: 'owner' });
    const { id } = (await postOrder(t, owner, [{ id: 104, qty: 1 }])).json();
    const read = (user: { token: string }, orderId: unknown = id) =>
      t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(user) });

    const own = await read(owner);
    expect(own.statusCode).toBe(200);
    expect(orderSchema.parse(own.json())).toMatchObject({ id, total: 7000, isPaid: false });

    const theirs = await read(stranger);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: messages.orderNotFound });
    expect((await read(admin)).statusCode).toBe(200);
    expect((await read(owner, 99_999_999)).statusCode).toBe(404);
    expect((await read(owner, 'abc')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${id}` })).statusCode).toBe(401);
  });
});
