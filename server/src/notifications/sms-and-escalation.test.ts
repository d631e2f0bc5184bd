import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatShopTime } from '@buka/domain/shop-clock';
import { openDatabase } from '../db/database';
import { insertTestOrder } from '../orders/orders-admin.fixtures';
import { OPEN_AT } from '../orders/orders.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { escalateWaitingOrders, queueOrderNotices } from './order-notices';
import { startFakePushService, type FakePushService } from './testing/fake-push-service';
import { startFakeTermii, TERMII_TEST_KEY } from './testing/fake-termii';
import {
  fakeNotificationsConfig,
  subscribe,
  waitForNoticesDone,
  waitUntil,
} from './testing/notices.test-helpers';
import { termiiProvider } from './sms/termii';
import { updateUser } from '../users/users.repository';

const MINUTE = 60_000;

describe('the Termii client', () => {
  let termii: Awaited<ReturnType<typeof startFakeTermii>>;
  beforeAll(async () => {
    termii = await startFakeTermii();
  });
  afterAll(() => termii.close());

  const config = (apiKey: string) => ({
    provider: 'termii' as const,
    apiKey,
    senderId: 'Buka',
    baseUrl: termii.baseUrl,
    channel: 'dnd' as const,
  });

  it("sends Termii's documented fields and reads its message id", async () => {
    const result = await termiiProvider(config(TERMII_TEST_KEY)).send('2348031234567', 'Hello');
    expect(result).toEqual({ outcome: 'sent', reference: expect.stringMatching(/^\d+$/) });
    expect(termii.requests.at(-1)?.body).toEqual({
      api_key: TERMII_TEST_KEY,
      to: '2348031234567',
      from: 'Buka',
      sms: 'Hello',
      type: 'plain',
      channel: 'dnd',
    });
  });

  it("reports Termii's refusal in its own words", async () => {
    const wrongKey = await termiiProvider(config('wrong')).send('2348031234567', 'Hello');
    expect(wrongKey).toEqual({
      outcome: 'failed',
      why: 'Termii answered 401: "Invalid API key"',
      retry: false,
    });
    const nobody = await termiiProvider({
      ...config(TERMII_TEST_KEY),
      baseUrl: 'http://127.0.0.1:9',
    }).send('2348031234567', 'Hello');
    expect(nobody).toMatchObject({ outcome: 'failed', retry: true });
  });
});

describe.each(testDialects)('SMS and escalation on %s', (dialect) => {
  let t: TestApp;
  let termii: Awaited<ReturnType<typeof startFakeTermii>>;
  let push: FakePushService;
  let clock = OPEN_AT.getTime();
  let boss: Awaited<ReturnType<typeof createTestUser>>;

  const textsTo = (to: string) => termii.sent.filter((text) => text.to === to);
  const setStatus = (id: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: bearer(boss),
      payload,
    });

  beforeAll(async () => {
    termii = await startFakeTermii();
    push = await startFakePushService();
    t = await createTestApp(dialect, {
      now: () => new Date(clock),
      config: { notifications: fakeNotificationsConfig(termii.baseUrl) },
    });
    boss = await createTestUser(t.db, { role: 'owner' });
  });
  afterAll(async () => {
    await t?.close();
    await termii?.close();
    await push?.close();
  });

  it("texts the order's phone exactly once for each step", async () => {
    const customer = await createTestUser(t.db);
    const order = await insertTestOrder(t.db.kysely, {
      userId: customer.id,
      clientPhone: '0803 123 4567',
      createdAt: clock,
    });
    const to = '2348031234567';
    const queueAgain = () => queueOrderNotices(t.db.kysely, t.deps, order.id);
    expect((await setStatus(order.id, { status: '2', readyInMinutes: 30 })).statusCode).toBe(200);
    await waitUntil(() => textsTo(to).length === 1);
    expect(textsTo(to)[0]).toEqual({
      to,
      from: 'Buka',
      channel: 'dnd',
      sms: `Buka: your order #${order.id} accepted. It will be ready about ${formatShopTime(clock + 30 * MINUTE)}.`,
    });
    // However often the change is queued (a replay, another process), one text per step.
    await Promise.all([queueAgain(), queueAgain()]);
    await waitForNoticesDone(t, order.id);
    expect(textsTo(to)).toHaveLength(1);

    expect((await setStatus(order.id, { status: '3' })).statusCode).toBe(200);
    await waitUntil(() => textsTo(to).length === 2);
    expect((await setStatus(order.id, { status: '1' })).statusCode).toBe(200);
    await waitUntil(() => textsTo(to).length === 3);
    await queueAgain();
    await waitForNoticesDone(t, order.id);
    expect(textsTo(to).map((text) => text.sms)).toEqual([
      expect.stringContaining('accepted'),
      `Buka: your order #${order.id} is on the way. It has left the kitchen. Please have N10,000 ready.`,
      `Buka: your order #${order.id} delivered. Enjoy your meal!`,
    ]);
    const smsRows = () =>
      t.db.kysely
        .selectFrom('notificationSends')
        .select(['step', 'status', 'detail'])
        .where('orderId', '=', order.id)
        .where('channel', '=', 'sms')
        .orderBy('id')
        .execute();
    expect(await smsRows()).toEqual([
      { step: 'accepted', status: 'sent', detail: expect.stringMatching(/^\d+$/) },
      { step: 'on_the_way', status: 'sent', detail: expect.stringMatching(/^\d+$/) },
      { step: 'delivered', status: 'sent', detail: expect.stringMatching(/^\d+$/) },
    ]);
  });

  it('tells a paid order rejected with a reason that it will be refunded, once', async () => {
    const order = await insertTestOrder(t.db.kysely, {
      paymentMethod: 'online',
      isPaid: true,
      clientPhone: '+2348099990000',
      createdAt: clock,
    });
    expect((await setStatus(order.id, { status: '-1', reason: 'Sold out.' })).statusCode).toBe(200);
    await waitUntil(() => textsTo('2348099990000').length === 1);
    expect(textsTo('2348099990000')[0]?.sms).toBe(
      `Buka: your order #${order.id} canceled. Sorry, we canceled it. Reason: Sold out. Your payment will be refunded.`,
    );
    await queueOrderNotices(t.db.kysely, t.deps, order.id);
    await waitForNoticesDone(t, order.id);
    expect(textsTo('2348099990000')).toHaveLength(1);
  });

  it('records a text the provider refused, and never sends that step again', async () => {
    const order = await insertTestOrder(t.db.kysely, {
      clientPhone: '08077770000',
      createdAt: clock,
    });
    termii.emptyBalance();
    expect((await setStatus(order.id, { status: '2', readyInMinutes: 20 })).statusCode).toBe(200);
    await waitUntil(async () => {
      const row = await t.db.kysely
        .selectFrom('notificationSends')
        .select('status')
        .where('orderId', '=', order.id)
        .executeTakeFirst();
      return row?.status === 'failed';
    });
    termii.refill();
    await queueOrderNotices(t.db.kysely, t.deps, order.id);
    await waitForNoticesDone(t, order.id);
    expect(textsTo('2348077770000')).toEqual([]);
  });

  it('escalates a new order once, after the configured wait, to staff devices and the owner', async () => {
    const device = push.subscribe();
    expect((await subscribe(t, boss, device)).statusCode).toBe(201);
    const placedAt = clock;
    const waiting = await insertTestOrder(t.db.kysely, { createdAt: placedAt });
    const accepted = await insertTestOrder(t.db.kysely, { createdAt: placedAt });
    // An online order nobody paid for is not before staff, so it is never escalated.
    const unpaid = await insertTestOrder(t.db.kysely, {
      paymentMethod: 'online',
      createdAt: placedAt,
    });
    const deps = t.deps;

    clock = placedAt + MINUTE;
    expect((await setStatus(accepted.id, { status: '2', readyInMinutes: 45 })).statusCode).toBe(
      200,
    );
    clock = placedAt + 3 * MINUTE - 1;
    expect(await escalateWaitingOrders(deps)).toEqual([]);
    clock = placedAt + 3 * MINUTE;
    expect(await escalateWaitingOrders(deps)).toEqual([waiting.id]);
    clock = placedAt + 10 * MINUTE;
    expect(await escalateWaitingOrders(deps)).toEqual([]);

    // The check only queues; the senders text and push from the outbox.
    await waitForNoticesDone(t, waiting.id);
    const owner = textsTo('2348030000001');
    expect(owner).toEqual([
      expect.objectContaining({
        sms: `Buka: order #${waiting.id} (N10,000) has waited 3 min and nobody has accepted it. Open the orders board.`,
      }),
    ]);
    await push.waitFor(device, 1);
    expect(device.received.map((one) => one.message)).toEqual([
      expect.objectContaining({
        title: `Order #${waiting.id} is still waiting`,
        url: `/admin/orders?order=${waiting.id}`,
      }),
    ]);
    for (const id of [accepted.id, unpaid.id]) {
      expect(owner.some((text) => text.sms.includes(`#${id} `))).toBe(false);
    }
  });

  it.runIf(dialect === 'postgres')(
    'escalates each order exactly once when two processes check at the same moment',
    async () => {
      const second = openDatabase({
        databaseUrl: t.db.url,
        dataDir: os.tmpdir(),
        schema: t.db.schema,
      });
      try {
        const placedAt = clock;
        const orders = await Promise.all(
          [1, 2, 3, 4, 5].map(() => insertTestOrder(t.db.kysely, { createdAt: placedAt })),
        );
        clock = placedAt + 4 * MINUTE;
        const one = t.deps;
        const other = { ...one, db: second };
        const claims = await Promise.all([
          escalateWaitingOrders(one),
          escalateWaitingOrders(other),
          escalateWaitingOrders(one),
          escalateWaitingOrders(other),
        ]);
        const escalated = claims.flat().sort((a, b) => a - b);
        expect(escalated).toEqual(orders.map((order) => order.id).sort((a, b) => a - b));
        for (const order of orders) await waitForNoticesDone(t, order.id);
        for (const order of orders) {
          expect(
            textsTo('2348030000001').filter((text) => text.sms.includes(`#${order.id} `)),
          ).toHaveLength(1);
        }
      } finally {
        await second.kysely.destroy();
      }
    },
  );

  it('texts a customer who chose Pidgin in Pidgin, and shows the board their language', async () => {
    const customer = await createTestUser(t.db);
    await updateUser(t.db.kysely, customer.id, { language: 'pcm' });
    // The tests before took the portions a new order takes.
    await t.db.kysely.updateTable('foods').set({ stock: 50 }).execute();
    const order = await insertTestOrder(t.db.kysely, {
      userId: customer.id,
      clientPhone: '0803 765 4321',
      createdAt: clock,
    });
    const to = '2348037654321';
    const accepted = await setStatus(order.id, { status: '2', readyInMinutes: 30 });
    expect(accepted.json()).toMatchObject({ customerLanguage: 'pcm' });
    await waitUntil(() => textsTo(to).length === 1);
    expect(textsTo(to)[0]?.sms).toBe(
      `Buka: We don collect order #${order.id}. E go ready around ${formatShopTime(clock + 30 * MINUTE)}.`,
    );
  });
});
