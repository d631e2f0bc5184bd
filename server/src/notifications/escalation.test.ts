import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { insertTestOrder } from '../orders/orders-admin.fixtures';
import { OPEN_AT } from '../orders/orders.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { startFakePushService, type FakePushService } from './testing/fake-push-service';
import { startFakeTermii, TERMII_TEST_KEY } from './testing/fake-termii';
import { subscribe, waitForNoticesDone, waitUntil } from './testing/notices.test-helpers';

const MINUTE = 60_000;
const OWNER = '2348030000002';

// The running shop escalates by itself: its own check, every few moments, with the wait and the
// phones the environment gives (README: ESCALATE_AFTER_MINUTES, ALERT_PHONES, TERMII_*).
describe.each(testDialects)('escalation by the running shop on %s', (dialect) => {
  let t: TestApp;
  let termii: Awaited<ReturnType<typeof startFakeTermii>>;
  let push: FakePushService;
  let clock = OPEN_AT.getTime();

  beforeAll(async () => {
    termii = await startFakeTermii();
    push = await startFakePushService();
    const fromEnv = loadConfig({
      LOG_LEVEL: 'silent',
      ESCALATE_AFTER_MINUTES: '7',
      ALERT_PHONES: '0803 000 0002',
      TERMII_API_KEY: TERMII_TEST_KEY,
      TERMII_SENDER_ID: 'Buka',
      TERMII_BASE_URL: termii.baseUrl,
    }).notifications;
    t = await createTestApp(dialect, {
      now: () => new Date(clock),
      config: {
        notifications: {
          ...fromEnv,
          pushServices: [{ loopbackOrigin: 'http://127.0.0.1' }],
          // Seconds in a real shop; a few milliseconds here, so the test need not wait.
          checkEveryMs: 25,
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await termii?.close();
    await push?.close();
  });

  it('escalates each order once, after the configured wait, and none that was accepted', async () => {
    const boss = await createTestUser(t.db, { role: 'owner' });
    const device = push.subscribe();
    expect((await subscribe(t, boss, device)).statusCode).toBe(201);
    const ownerTexts = (id: number) =>
      termii.sent.filter((text) => text.to === OWNER && text.sms.includes(`#${id} `));
    const start = clock;
    const first = await insertTestOrder(t.db.kysely, { createdAt: start });
    const accepted = await insertTestOrder(t.db.kysely, { createdAt: start });
    const later = await insertTestOrder(t.db.kysely, { createdAt: start + 2 * MINUTE });
    clock = start + MINUTE;
    const accept = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${accepted.id}/status`,
      headers: bearer(boss),
      payload: { status: '2', readyInMinutes: 20 },
    });
    expect(accept.statusCode).toBe(200);

    // Seven minutes after the first: it is escalated; the later one has waited only five.
    clock = start + 7 * MINUTE;
    await waitUntil(() => ownerTexts(first.id).length === 1);
    expect(ownerTexts(first.id)[0]?.sms).toBe(
      `Buka: order #${first.id} (N10,000) has waited 7 min and nobody has accepted it. Open the orders board.`,
    );
    expect(ownerTexts(later.id)).toEqual([]);
    // (The send is written down before this test's clock jumps on: a claim's lease is clock time.)
    await waitForNoticesDone(t, first.id);

    // Long after: the later one is escalated in its turn, and the checks since did not repeat
    // the first.
    clock = start + 30 * MINUTE;
    await waitUntil(() => ownerTexts(later.id).length === 1);
    expect(ownerTexts(first.id)).toHaveLength(1);
    expect(ownerTexts(accepted.id)).toEqual([]);
    await push.waitFor(device, 2);
    expect(device.received.map((one) => (one.message as { title: string }).title)).toEqual([
      `Order #${first.id} is still waiting`,
      `Order #${later.id} is still waiting`,
    ]);
  });
});
