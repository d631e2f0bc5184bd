import type { NotificationsConfig } from '../notifications.config';
import { bearer, type TestApp } from '../../test/test-app';
import type { FakeSubscription } from './fake-push-service';
import { TERMII_TEST_KEY } from './fake-termii';

/** Notifications sent to the tests' fakes: pushes on 127.0.0.1, texts through a fake Termii. */
export function fakeNotificationsConfig(
  termiiBaseUrl: string,
  changes: Partial<NotificationsConfig> = {},
): NotificationsConfig {
  return {
    pushServices: [{ loopbackOrigin: 'http://127.0.0.1' }],
    sms: {
      provider: 'termii',
      apiKey: TERMII_TEST_KEY,
      senderId: 'Buka',
      baseUrl: termiiBaseUrl,
      channel: 'dnd',
    },
    whatsapp: null,
    alertPhones: ['08030000001'],
    escalateAfterMs: 3 * 60_000,
    checkEveryMs: 0,
    sending: { timeoutMs: 5_000, sendsAtOnce: 8, attempts: 8 },
    ...changes,
  };
}

/** Turns notifications on for a browser, as the staff page (no order) or an order page does. */
export function subscribe(
  t: TestApp,
  user: { token: string },
  subscription: Pick<FakeSubscription, 'endpoint' | 'keys'>,
  orderId?: number,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(user),
    payload: { endpoint: subscription.endpoint, keys: subscription.keys, orderId },
  });
}

/** Waits until every message queued about the order has been sent or given up (none waiting). */
export async function waitForNoticesDone(t: Pick<TestApp, 'db'>, orderId: number, ms = 15_000) {
  await waitUntil(async () => {
    const waiting = await t.db.kysely
      .selectFrom('notificationSends')
      .select('id')
      .where('orderId', '=', orderId)
      .where('status', 'in', ['pending', 'sending'])
      .execute();
    return waiting.length === 0;
  }, ms);
}

/** Waits for what background work brings about (a push, a text), checking every 20 ms. */
export async function waitUntil(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
