import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderSchema } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { orderStatuses } from '@buka/domain/order-status';
import { orderSchema } from '@buka/domain/orders';
import { deliveriesResponseSchema, riderCashSchema } from '@buka/domain/riders';
import { shopToday } from '@buka/domain/shop-clock';
import { insertTestOrder } from '../orders/orders-admin.fixtures';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

// docs/orders.md#riders, on both databases.

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

describe.each(testDialects)('riders on %s', (dialect) => {
  let t: TestApp;
  let cashier: TestUser;
  let rita: TestUser;
  let remi: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cashier = await createTestUser(t.db, { role: 'cashier', name: 'Chika Cashier' });
    rita = await createTestUser(t.db, { role: 'rider', name: 'Rita Rider' });
    remi = await createTestUser(t.db, { role: 'rider', name: 'Remi Rider' });
    customer = await createTestUser(t.db, { name: 'Ada Obi' });
  });
  afterAll(() => t.close());

  const preparingOrder = () =>
    insertTestOrder(t.db.kysely, { userId: customer.id, status: orderStatuses.preparing });
  const give = (orderId: number, riderId: number | null, by: TestUser = cashier) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/rider`,
      headers: bearer(by),
      payload: { riderId },
    });
  const deliveries = async (rider: TestUser) =>
    deliveriesResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/deliveries', headers: bearer(rider) })
      ).json(),
    ).deliveries;
  const step = (rider: TestUser, orderId: number, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/deliveries/${orderId}/step`,
      headers: bearer(rider),
      payload: body,
    });
  const history = async (orderId: number) =>
    t.db.kysely
      .selectFrom('orderHistory')
      .select(['kind', 'detail', 'byName'])
      .where('orderId', '=', orderId)
      .orderBy('id')
      .execute();

  it('lists the riders staff may choose, and gives a delivery to one', async () => {
    const riders = await t.app.inject({
      method: 'GET',
      url: '/api/admin/riders',
      headers: bearer(cashier),
    });
    const names = riders.json<{ riders: { name: string }[] }>().riders.map((rider) => rider.name);
    expect(names).toEqual(expect.arrayContaining(['Rita Rider', 'Remi Rider']));
    expect(names).not.toContain('Chika Cashier');

    const { id } = await preparingOrder();
    const given = await give(id, rita.id);
    expect(given.statusCode).toBe(200);
    // With the rider's number, for the board's chat with them.
    expect(adminOrderSchema.parse(given.json()).assignedRider).toEqual({
      id: rita.id,
      name: 'Rita Rider',
      phone: rita.phoneNumber,
    });
    expect(await history(id)).toEqual([
      { kind: 'rider', detail: 'Rita Rider', byName: 'Chika Cashier' },
    ]);
  });

  it('shows a rider only their own deliveries, and refuses them anyone else’s', async () => {
    const mine = await preparingOrder();
    const theirs = await preparingOrder();
    await give(mine.id, rita.id);
    await give(theirs.id, remi.id);
    const list = await deliveries(rita);
    expect(list.map((delivery) => delivery.id)).toContain(mine.id);
    expect(list.map((delivery) => delivery.id)).not.toContain(theirs.id);
    const delivery = list.find((row) => row.id === mine.id)!;
    expect(delivery).toMatchObject({
      address: '12 Market Road, Samaru',
      phone: '08012345678',
      collectKobo: mine.totalKobo,
    });
    const refused = await step(rita, theirs.id, { step: 'pickedUp' });
    expect(refused.statusCode).toBe(404);
    const state = await t.db.kysely
      .selectFrom('orders')
      .select('status')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(state.status).toBe(orderStatuses.preparing);
    // The board is not a rider's.
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: bearer(rita),
    });
    expect(board.statusCode).toBe(403);
  });

  it('picked up and delivered: the customer sees the rider, the cash counts under the rider', async () => {
    const { id, totalKobo } = await preparingOrder();
    await give(id, rita.id);
    expect((await step(rita, id, { step: 'delivered' })).json()).toMatchObject({
      message: messages.deliveryNotOnTheWay,
    });
    expect((await step(rita, id, { step: 'pickedUp' })).statusCode).toBe(204);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}`,
      headers: bearer(customer),
    });
    const order = orderSchema.parse(seen.json());
    expect(order.status).toBe(orderStatuses.onTheWay);
    // The shop does not let customers call riders unless it says so.
    expect(order.rider).toEqual({ name: 'Rita Rider', phone: null });

    expect((await step(rita, id, { step: 'delivered' })).statusCode).toBe(204);
    const done = await t.db.kysely
      .selectFrom('orders')
      .select(['status', 'isPaid'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(done).toEqual({ status: orderStatuses.delivered, isPaid: 1 });
    expect(await history(id)).toEqual([
      { kind: 'rider', detail: 'Rita Rider', byName: 'Chika Cashier' },
      { kind: 'step', detail: orderStatuses.onTheWay, byName: 'Rita Rider' },
      { kind: 'paid', detail: 'cash', byName: 'Rita Rider' },
      { kind: 'step', detail: orderStatuses.delivered, byName: 'Rita Rider' },
    ]);
    const today = shopToday(new Date());
    const cash = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/rider-cash?from=${today}&to=${today}`,
      headers: bearer(cashier),
    });
    const rider = riderCashSchema.parse(cash.json()).riders.find((row) => row.riderId === rita.id);
    expect(rider?.collected).toBeGreaterThanOrEqual(totalKobo / 100);
  });

  it('shows the rider’s phone on the way when the shop allows it', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings' });
    const owner = await createTestUser(t.db, { role: 'owner' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(owner),
      payload: { ...settings.json<object>(), riderCallLink: true },
    });
    expect(saved.statusCode).toBe(200);
    const { id } = await preparingOrder();
    await give(id, remi.id);
    await step(remi, id, { step: 'pickedUp' });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}`,
      headers: bearer(customer),
    });
    expect(orderSchema.parse(seen.json()).rider).toEqual({
      name: 'Remi Rider',
      phone: remi.phoneNumber,
    });
  });

  it('could not deliver: needs a reason, and the order goes back to the board with it', async () => {
    const { id } = await preparingOrder();
    await give(id, rita.id);
    await step(rita, id, { step: 'pickedUp' });
    const noReason = await step(rita, id, { step: 'undelivered', reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({ message: messages.undeliveredReasonRequired });
    const back = await step(rita, id, { step: 'undelivered', reason: 'Nobody at the gate' });
    expect(back.statusCode).toBe(204);
    expect((await deliveries(rita)).map((row) => row.id)).not.toContain(id);
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?status=open`,
      headers: bearer(cashier),
    });
    const onBoard = board
      .json<{ orders: unknown[] }>()
      .orders.map((row) => adminOrderSchema.parse(row))
      .find((row) => row.id === id);
    expect(onBoard).toMatchObject({
      status: orderStatuses.preparing,
      assignedRider: null,
      undelivered: { reason: 'Nobody at the gate' },
    });
    expect((await history(id)).at(-1)).toEqual({
      kind: 'undelivered',
      detail: 'Nobody at the gate',
      byName: 'Rita Rider',
    });
  });

  it('refuses a pickup order, a finished order and someone who is not a rider', async () => {
    const pickup = await insertTestOrder(t.db.kysely, { status: orderStatuses.preparing });
    await t.db.kysely
      .updateTable('orders')
      .set({ fulfilment: 'pickup' })
      .where('id', '=', pickup.id)
      .execute();
    expect((await give(pickup.id, rita.id)).json()).toMatchObject({
      message: messages.riderNotDelivery,
    });
    const delivered = await insertTestOrder(t.db.kysely, { status: orderStatuses.delivered });
    expect((await give(delivered.id, rita.id)).json()).toMatchObject({
      message: messages.riderOrderClosed,
    });
    const open = await preparingOrder();
    const notRider = await give(open.id, cashier.id);
    expect(notRider.statusCode).toBe(422);
    expect(notRider.json()).toMatchObject({ message: messages.riderNotFound });
  });
});
