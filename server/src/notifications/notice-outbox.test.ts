import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { insertTestOrder } from '../orders/orders-admin.fixtures';
import { OPEN_AT } from '../orders/orders.test-helpers';
import { createTestApp, createTestUser, testDialects, type TestApp } from '../test/test-app';
import { escalateWaitingOrders, queueOrderNotices } from './order-notices';
import { retryDelayMs } from './notice-senders';
import { claimDueNotices, finishNotice, queueNotices } from './notice-outbox.repository';
import { startFakePushService, type FakePushService } from './testing/fake-push-service';
import { startFakeTermii } from './testing/fake-termii';
import {
  fakeNotificationsConfig,
  subscribe,
  waitForNoticesDone,
  waitUntil,
} from './testing/notices.test-helpers';

const MINUTE = 60_000;
const OWNER = '2348030000001';
const TIMEOUT_MS = 15_000;
const AT_ONCE = 4;
const STOP_GRACE_MS = 300;

// Before notices were durable work (docs/decisions/0009-notices-as-durable-work.md), with
// Termii hanging one escalation check sent 20 texts in turn at 15 s each
// (10 minutes in which nothing else was escalated), the stop waited 214 s, and texts claimed
// when the process was killed were never sent. Notices are now durable work: queued in the
// transaction, sent by each provider's own senders with a time limit, a bound and retries.
describe.each(testDialects)('notices as durable work on %s', (dialect) => {
  let t: TestApp;
  let termii: Awaited<ReturnType<typeof startFakeTermii>>;
  let push: FakePushService;
  let clock = OPEN_AT.getTime();
  let boss: Awaited<ReturnType<typeof createTestUser>>;
  let restarted: FastifyInstance | undefined;

  const rows = (channel: 'push' | 'sms') =>
    t.db.kysely
      .selectFrom('notificationSends')
      .select(['orderId', 'status', 'attempts', 'nextAt', 'detail'])
      .where('channel', '=', channel)
      .execute();

  beforeAll(async () => {
    termii = await startFakeTermii();
    push = await startFakePushService();
    t = await createTestApp(dialect, {
      now: () => new Date(clock),
      config: {
        notifications: fakeNotificationsConfig(termii.baseUrl, {
          // Looks and the stop's grace shortened: the waits between tries are on the test's
          // clock, so a look every 200 ms finds a try due no sooner than one every second would.
          sending: {
            timeoutMs: TIMEOUT_MS,
            sendsAtOnce: AT_ONCE,
            attempts: 3,
            lookEveryMs: 200,
            stopGraceMs: STOP_GRACE_MS,
          },
        }),
      },
    });
    boss = await createTestUser(t.db, { role: 'owner' });
  });
  afterAll(async () => {
    await restarted?.close();
    await t?.close();
    await termii?.close();
    await push?.close();
  });

  it('Termii hung: 20 escalations reach staff devices at once; the stop waits for no text; each text goes once after', async () => {
    const device = push.subscribe();
    expect((await subscribe(t, boss, device)).statusCode).toBe(201);
    const placedAt = clock;
    const orders = [];
    for (let i = 0; i < 20; i++)
      orders.push(await insertTestOrder(t.db.kysely, { createdAt: placedAt, items: [] }));
    termii.hang();

    clock = placedAt + 3 * MINUTE;
    const startedAt = performance.now();
    const escalated = await escalateWaitingOrders(t.deps);
    const checkMs = performance.now() - startedAt;
    expect(escalated.sort((a, b) => a - b)).toEqual(orders.map((order) => order.id));
    // The check queues and returns; it waits on no provider.
    expect(checkMs).toBeLessThan(5_000);
    await push.waitFor(device, 20, 20_000);
    const pushesMs = performance.now() - startedAt;
    expect(pushesMs).toBeLessThan(10_000);
    expect(new Set(device.received.map((one) => (one.message as { tag: string }).tag)).size).toBe(
      20,
    );

    // The owner's texts: AT_ONCE calls held by Termii, the rest waiting their turn.
    await waitUntil(() => termii.held() === AT_ONCE);
    expect(termii.requests).toHaveLength(AT_ONCE);

    // The stop cuts the held calls off after a short grace, not after their 15 s time limit.
    const stopAt = performance.now();
    await t.app.close();
    const stopMs = performance.now() - stopAt;
    expect(stopMs).toBeGreaterThanOrEqual(STOP_GRACE_MS * 0.9);
    expect(stopMs).toBeLessThan(5_000);
    expect(termii.sent).toEqual([]);
    expect((await rows('sms')).map((row) => row.status)).toEqual(Array(20).fill('pending'));
    // A call the stop cut short is not counted as one of the tries.
    expect((await rows('sms')).every((row) => row.attempts === 0)).toBe(true);

    // The next start, Termii answering again: every text once, no push again.
    termii.recover();
    restarted = await buildApp(t.deps);
    await restarted.ready();
    await waitUntil(() => termii.sent.length === 20);
    for (const order of orders) await waitForNoticesDone(t, order.id);
    const texts = termii.sent.filter((text) => text.to === OWNER);
    for (const order of orders) {
      expect(texts.filter((text) => text.sms.includes(`order #${order.id} `))).toHaveLength(1);
    }
    expect((await rows('sms')).every((row) => row.status === 'sent')).toBe(true);
    expect(device.received).toHaveLength(20);
    console.log(
      `${dialect}: 20 escalations with Termii hung: check ${checkMs.toFixed(0)} ms, all 20 ` +
        `pushes in ${pushesMs.toFixed(0)} ms, stop ${stopMs.toFixed(0)} ms, 20 texts once each after`,
    );
  });

  it('tries a passing failure again, waiting longer each time, and gives up on a refusal', async () => {
    const app = restarted!;
    const device = push.subscribe();
    const refusing = push.subscribe();
    for (const one of [device, refusing]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: { authorization: `Bearer ${boss.token}` },
        payload: { endpoint: one.endpoint, keys: one.keys },
      });
      expect(answer.statusCode).toBe(201);
    }
    device.answer = 503;
    refusing.answer = 400;
    const order = await insertTestOrder(t.db.kysely, { createdAt: clock, items: [] });
    await queueOrderNotices(t.db.kysely, t.deps, order.id);
    const row = async (endpoint: string) =>
      t.db.kysely
        .selectFrom('notificationSends')
        .select(['status', 'attempts', 'nextAt', 'detail'])
        .where('orderId', '=', order.id)
        .where('recipient', '=', endpoint)
        .executeTakeFirstOrThrow();

    await waitUntil(async () => (await row(device.endpoint)).attempts === 1);
    await waitUntil(async () => (await row(device.endpoint)).status === 'pending');
    const first = await row(device.endpoint);
    expect(first.detail).toBe('push service answered 503');
    expect(first.nextAt! - clock).toBeGreaterThanOrEqual(4_000);
    expect(first.nextAt! - clock).toBeLessThanOrEqual(6_000);
    // A refusal (400) is not tried again.
    await waitUntil(async () => (await row(refusing.endpoint)).status === 'failed');
    expect(await row(refusing.endpoint)).toMatchObject({ attempts: 1, nextAt: null });

    clock = first.nextAt!;
    await waitUntil(async () => (await row(device.endpoint)).attempts === 2);
    await waitUntil(async () => (await row(device.endpoint)).status === 'pending');
    const second = await row(device.endpoint);
    expect(second.nextAt! - clock).toBeGreaterThanOrEqual(8_000);
    expect(second.nextAt! - clock).toBeLessThanOrEqual(12_000);

    device.answer = 201;
    clock = second.nextAt!;
    await push.waitFor(device, 1);
    await waitForNoticesDone(t, order.id);
    expect(await row(device.endpoint)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(refusing.received).toEqual([]);
  });

  it('gives a message up after the set number of tries', async () => {
    const device = push.subscribe();
    const answer = await restarted!.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { authorization: `Bearer ${boss.token}` },
      payload: { endpoint: device.endpoint, keys: device.keys },
    });
    expect(answer.statusCode).toBe(201);
    device.answer = 500;
    const order = await insertTestOrder(t.db.kysely, { createdAt: clock, items: [] });
    await queueOrderNotices(t.db.kysely, t.deps, order.id);
    const row = () =>
      t.db.kysely
        .selectFrom('notificationSends')
        .select(['status', 'attempts', 'detail'])
        .where('orderId', '=', order.id)
        .where('recipient', '=', device.endpoint)
        .executeTakeFirstOrThrow();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await waitUntil(async () => (await row()).attempts === attempt);
      await waitUntil(async () => (await row()).status !== 'sending');
      clock += 5 * MINUTE;
    }
    expect(await row()).toEqual({
      status: 'failed',
      attempts: 3,
      detail: 'gave up after 3 tries: push service answered 500',
    });
  });
});

describe.each(testDialects)("one order's steps on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('reach a phone in the order they happened, while other orders go side by side', async () => {
    const [order, other] = await Promise.all([
      insertTestOrder(t.db.kysely, { items: [] }),
      insertTestOrder(t.db.kysely, { items: [] }),
    ]);
    const phone = '2348031112222';
    const sms = (orderId: number, step: string) => ({
      orderId,
      step,
      recipient: phone,
      payload: { channel: 'sms' as const, text: step },
    });
    const now = Date.now();
    await queueNotices(t.db.kysely, [sms(order.id, 'accepted'), sms(order.id, 'on-the-way')], now);
    await queueNotices(t.db.kysely, [sms(other.id, 'accepted')], now);
    const claim = () => claimDueNotices(t.db.kysely, dialect, 'sms', now, now + 60_000, 4);

    const first = await claim();
    expect(first.map(({ orderId, step }) => [orderId, step])).toEqual([
      [order.id, 'accepted'],
      [other.id, 'accepted'],
    ]);
    // The dispatch waits while the accept is out, then goes.
    expect(await claim()).toEqual([]);
    await finishNotice(t.db.kysely, first[0]!, { status: 'sent', detail: null }, now);
    expect((await claim()).map(({ step }) => step)).toEqual(['on-the-way']);
  });
});

describe.runIf(testDialects.includes('postgres'))('claims from several processes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t?.close());

  it('never hand one message to two processes claiming at the same moment', async () => {
    const second = openDatabase({
      databaseUrl: t.db.url,
      dataDir: os.tmpdir(),
      schema: t.db.schema,
    });
    try {
      const order = await insertTestOrder(t.db.kysely, { items: [] });
      const now = Date.now();
      const notices = Array.from({ length: 60 }, (_, i) => ({
        orderId: order.id,
        step: 'new',
        recipient: `2348030${String(i).padStart(6, '0')}`,
        payload: { channel: 'sms' as const, text: `text ${i}` },
      }));
      expect(await queueNotices(t.db.kysely, notices, now)).toBe(60);
      const claim = (db: typeof second) =>
        claimDueNotices(db.kysely, 'postgres', 'sms', now, now + 60_000, 8);
      const rounds = await Promise.all(
        Array.from({ length: 10 }, (_, i) => claim(i % 2 === 0 ? t.db : second)),
      );
      const ids = rounds.flat().map((notice) => notice.id);
      expect(ids).toHaveLength(60);
      expect(new Set(ids).size).toBe(60);
      // Every one is under lease now: a further claim finds nothing.
      expect(await claim(second)).toEqual([]);
    } finally {
      await second.kysely.destroy();
    }
  });
});

describe('the wait between tries', () => {
  it('starts at 5 s, doubles, stops at 5 minutes, and spreads by a fifth either way', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n, middle))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000,
    ]);
    expect(retryDelayMs(1, () => 0)).toBe(4_000);
    expect(retryDelayMs(1, () => 1)).toBe(6_000);
  });
});
