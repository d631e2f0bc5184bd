import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { insertTestOrder } from '../orders/orders-admin.fixtures';
import { validPushSubscription } from '../test/bodies';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { startFakePushService, type FakePushService } from './testing/fake-push-service';
import { subscribe } from './testing/notices.test-helpers';

type User = Awaited<ReturnType<typeof createTestUser>>;

describe.each(testDialects)('turning notifications on and off on %s', (dialect) => {
  let t: TestApp;
  let push: FakePushService;
  let boss: User;
  let ada: User;

  beforeAll(async () => {
    push = await startFakePushService();
    t = await createTestApp(dialect);
    boss = await createTestUser(t.db, { role: 'owner' });
    ada = await createTestUser(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  const sendTest = (endpoint: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/test',
      headers: bearer(boss),
      payload: { endpoint },
    });
  const subscriptionsAt = (endpoint: string) =>
    t.db.kysely
      .selectFrom('pushSubscriptions')
      .select('id')
      .where('endpoint', '=', endpoint)
      .execute();

  it('gives everyone the same public key, made once and kept', async () => {
    const first = (await t.app.inject({ url: '/api/push/key' })).json() as { publicKey: string };
    const again = (await t.app.inject({ url: '/api/push/key' })).json() as { publicKey: string };
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(again).toEqual(first);
    const stored = await t.db.kysely.selectFrom('shopKeys').select('name').execute();
    expect(stored).toEqual([{ name: 'vapid' }]);
  });

  it('refuses a subscription it could not use, in plain words', async () => {
    const good = validPushSubscription();
    const cases = [
      [{ ...good, endpoint: 'not a url' }, messages.pushSubscriptionInvalid],
      [{ ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } }, messages.pushSubscriptionInvalid],
      // 65 bytes, but not a point on the curve.
      [
        { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } },
        messages.pushSubscriptionInvalid,
      ],
      [{ ...good, endpoint: 'https://push.example.com/send/1' }, messages.pushServiceNotAllowed],
      [{ ...good, endpoint: 'http://10.0.0.5/push/1' }, messages.pushServiceNotAllowed],
    ] as const;
    for (const [body, message] of cases) {
      const response = await subscribe(t, boss, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual({ message });
    }
  });

  it("lets only staff's devices hear of every order", async () => {
    expect((await subscribe(t, ada, push.subscribe())).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: validPushSubscription(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stops sending to a device turned off, and tests one turned on', async () => {
    const tablet = push.subscribe();
    expect((await subscribe(t, boss, tablet)).statusCode).toBe(201);
    // Turning it on twice (a page load renews it) keeps one subscription.
    expect((await subscribe(t, boss, tablet)).statusCode).toBe(201);
    const test = await sendTest(tablet.endpoint);
    expect(test.statusCode).toBe(200);
    await push.waitFor(tablet, 1);
    expect(tablet.received).toHaveLength(1);
    expect(tablet.received[0]?.message).toMatchObject({ title: 'Notifications are on' });

    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: bearer(boss),
      payload: { endpoint: tablet.endpoint },
    });
    expect(off.statusCode).toBe(204);
    expect(await subscriptionsAt(tablet.endpoint)).toEqual([]);
    const testAgain = await sendTest(tablet.endpoint);
    expect(testAgain.statusCode).toBe(404);
    expect(testAgain.json()).toEqual({ message: messages.pushDeviceNotFound });
  });

  it('answers a test to a device whose push service stopped it, and forgets that device', async () => {
    const phone = push.subscribe();
    expect((await subscribe(t, boss, phone)).statusCode).toBe(201);
    phone.answer = 410;
    const test = await sendTest(phone.endpoint);
    expect(test.statusCode).toBe(409);
    expect(test.json()).toEqual({ message: messages.pushTestFailed });
    expect(await subscriptionsAt(phone.endpoint)).toEqual([]);
  });

  it('keeps at most five devices following one order, the latest', async () => {
    const order = await insertTestOrder(t.db.kysely, { userId: ada.id });
    const devices = [1, 2, 3, 4, 5, 6, 7].map(() => push.subscribe());
    for (const device of devices) {
      expect((await subscribe(t, ada, device, order.id)).statusCode).toBe(201);
    }
    const kept = await t.db.kysely
      .selectFrom('pushSubscriptions')
      .select('endpoint')
      .where('orderId', '=', order.id)
      .execute();
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      devices
        .slice(2)
        .map((device) => device.endpoint)
        .sort(),
    );
  });
});
