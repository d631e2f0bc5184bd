import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../orders/orders-admin.fixtures';
import { OPEN_AT } from '../../orders/orders.test-helpers';
import { createLoggedApp, type LoggedApp } from '../../security/fixtures/logged-app';
import { bearer, createTestUser, testDialects } from '../../test/test-app';
import {
  hubSignature,
  incomingText,
  startFakeWhatsApp,
  WHATSAPP_TEST_APP_SECRET,
  WHATSAPP_TEST_TOKEN,
  WHATSAPP_TEST_VERIFY_TOKEN,
  type FakeWhatsApp,
} from '../testing/fake-whatsapp';
import { fakeNotificationsConfig, waitForNoticesDone } from '../testing/notices.test-helpers';

// The Cloud API's keys never reach the log: a template sent, one refused, the webhook set up,
// signed and forged, at the most talkative level, then each key is looked for in every line.
describe.each(testDialects)('WhatsApp in the log on %s', (dialect) => {
  let whatsapp: FakeWhatsApp;
  let s: LoggedApp;
  beforeAll(async () => {
    whatsapp = await startFakeWhatsApp();
    s = await createLoggedApp(
      dialect,
      {
        notifications: fakeNotificationsConfig('http://127.0.0.1:9', {
          whatsapp: whatsapp.config(),
          // The refused step's SMS goes to the log too (docs/whatsapp.md#when-whatsapp-cannot-deliver).
          sms: { provider: 'log' },
        }),
      },
      () => OPEN_AT,
    );
  });
  afterAll(async () => {
    await s?.close();
    await whatsapp?.close();
  });

  it('holds no access token, app secret, verify token or signature', async () => {
    const boss = await createTestUser(s.deps.db, { role: 'owner' });
    const accept = async (phone: string) => {
      const order = await insertTestOrder(s.deps.db.kysely, { clientPhone: phone });
      await s.deps.db.kysely
        .updateTable('orders')
        .set({ whatsappUpdates: 1 })
        .where('id', '=', order.id)
        .execute();
      const accepted = await s.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.id}/status`,
        headers: bearer(boss),
        payload: { status: '2', readyInMinutes: 30 },
      });
      expect(accepted.statusCode).toBe(200);
      await waitForNoticesDone({ db: s.deps.db }, order.id);
    };
    await accept('08039990001');
    whatsapp.failNext({ status: 401, code: 190, message: 'Invalid OAuth access token' });
    await accept('08039990002');
    expect(whatsapp.sent).toHaveLength(1);

    const verify = await s.app.inject({
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${WHATSAPP_TEST_VERIFY_TOKEN}&hub.challenge=42`,
    });
    expect(verify.statusCode).toBe(200);
    const raw = JSON.stringify(incomingText('2348039990001', 'where is my order'));
    const signature = hubSignature(raw);
    for (const header of [signature, `${signature.slice(0, -1)}0`]) {
      await s.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': header },
        payload: raw,
      });
    }
    const log = s.lines.join('\n');
    expect(log).toContain('notice not sent');
    for (const secret of [
      WHATSAPP_TEST_TOKEN,
      WHATSAPP_TEST_APP_SECRET,
      WHATSAPP_TEST_VERIFY_TOKEN,
      signature.slice('sha256='.length),
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
