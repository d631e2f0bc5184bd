import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatShopTime } from '@buka/domain/shop-clock';
import { OPEN_AT } from '../orders/orders.test-helpers';
import { orderAndPay } from '../payments/payments.test-helpers';
import { recordPayment } from '../payments/record-payment';
import { validCashOrder } from '../test/bodies';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { queueOrderNotices } from './order-notices';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from './testing/fake-push-service';
import {
  fakeNotificationsConfig,
  subscribe,
  waitForNoticesDone,
  waitUntil,
} from './testing/notices.test-helpers';

type User = Awaited<ReturnType<typeof createTestUser>>;

describe.each(testDialects)('Web Push to staff and customers on %s', (dialect) => {
  let t: TestApp;
  let push: FakePushService;
  const clock = OPEN_AT.getTime();
  let boss: User;
  let cook: User;
  let ada: User;
  let bola: User;
  const staffDevices: FakeSubscription[] = [];

  const placeCashOrder = async (user: User, phone = '08012345678') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(user),
      payload: { ...validCashOrder, phone },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: number }).id;
  };
  const setStatus = (id: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: bearer(boss),
      payload,
    });
  const pushesAbout = (device: FakeSubscription, orderId: number) =>
    device.received.filter((push) => (push.message as { tag: string }).tag === `order-${orderId}`);

  beforeAll(async () => {
    push = await startFakePushService();
    // Texts go to a Termii nobody listens on: this file is about pushes.
    t = await createTestApp(dialect, {
      now: () => new Date(clock),
      config: { notifications: fakeNotificationsConfig('http://127.0.0.1:9') },
    });
    boss = await createTestUser(t.db, { role: 'owner', name: 'Boss' });
    cook = await createTestUser(t.db, { role: 'owner', name: 'Cook' });
    ada = await createTestUser(t.db, { name: 'Ada Obi' });
    bola = await createTestUser(t.db, { name: 'Bola Ade' });
    // The boss has a phone and a tablet; the cook a phone.
    for (const who of [boss, boss, cook]) {
      const device = push.subscribe();
      expect((await subscribe(t, who, device)).statusCode).toBe(201);
      staffDevices.push(device);
    }
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  it("tells every staff device of a new order once, signed with the shop's key", async () => {
    const orderId = await placeCashOrder(ada);
    for (const device of staffDevices) await push.waitFor(device, 1);
    // The same change queued again (a replay, another process): nobody is told twice.
    const queueAgain = () => queueOrderNotices(t.db.kysely, t.deps, orderId);
    await Promise.all([queueAgain(), queueAgain()]);
    await waitForNoticesDone(t, orderId);

    const { publicKey } = (await t.app.inject({ url: '/api/push/key' })).json() as {
      publicKey: string;
    };
    for (const device of staffDevices) {
      const pushes = pushesAbout(device, orderId);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]).toMatchObject({
        vapidKey: publicKey,
        urgency: 'high',
        ttl: 3600,
        topic: `order${orderId}`,
        claims: { aud: push.origin, sub: expect.stringMatching(/^mailto:/) },
        message: {
          title: `New order #${orderId}: N5,000`,
          body: '1 × Jollof Rice · Cash · Ada Obi',
          url: `/admin/orders?order=${orderId}`,
          tag: `order-${orderId}`,
          requireInteraction: true,
        },
      });
    }
    expect(push.refused).toEqual([]);
  });

  it('tells staff of an online order only once it is paid', async () => {
    const { orderId, reference, total } = await orderAndPay(t, bola, [{ id: 109, qty: 2 }]);
    await queueOrderNotices(t.db.kysely, t.deps, orderId);
    expect(pushesAbout(staffDevices[0]!, orderId)).toEqual([]);

    await recordPayment(t.deps, {
      reference,
      status: 'success',
      amountKobo: total * 100,
      currency: 'NGN',
      raw: {},
    });
    for (const device of staffDevices) {
      await waitUntil(() => pushesAbout(device, orderId).length === 1);
    }
    expect(pushesAbout(staffDevices[2]!, orderId)[0]?.message).toMatchObject({
      title: `New order #${orderId}: N3,000`,
      body: '2 × Chips · Paid online · Amina Bello',
    });
  });

  it("tells a customer's device the steps of that order, and no one else's", async () => {
    const adaOrder = await placeCashOrder(ada);
    const bolaOrder = await placeCashOrder(bola);
    const adaPhone = push.subscribe();
    const bolaPhone = push.subscribe();
    expect((await subscribe(t, ada, adaPhone, adaOrder)).statusCode).toBe(201);
    expect((await subscribe(t, bola, bolaPhone, bolaOrder)).statusCode).toBe(201);
    // Someone else's order is not there for them.
    const snooping = await subscribe(t, bola, push.subscribe(), adaOrder);
    expect(snooping.statusCode).toBe(404);

    expect((await setStatus(adaOrder, { status: '2', readyInMinutes: 30 })).statusCode).toBe(200);
    await push.waitFor(adaPhone, 1);
    expect(adaPhone.received[0]).toMatchObject({
      urgency: 'normal',
      message: {
        title: `Order #${adaOrder} accepted`,
        body: `It will be ready about ${formatShopTime(clock + 30 * 60_000)}.`,
        url: `/orders?order=${adaOrder}`,
      },
    });
    expect((await setStatus(adaOrder, { status: '3' })).statusCode).toBe(200);
    expect((await setStatus(adaOrder, { status: '1' })).statusCode).toBe(200);
    await push.waitFor(adaPhone, 3);
    expect(adaPhone.received.map((one) => (one.message as { title: string }).title)).toEqual([
      `Order #${adaOrder} accepted`,
      `Order #${adaOrder} is on the way`,
      `Order #${adaOrder} delivered`,
    ]);
    // Delivered: the order's subscriptions are gone, and bola heard nothing of ada's order.
    await waitUntil(async () => {
      const left = await t.db.kysely
        .selectFrom('pushSubscriptions')
        .select('id')
        .where('orderId', '=', adaOrder)
        .execute();
      return left.length === 0;
    });
    expect(bolaPhone.received).toEqual([]);
    for (const device of staffDevices) {
      expect(pushesAbout(device, adaOrder).map((one) => one.message)).toHaveLength(1);
    }
  });

  it('tells the customer why the order was canceled, and that a paid one is refunded', async () => {
    const orderId = await placeCashOrder(ada);
    const phone = push.subscribe();
    expect((await subscribe(t, ada, phone, orderId)).statusCode).toBe(201);
    const rejected = await setStatus(orderId, { status: '-1', reason: 'Sold out' });
    expect(rejected.statusCode).toBe(200);
    await push.waitFor(phone, 1);
    expect(phone.received[0]?.message).toMatchObject({
      title: `Order #${orderId} canceled`,
      body: 'Sorry, we canceled it. Reason: Sold out.',
    });
    const again = await subscribe(t, ada, push.subscribe(), orderId);
    expect(again.statusCode).toBe(409);
  });

  it('removes the subscriptions whose push service answers 404 or 410', async () => {
    const gone = push.subscribe();
    const notFound = push.subscribe();
    expect((await subscribe(t, cook, gone)).statusCode).toBe(201);
    expect((await subscribe(t, cook, notFound)).statusCode).toBe(201);
    gone.answer = 410;
    notFound.answer = 404;
    const orderId = await placeCashOrder(bola);
    await waitUntil(async () => {
      const rows = await t.db.kysely
        .selectFrom('notificationSends')
        .select(['recipient', 'status'])
        .where('orderId', '=', orderId)
        .where('channel', '=', 'push')
        .execute();
      return rows.filter((row) => row.status === 'gone').length === 2;
    });
    const left = await t.db.kysely
      .selectFrom('pushSubscriptions')
      .select('endpoint')
      .where('endpoint', 'in', [gone.endpoint, notFound.endpoint])
      .execute();
    expect(left).toEqual([]);
    await waitUntil(() => pushesAbout(staffDevices[0]!, orderId).length === 1);
  });

  it('sends nothing to a device whose person is no longer staff', async () => {
    const former = await createTestUser(t.db, { role: 'owner' });
    const device = push.subscribe();
    expect((await subscribe(t, former, device)).statusCode).toBe(201);
    await t.db.kysely
      .updateTable('users')
      .set({ role: 'customer' })
      .where('id', '=', former.id)
      .execute();
    const orderId = await placeCashOrder(ada);
    await waitUntil(() => pushesAbout(staffDevices[1]!, orderId).length === 1);
    expect(device.received).toEqual([]);
  });

  it("tells the kitchen's device of a new order without its total", async () => {
    const kitchen = await createTestUser(t.db, { role: 'kitchen', name: 'Emeka Cook' });
    const wall = push.subscribe();
    expect((await subscribe(t, kitchen, wall)).statusCode).toBe(201);
    const orderId = await placeCashOrder(ada);
    await waitUntil(() => pushesAbout(wall, orderId).length === 1);
    await waitUntil(() => pushesAbout(staffDevices[0]!, orderId).length === 1);
    expect(pushesAbout(wall, orderId)[0]?.message).toMatchObject({
      title: `New order #${orderId}`,
      body: '1 × Jollof Rice · Cash · Ada Obi',
    });
    expect(pushesAbout(staffDevices[0]!, orderId)[0]?.message).toMatchObject({
      title: `New order #${orderId}: N5,000`,
    });
  });
});
