import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@buka/domain/languages';
import { formatShopTime } from '@buka/domain/shop-clock';
import type { AdminOrder } from '@buka/domain/admin';
import { insertTestOrder } from '../../orders/orders-admin.fixtures';
import { OPEN_AT, postOrder, setStock } from '../../orders/orders.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../../test/test-app';
import { startFakeTermii } from '../testing/fake-termii';
import {
  hubSignature,
  incomingText,
  startFakeWhatsApp,
  webhookBody,
  whatsappRefusals,
  WHATSAPP_TEST_VERIFY_TOKEN,
  type FakeWhatsApp,
} from '../testing/fake-whatsapp';
import { customerSms } from '../notice-texts';
import { findOrder } from '../../orders/orders.repository';
import {
  fakeNotificationsConfig,
  waitForNoticesDone,
  waitUntil,
} from '../testing/notices.test-helpers';

const MINUTE = 60_000;

describe.each(testDialects)('WhatsApp messages on %s', (dialect) => {
  let t: TestApp;
  let whatsapp: FakeWhatsApp;
  let termii: Awaited<ReturnType<typeof startFakeTermii>>;
  let boss: Awaited<ReturnType<typeof createTestUser>>;
  let clock = OPEN_AT.getTime();
  /** The outbox waits 5 s (±20 %) before a retry: the shop's clock moves past it. */
  const pastTheRetryWait = () => (clock += 10_000);
  let phones = 0;

  /** A customer's phone of its own for each test, and its international form. */
  function newPhone() {
    const local = `0803${String(++phones).padStart(7, '0')}`;
    return { local, to: `234${local.slice(1)}` };
  }
  const templatesTo = (to: string) =>
    whatsapp.sent.filter((message) => message.to === to && message.template);
  const textsTo = (to: string) =>
    whatsapp.sent.filter((message) => message.to === to && message.text);
  const setStatus = (id: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: bearer(boss),
      payload,
    });
  const webhook = (body: object, signature?: string) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? { 'x-hub-signature-256': hubSignature(raw) } : {}),
        ...(signature ? { 'x-hub-signature-256': signature } : {}),
      },
      payload: raw,
    });
  };
  /** Tries written down for the order's WhatsApp message, once the try under way has ended. */
  const attemptsOf = async (orderId: number) => {
    const row = await t.db.kysely
      .selectFrom('notificationSends')
      .select(['attempts', 'status'])
      .where('orderId', '=', orderId)
      .where('channel', '=', 'whatsapp')
      .executeTakeFirst();
    return row?.status === 'pending' ? row.attempts : 0;
  };
  const adminOrder = async (id: number) =>
    (
      await t.app.inject({ url: `/api/admin/orders/${id}`, headers: bearer(boss) })
    ).json<AdminOrder>();
  const optedInOrder = async (phone: string, extra: object = {}) =>
    insertTestOrder(t.db.kysely, { clientPhone: phone, createdAt: clock, ...extra }).then(
      async (order) => {
        await t.db.kysely
          .updateTable('orders')
          .set({ whatsappUpdates: 1 })
          .where('id', '=', order.id)
          .execute();
        return order;
      },
    );
  /** An opted-in order of a signed-in customer who reads `language`. */
  const orderIn = async (language: Language, phone: string, extra: object = {}) => {
    const customer = await createTestUser(t.db);
    await t.db.kysely
      .updateTable('users')
      .set({ language })
      .where('id', '=', customer.id)
      .execute();
    return optedInOrder(phone, { userId: customer.id, ...extra });
  };
  const textsBySms = (to: string) => termii.sent.filter((text) => text.to === to);
  const sendsOf = (orderId: number) =>
    t.db.kysely
      .selectFrom('notificationSends')
      .select(['channel', 'step', 'status'])
      .where('orderId', '=', orderId)
      .where('channel', 'in', ['whatsapp', 'sms'])
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    whatsapp = await startFakeWhatsApp();
    termii = await startFakeTermii();
    t = await createTestApp(dialect, {
      now: () => new Date(clock),
      config: {
        notifications: fakeNotificationsConfig(termii.baseUrl, {
          // The shop declared Hausa and Yoruba approved; Meta (the fake) has only Hausa.
          whatsapp: whatsapp.config({ templateTranslations: { ha: 'ha', yo: 'yo' } }),
          // Short, so the hung provider's test need not wait long.
          sending: { timeoutMs: 1_000, sendsAtOnce: 4, attempts: 3 },
        }),
      },
    });
    whatsapp.approve('ha');
    boss = await createTestUser(t.db, { role: 'owner' });
    // Every test writes orders of the same dish.
    await setStock(t, 101, 10_000);
  });
  afterAll(async () => {
    await t?.close();
    await whatsapp?.close();
    await termii?.close();
  });
  beforeEach(() => whatsapp.recover());

  it('keeps "Send me updates on WhatsApp" from checkout, and offers it', async () => {
    const ways = await t.app.inject({ url: '/api/notices/ways' });
    expect(ways.json()).toEqual({ whatsapp: true, sms: true });
    const customer = await createTestUser(t.db);
    const placed = await postOrder(t, customer, [{ id: 101, qty: 1 }], {
      extra: { paymentMethod: 'cash', whatsappUpdates: true },
    });
    expect(placed.statusCode).toBe(201);
    const order = await t.app.inject({
      url: `/api/orders/${placed.json<{ id: number }>().id}`,
      headers: bearer(customer),
    });
    expect(order.json()).toMatchObject({ whatsappUpdates: true });
    // A number that is not a mobile's cannot have WhatsApp: not kept, so no page promises it.
    const landline = await postOrder(t, customer, [{ id: 101, qty: 1 }], {
      extra: { paymentMethod: 'cash', whatsappUpdates: true, phone: '09501234567' },
    });
    expect(landline.statusCode).toBe(201);
    const kept = await t.app.inject({
      url: `/api/orders/${landline.json<{ id: number }>().id}`,
      headers: bearer(customer),
    });
    expect(kept.json()).toMatchObject({ whatsappUpdates: false });
  });

  it('sends each step once as its template, in place of the SMS', async () => {
    const { local, to } = newPhone();
    const order = await optedInOrder(local);
    expect((await setStatus(order.id, { status: '2', readyInMinutes: 30 })).statusCode).toBe(200);
    await waitUntil(() => templatesTo(to).length === 1);
    expect(templatesTo(to)[0]!.template).toEqual({
      name: 'order_accepted',
      language: 'en',
      parameters: ['Buka', String(order.id), formatShopTime(clock + 30 * MINUTE)],
    });
    // A replay of the change, or another process queuing it, sends nothing more.
    const { queueOrderNotices } = await import('../order-notices');
    await Promise.all([
      queueOrderNotices(t.db.kysely, t.deps, order.id),
      queueOrderNotices(t.db.kysely, t.deps, order.id),
    ]);
    expect((await setStatus(order.id, { status: '3' })).statusCode).toBe(200);
    // Each step is sent before the next is made, so the fake sees them in order.
    await waitUntil(() => templatesTo(to).length === 2);
    expect((await setStatus(order.id, { status: '1' })).statusCode).toBe(200);
    await waitUntil(() => templatesTo(to).length === 3);
    await waitForNoticesDone(t, order.id);
    expect(templatesTo(to).map((message) => message.template!.name)).toEqual([
      'order_accepted',
      'order_on_the_way',
      'order_delivered',
    ]);
    expect(templatesTo(to)[1]!.template!.parameters[2]).toBe('Please have ₦10,000 ready.');
    // One paid message a step: the customer who asked for WhatsApp gets no SMS.
    expect(termii.sent.filter((text) => text.to === to)).toEqual([]);
    const rows = await t.db.kysely
      .selectFrom('notificationSends')
      .select(['step', 'status', 'detail'])
      .where('orderId', '=', order.id)
      .where('channel', '=', 'whatsapp')
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      templatesTo(to).map((message, index) => ({
        step: ['accepted', 'on_the_way', 'delivered'][index],
        status: 'sent',
        detail: message.id,
      })),
    );
  });

  it('says a rejection with its reason, and sends nothing to a customer who did not ask', async () => {
    const asked = newPhone();
    const rejected = await optedInOrder(asked.local);
    expect((await setStatus(rejected.id, { status: '-1', reason: 'Sold out' })).statusCode).toBe(
      200,
    );
    await waitUntil(() => templatesTo(asked.to).length === 1);
    expect(templatesTo(asked.to)[0]!.template).toMatchObject({
      name: 'order_canceled',
      parameters: ['Buka', String(rejected.id), 'Reason: Sold out.'],
    });

    const other = newPhone();
    const plain = await insertTestOrder(t.db.kysely, {
      clientPhone: other.local,
      createdAt: clock,
    });
    expect((await setStatus(plain.id, { status: '2', readyInMinutes: 20 })).statusCode).toBe(200);
    await waitUntil(() => termii.sent.some((text) => text.to === other.to));
    await waitForNoticesDone(t, plain.id);
    expect(whatsapp.sent.filter((message) => message.to === other.to)).toEqual([]);
  });

  it('tells a refund given back in cash', async () => {
    const { local, to } = newPhone();
    const order = await optedInOrder(local, { paymentMethod: 'cash', status: '1', isPaid: true });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: { ...bearer(boss), 'idempotency-key': `refund-${order.id}-0001` },
      payload: { amount: 2500, reason: 'A dish was missing' },
    });
    expect(refund.statusCode).toBe(201);
    await waitUntil(() => templatesTo(to).length === 1);
    expect(templatesTo(to)[0]!.template).toMatchObject({
      name: 'order_refunded',
      parameters: ['Buka', String(order.id), '₦2,500'],
    });
  });

  it("sends a customer's steps in their language when the shop has that translation", async () => {
    const hausa = newPhone();
    const order = await orderIn('ha', hausa.local);
    expect((await setStatus(order.id, { status: '2', readyInMinutes: 30 })).statusCode).toBe(200);
    expect((await setStatus(order.id, { status: '3' })).statusCode).toBe(200);
    await waitUntil(() => templatesTo(hausa.to).length === 2);
    expect(templatesTo(hausa.to).map((message) => message.template)).toEqual([
      {
        name: 'order_accepted',
        language: 'ha',
        parameters: ['Buka', String(order.id), formatShopTime(clock + 30 * MINUTE)],
      },
      // The words the shop fills in are Hausa too, the same as its SMS says them.
      {
        name: 'order_on_the_way',
        language: 'ha',
        parameters: ['Buka', String(order.id), 'Don Allah ka shirya ₦10,000.'],
      },
    ]);
    const rejected = await orderIn('ha', newPhone().local, { isPaid: true });
    expect((await setStatus(rejected.id, { status: '-1', reason: 'Sold out' })).statusCode).toBe(
      200,
    );
    await waitUntil(() =>
      whatsapp.sent.some((message) => message.template?.parameters[1] === String(rejected.id)),
    );
    const canceled = whatsapp.sent.find(
      (message) => message.template?.parameters[1] === String(rejected.id),
    );
    expect(canceled!.template).toEqual({
      name: 'order_canceled',
      language: 'ha',
      parameters: ['Buka', String(rejected.id), 'Dalili: Sold out. Za a mayar maka da kuɗinka.'],
    });

    // Igbo was not declared: English, at once.
    const igbo = newPhone();
    const english = await orderIn('ig', igbo.local);
    expect((await setStatus(english.id, { status: '2', readyInMinutes: 30 })).statusCode).toBe(200);
    await waitUntil(() => templatesTo(igbo.to).length === 1);
    expect(templatesTo(igbo.to)[0]!.template).toMatchObject({
      name: 'order_accepted',
      language: 'en',
    });
  });

  it('falls back to English when Meta has no such translation, and says so once', async () => {
    const warn = vi.spyOn(t.deps.log, 'warn');
    try {
      const first = newPhone();
      const second = newPhone();
      const orders = [await orderIn('yo', first.local), await orderIn('yo', second.local)];
      for (const order of orders) {
        expect((await setStatus(order.id, { status: '2', readyInMinutes: 30 })).statusCode).toBe(
          200,
        );
        await waitForNoticesDone(t, order.id);
      }
      // Yoruba was declared but Meta answered 132001: the same step went in English, words too.
      for (const [index, { to }] of [first, second].entries()) {
        expect(templatesTo(to).map((message) => message.template)).toEqual([
          {
            name: 'order_accepted',
            language: 'en',
            parameters: ['Buka', String(orders[index]!.id), formatShopTime(clock + 30 * MINUTE)],
          },
        ]);
        expect(textsBySms(to)).toEqual([]);
      }
      const said = warn.mock.calls.filter(([, message]) =>
        String(message).includes('no approved translation'),
      );
      expect(said).toEqual([[{ template: 'order_accepted', language: 'yo' }, expect.any(String)]]);
    } finally {
      warn.mockRestore();
    }
  });

  it.each([
    ['not on WhatsApp (131026)', whatsappRefusals.undeliverable],
    ['re-engagement (131047)', whatsappRefusals.reEngagement],
    ['an unsupported type (131051)', whatsappRefusals.unsupportedType],
  ])('sends the step by SMS instead when WhatsApp refuses it for good: %s', async (_, refusal) => {
    const { local, to } = newPhone();
    whatsapp.refuse(to, refusal);
    const order = await orderIn('ha', local);
    expect((await setStatus(order.id, { status: '2', readyInMinutes: 30 })).statusCode).toBe(200);
    await waitUntil(() => textsBySms(to).length === 1);
    await waitForNoticesDone(t, order.id);
    // The text the SMS lane would have sent, in the customer's language, once.
    const placed = await findOrder(t.db.kysely, order.id);
    expect(textsBySms(to).map((text) => text.sms)).toEqual([
      customerSms('Buka', placed!, 'accepted', 'ha'),
    ]);
    expect(await sendsOf(order.id)).toEqual([
      { channel: 'whatsapp', step: 'accepted', status: 'failed' },
      { channel: 'sms', step: 'accepted', status: 'sent' },
    ]);
    // Queued again (a replay, another process): nothing more goes either way.
    const { queueOrderNotices } = await import('../order-notices');
    await queueOrderNotices(t.db.kysely, t.deps, order.id);
    await waitForNoticesDone(t, order.id);
    expect(textsBySms(to)).toHaveLength(1);
    expect(templatesTo(to)).toEqual([]);
  });

  it('sends the step by SMS when WhatsApp later reports it failed, once', async () => {
    const { local, to } = newPhone();
    const order = await optedInOrder(local);
    expect((await setStatus(order.id, { status: '2', readyInMinutes: 30 })).statusCode).toBe(200);
    await waitUntil(() => templatesTo(to).length === 1);
    await waitForNoticesDone(t, order.id);
    expect(textsBySms(to)).toEqual([]);
    const failed = webhookBody({
      statuses: [
        {
          id: templatesTo(to)[0]!.id,
          status: 'failed',
          timestamp: '1',
          recipient_id: to,
          errors: [
            {
              code: 131026,
              title: 'Message undeliverable',
              message: 'Message undeliverable',
              error_data: { details: 'Message Undeliverable.' },
            },
          ],
        },
      ],
    });
    // Meta may say it twice: one SMS.
    expect((await webhook(failed)).statusCode).toBe(200);
    expect((await webhook(failed)).statusCode).toBe(200);
    await waitUntil(() => textsBySms(to).length === 1);
    await waitForNoticesDone(t, order.id);
    expect(textsBySms(to)).toEqual([
      expect.objectContaining({ sms: expect.stringContaining(`your order #${order.id} accepted`) }),
    ]);
    expect(await sendsOf(order.id)).toEqual([
      { channel: 'whatsapp', step: 'accepted', status: 'failed' },
      { channel: 'sms', step: 'accepted', status: 'sent' },
    ]);
  });

  it('refuses a webhook whose signature is wrong or missing, and touches nothing', async () => {
    const { to } = newPhone();
    const body = incomingText(to, 'hello');
    const forged = hubSignature(JSON.stringify(body), 'not-the-app-secret');
    expect((await webhook(body, forged)).statusCode).toBe(401);
    expect((await webhook(body, '')).statusCode).toBe(401);
    expect((await webhook(body, 'sha256=')).statusCode).toBe(401);
    const stored = await t.db.kysely
      .selectFrom('whatsappMessages')
      .select('id')
      .where('fromPhone', '=', to)
      .execute();
    expect(stored).toEqual([]);
    expect((await webhook(body)).statusCode).toBe(200);
  });

  it("answers Meta's verification handshake with the verify token only", async () => {
    const ask = (token: string) =>
      t.app.inject({
        url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const right = await ask(WHATSAPP_TEST_VERIFY_TOKEN);
    expect(right.statusCode).toBe(200);
    expect(right.body).toBe('1158201444');
    expect((await ask('guess')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/whatsapp/webhook' })).statusCode).toBe(403);
  });

  it('answers "where is my order" with the open order’s step, once per message', async () => {
    const { local, to } = newPhone();
    const order = await insertTestOrder(t.db.kysely, { clientPhone: local, createdAt: clock });
    expect((await setStatus(order.id, { status: '2', readyInMinutes: 45 })).statusCode).toBe(200);
    whatsapp.customerWrote(to);
    const asking = incomingText(to, 'Where is my food??');
    expect((await webhook(asking)).statusCode).toBe(200);
    // Meta sends a webhook again when it thinks it was not received: still one answer.
    expect((await webhook(asking)).statusCode).toBe(200);
    await waitUntil(() => textsTo(to).length === 1);
    await waitForNoticesDone(t, order.id);
    expect(textsTo(to)).toHaveLength(1);
    expect(textsTo(to)[0]!.text).toBe(
      `Buka: your order #${order.id} is: Preparing. It will be ready about ` +
        `${formatShopTime(clock + 45 * MINUTE)}. Follow it here: http://127.0.0.1:3000/orders?order=${order.id}`,
    );
    // Staff see it on the order, already answered.
    expect((await adminOrder(order.id)).whatsappMessages).toEqual([
      expect.objectContaining({ body: 'Where is my food??', name: 'Ada', read: true }),
    ]);
  });

  it('puts any other message on the order for staff, who mark it read', async () => {
    const { local, to } = newPhone();
    const order = await insertTestOrder(t.db.kysely, { clientPhone: local, createdAt: clock });
    expect((await webhook(incomingText(to, 'Please add extra pepper'))).statusCode).toBe(200);
    expect((await adminOrder(order.id)).whatsappMessages).toEqual([
      expect.objectContaining({ body: 'Please add extra pepper', read: false }),
    ]);
    expect(textsTo(to)).toEqual([]);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/whatsapp-read`,
      headers: bearer(boss),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<AdminOrder>().whatsappMessages).toEqual([
      expect.objectContaining({ read: true }),
    ]);
    const customer = await createTestUser(t.db);
    const notStaff = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/whatsapp-read`,
      headers: bearer(customer),
    });
    expect(notStaff.statusCode).toBe(403);
  });

  it('stores messages from unknown numbers and odd bodies without failing', async () => {
    expect((await webhook(incomingText('447700900123', 'where is my order'))).statusCode).toBe(200);
    const image = webhookBody({
      messages: [
        {
          from: '2348099999999',
          id: 'wamid.image1',
          timestamp: '1',
          type: 'image',
          image: { id: '1' },
        },
      ],
    });
    expect((await webhook(image)).statusCode).toBe(200);
    expect((await webhook({ object: 'page', entry: 'nonsense' })).statusCode).toBe(200);
    expect((await webhook({ hello: 1 })).statusCode).toBe(200);
    // A NUL cannot be stored and means nothing in a chat: the words around it are kept.
    expect((await webhook(incomingText('447700900124', 'hello\u0000 there'))).statusCode).toBe(200);
    const stored = await t.db.kysely
      .selectFrom('whatsappMessages')
      .select(['fromPhone', 'body', 'orderId'])
      .where('fromPhone', 'in', ['447700900123', '2348099999999', '447700900124'])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { fromPhone: '447700900123', body: 'where is my order', orderId: null },
      { fromPhone: '2348099999999', body: '[image]', orderId: null },
      { fromPhone: '447700900124', body: 'hello there', orderId: null },
    ]);
  });

  it('honours STOP: no more templates, a word that it is done, START to have them again', async () => {
    const { local, to } = newPhone();
    const order = await optedInOrder(local);
    expect((await setStatus(order.id, { status: '2', readyInMinutes: 30 })).statusCode).toBe(200);
    await waitUntil(() => templatesTo(to).length === 1);
    whatsapp.customerWrote(to);
    expect((await webhook(incomingText(to, 'STOP'))).statusCode).toBe(200);
    await waitUntil(() => textsTo(to).length === 1);
    expect(textsTo(to)[0]!.text).toContain('you will get no more WhatsApp updates');
    expect((await setStatus(order.id, { status: '3' })).statusCode).toBe(200);
    await waitForNoticesDone(t, order.id);
    expect(templatesTo(to)).toHaveLength(1);
    // The step comes as it does to any customer who did not ask for WhatsApp: by SMS.
    expect(termii.sent.filter((text) => text.to === to).map((text) => text.sms)).toEqual([
      expect.stringContaining('is on the way'),
    ]);
    const customerOrder = await adminOrder(order.id);
    expect(customerOrder.whatsappUpdates).toBe(false);

    expect((await webhook(incomingText(to, 'start'))).statusCode).toBe(200);
    await waitUntil(() => textsTo(to).length === 2);
    expect((await setStatus(order.id, { status: '1' })).statusCode).toBe(200);
    await waitUntil(() => templatesTo(to).length === 2);
    expect(templatesTo(to)[1]!.template!.name).toBe('order_delivered');
  });

  it("lets the customer stop WhatsApp updates on their order's page, and no one else", async () => {
    const customer = await createTestUser(t.db);
    const placed = await postOrder(t, customer, [{ id: 101, qty: 1 }], {
      extra: { paymentMethod: 'cash', whatsappUpdates: true, phone: newPhone().local },
    });
    const { id } = placed.json<{ id: number }>();
    const stop = (user: { token: string }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/whatsapp-stop`,
        headers: bearer(user),
      });
    const stranger = await createTestUser(t.db);
    expect((await stop(stranger)).statusCode).toBe(404);
    const stopped = await stop(customer);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ id, whatsappUpdates: false });
    expect((await setStatus(id, { status: '2', readyInMinutes: 30 })).statusCode).toBe(200);
    await waitForNoticesDone(t, id);
    const whatsappRows = await t.db.kysely
      .selectFrom('notificationSends')
      .select('id')
      .where('orderId', '=', id)
      .where('channel', '=', 'whatsapp')
      .execute();
    expect(whatsappRows).toEqual([]);
  });

  it('records what the status callbacks say of a sent template', async () => {
    const { local, to } = newPhone();
    const order = await optedInOrder(local);
    expect((await setStatus(order.id, { status: '2', readyInMinutes: 30 })).statusCode).toBe(200);
    await waitUntil(() => templatesTo(to).length === 1);
    await waitForNoticesDone(t, order.id);
    const id = templatesTo(to)[0]!.id;
    const said = (status: string, errors?: object[]) =>
      webhook(
        webhookBody({ statuses: [{ id, status, timestamp: '1', recipient_id: to, errors }] }),
      );
    const receipt = async () =>
      await t.db.kysely
        .selectFrom('notificationSends')
        .select(['status', 'receipt'])
        .where('detail', '=', id)
        .executeTakeFirstOrThrow();
    expect((await said('delivered')).statusCode).toBe(200);
    expect(await receipt()).toEqual({ status: 'sent', receipt: 'delivered' });
    expect((await said('read')).statusCode).toBe(200);
    expect((await said('delivered')).statusCode).toBe(200);
    expect(await receipt()).toEqual({ status: 'sent', receipt: 'read' });
    expect(
      (await said('failed', [{ code: 131026, title: 'Message undeliverable' }])).statusCode,
    ).toBe(200);
    expect(await receipt()).toEqual({
      status: 'failed',
      receipt: 'failed: 131026 Message undeliverable',
    });
  });

  it('tries a rate limit again and gives up at once on a refusal', async () => {
    const limited = newPhone();
    const first = await optedInOrder(limited.local);
    whatsapp.failNext({ status: 400, code: 130429, message: 'Rate limit hit' });
    expect((await setStatus(first.id, { status: '2', readyInMinutes: 30 })).statusCode).toBe(200);
    await waitUntil(async () => (await attemptsOf(first.id)) === 1);
    expect(templatesTo(limited.to)).toEqual([]);
    pastTheRetryWait();
    await waitUntil(() => templatesTo(limited.to).length === 1);

    const refused = newPhone();
    const second = await optedInOrder(refused.local);
    whatsapp.failNext({ status: 400, code: 131026, message: 'Message undeliverable' });
    expect((await setStatus(second.id, { status: '2', readyInMinutes: 30 })).statusCode).toBe(200);
    await waitForNoticesDone(t, second.id);
    const row = await t.db.kysely
      .selectFrom('notificationSends')
      .select(['status', 'attempts', 'detail'])
      .where('orderId', '=', second.id)
      .where('channel', '=', 'whatsapp')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'failed',
      attempts: 1,
      detail: 'WhatsApp answered 400: 131026 Message undeliverable',
    });
  }, 30_000);

  it('holds up nothing while WhatsApp hangs: SMS goes on, and the templates go later', async () => {
    whatsapp.hang();
    const asked = newPhone();
    const waiting = await optedInOrder(asked.local);
    const other = newPhone();
    const plain = await insertTestOrder(t.db.kysely, {
      clientPhone: other.local,
      createdAt: clock,
    });
    const started = performance.now();
    expect((await setStatus(waiting.id, { status: '2', readyInMinutes: 30 })).statusCode).toBe(200);
    expect((await setStatus(plain.id, { status: '2', readyInMinutes: 30 })).statusCode).toBe(200);
    // The staff's change answers at once, and the other customer's text goes meanwhile.
    await waitUntil(() => termii.sent.some((text) => text.to === other.to), 3_000);
    expect(performance.now() - started).toBeLessThan(3_000);
    await waitUntil(() => whatsapp.held() > 0);
    expect(templatesTo(asked.to)).toEqual([]);
    // Cut off at the time limit (1 s here), then tried again after its wait: it goes once.
    await waitUntil(async () => (await attemptsOf(waiting.id)) === 1 && whatsapp.held() === 0);
    whatsapp.recover();
    pastTheRetryWait();
    await waitUntil(() => templatesTo(asked.to).length === 1);
    await waitForNoticesDone(t, waiting.id);
    expect(templatesTo(asked.to)).toHaveLength(1);
  }, 30_000);
});

describe('without WhatsApp configured', () => {
  it('offers no updates there and has no webhook', async () => {
    // At an hour the shop is open, whenever the test runs.
    const t = await createTestApp('sqlite', { now: () => OPEN_AT });
    try {
      expect((await t.app.inject({ url: '/api/notices/ways' })).json()).toEqual({
        whatsapp: false,
        sms: false,
      });
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        payload: {},
      });
      expect(hook.statusCode).toBe(404);
      const customer = await createTestUser(t.db);
      const placed = await postOrder(t, customer, [{ id: 101, qty: 1 }], {
        extra: { paymentMethod: 'cash', whatsappUpdates: true },
      });
      expect(placed.statusCode).toBe(201);
      const row = await t.db.kysely
        .selectFrom('orders')
        .select('whatsappUpdates')
        .where('id', '=', placed.json<{ id: number }>().id)
        .executeTakeFirstOrThrow();
      expect(row.whatsappUpdates).toBe(0);
    } finally {
      await t.close();
    }
  });
});
