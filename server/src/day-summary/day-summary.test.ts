import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  daySummaryCardSchema,
  daySummarySettingsAnswerSchema,
  type DaySummary,
} from '@buka/domain/day-summary';
import { messages } from '@buka/domain/messages';
import { cashUpSchema, reportSchema } from '@buka/domain/reports';
import { defaultSettings } from '@buka/domain/settings';
import { openDatabase } from '../db/database';
import { insertTestOrder } from '../orders/orders-admin.fixtures';
import { askRefund, cancelOrder } from '../payments/refunds.test-helpers';
import { startFakeTermii } from '../notifications/testing/fake-termii';
import { fakeNotificationsConfig, waitUntil } from '../notifications/testing/notices.test-helpers';
import { writeSettings } from '../settings/settings.repository';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { daySummarySms } from './day-summary-text';
import { sendDaySummaryIfDue } from './day-summary.service';

const MINUTE = 60_000;
// Lagos is UTC+1: its midnight is 23:00 UTC the day before.
const lagos = (date: string, time: string) => Date.parse(`${date}T${time}:00+01:00`);
const day = '2025-06-02'; // a Monday; the default hours are 09:00 to 17:00

describe.each(testDialects)('the day summary on %s', (dialect) => {
  let t: TestApp;
  let termii: Awaited<ReturnType<typeof startFakeTermii>>;
  let staff: Awaited<ReturnType<typeof createTestUser>>;
  let clock = lagos(day, '08:00');

  const as = (
    user: { token: string },
    method: 'GET' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: bearer(user) });
  const get = async (url: string) => {
    const answer = await as(staff, 'GET', url);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as unknown;
  };
  // The summaries ('Buka, Mon 2 Jun: …'), not the customers' texts ('Buka: your order …').
  // The clock here jumps hours at a time: a text still being sent when it jumps would look
  // claimed long ago and be sent again, so each jump waits for the outbox to be done.
  const outboxSettled = () =>
    waitUntil(async () => {
      const waiting = await t.db.kysely
        .selectFrom('notificationSends')
        .select('id')
        .where('status', 'in', ['pending', 'sending'])
        .execute();
      return waiting.length === 0;
    });
  const texts = () => termii.sent.filter((text) => text.sms.startsWith('Buka, '));

  beforeAll(async () => {
    termii = await startFakeTermii();
    t = await createTestApp(dialect, {
      now: () => new Date(clock),
      config: { notifications: fakeNotificationsConfig(termii.baseUrl) },
    });
    staff = await createTestUser(t.db, { role: 'owner' });
    const order = (o: Parameters<typeof insertTestOrder>[1]) => insertTestOrder(t.db.kysely, o);
    // The evening before, one second to midnight: a delivered cash order, collected.
    const lastNight = await order({
      createdAt: lagos(day, '00:00') - 1000,
      status: '1',
      isPaid: true,
      items: [{ foodId: 101, quantity: 2 }],
    });
    // The day itself, from its first second: a delivered cash order not yet marked collected,
    // an online order paid through the provider, one canceled, one staff took 7 minutes to accept.
    await order({
      createdAt: lagos(day, '00:00'),
      status: '1',
      items: [{ foodId: 106, quantity: 1 }],
    });
    await order({
      createdAt: lagos(day, '10:00'),
      status: '1',
      paymentMethod: 'online',
      isPaid: true,
      items: [{ foodId: 109, quantity: 3 }],
    });
    const toCancel = await order({
      createdAt: lagos(day, '11:00'),
      items: [{ foodId: 108, quantity: 1 }],
    });
    clock = lagos(day, '12:00');
    const slow = await order({ createdAt: clock, items: [{ foodId: 101, quantity: 1 }] });
    clock += 7 * MINUTE;
    const accepted = await as(staff, 'PATCH', `/api/orders/${slow.id}/status`, {
      status: '2',
      readyInMinutes: 20,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await outboxSettled();
    clock = lagos(day, '13:00');
    await cancelOrder(t, staff, toCancel.id);
    await outboxSettled();
    // Cash handed back today for last night's order: it counts on the day it was given.
    expect(
      (await askRefund(t, staff, lastNight.id, { amount: 1000, reason: 'Cold rice' })).statusCode,
    ).toBe(201);
    // The next day's first minute: in no figure of this day.
    await order({ createdAt: lagos('2025-06-03', '00:00') + 30_000, status: '1', isPaid: true });
  });
  afterAll(async () => {
    await t?.close();
    await termii?.close();
  });

  it("has the reports' and the cash-up's figures for the same shop day", async () => {
    await outboxSettled();
    clock = lagos(day, '17:00');
    const card = daySummaryCardSchema.parse(await get('/api/admin/day-summary'));
    const report = reportSchema.parse(await get(`/api/admin/reports?from=${day}&to=${day}`));
    const [cashUp] = cashUpSchema.parse(
      await get(`/api/admin/reports/cash-up?from=${day}&to=${day}`),
    ).days;
    const summary = card.lastClosed!;
    expect(summary.date).toBe(day);
    expect(summary).toMatchObject({
      orders: report.summary.orders,
      canceled: report.summary.canceled,
      sales: report.summary.sales,
      refunds: report.summary.refunds,
      refunded: report.summary.refunded,
      net: report.summary.netSales,
      cashInDrawer: cashUp!.cashInHand,
      bestDishes: report.dishes.slice(0, 3).map(({ name, quantity }) => ({ name, quantity })),
    });
    const paid = report.paidBy.filter((row) => row.paidBy !== 'unpaid');
    expect(summary.paidSales).toBe(paid.reduce((sum, row) => sum + row.sales, 0));
    // And what those figures are, so a change to both at once is still seen.
    expect(summary).toMatchObject({
      orders: 3,
      canceled: 1,
      sales: 3000 + 4500 + 5000,
      paidSales: 4500,
      refunds: 1,
      refunded: 1000,
      net: 11_500,
      cashInDrawer: 3000 - 1000,
      slowestAcceptSeconds: 7 * 60,
    });
    expect(summary.bestDishes[0]).toEqual({ name: 'Chips', quantity: 3 });
    // Closed at 17:00: today so far is the same day.
    const { sent, ...figures } = summary;
    expect(card.today).toEqual(figures);
    expect(sent).toBeNull();
  });

  it('refuses numbers that are not Nigerian mobiles, in words, and keeps them from the public', async () => {
    const put = (payload: object) => as(staff, 'PUT', '/api/admin/day-summary/settings', payload);
    const wrong = await put({ enabled: true, phones: ['0123'] });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: messages.daySummaryPhoneInvalid });
    const none = await put({ enabled: true, phones: [] });
    expect(none.json()).toEqual({ message: messages.daySummaryNeedsPhone });
    const many = await put({
      enabled: true,
      phones: ['08031111111', '08032222222', '08033333333', '08034444444'],
    });
    expect(many.json()).toEqual({ message: messages.daySummaryPhonesTooMany });
    const twice = await put({ enabled: true, phones: ['08031111111', '+234 803 111 1111'] });
    expect(twice.json()).toEqual({ message: messages.daySummaryPhoneTwice });
    const customer = await createTestUser(t.db);
    expect(
      (await as(customer, 'PUT', '/api/admin/day-summary/settings', { enabled: false, phones: [] }))
        .statusCode,
    ).toBe(403);
    expect((await as(customer, 'GET', '/api/admin/day-summary')).statusCode).toBe(403);

    const saved = await put({ enabled: true, phones: ['0803 123 4567', '+234 809 123 4567'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ enabled: true, phones: ['08031234567', '08091234567'] });
    const answer = daySummarySettingsAnswerSchema.parse(
      await get('/api/admin/day-summary/settings'),
    );
    expect(answer).toMatchObject(saved.json() as object);
    // Staff's own mobiles are offered to pick; a customer's are not.
    expect(answer.staff).toContainEqual({ name: 'Test Customer', phone: staff.phoneNumber });
    expect(answer.staff.map((each) => each.phone)).not.toContain(customer.phoneNumber);
    const publicSettings = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(publicSettings.body).not.toContain('08031234567');
  });

  it('is sent by SMS once at closing time, however many processes look at once', async () => {
    const second =
      dialect === 'postgres'
        ? openDatabase({ databaseUrl: t.db.url, dataDir: os.tmpdir(), schema: t.db.schema })
        : t.db;
    try {
      const other = { ...t.deps, db: second };
      // A minute before closing, yesterday's summary is long past and today's not yet due.
      clock = lagos(day, '16:59');
      expect(await sendDaySummaryIfDue(t.deps)).toBeNull();
      clock = lagos(day, '17:00');
      const looks = await Promise.all([
        sendDaySummaryIfDue(t.deps),
        sendDaySummaryIfDue(other),
        sendDaySummaryIfDue(t.deps),
        sendDaySummaryIfDue(other),
      ]);
      expect(looks.filter((look) => look !== null)).toEqual([{ date: day, way: 'sms' }]);
      await waitUntil(() => texts().length === 2);
      await outboxSettled();
      const card = daySummaryCardSchema.parse(await get('/api/admin/day-summary'));
      const text = daySummarySms('Buka', card.lastClosed as DaySummary);
      expect(
        texts()
          .map(({ to, sms }) => ({ to, sms }))
          .sort((a, b) => a.to.localeCompare(b.to)),
      ).toEqual([
        { to: '2348031234567', sms: text },
        { to: '2348091234567', sms: text },
      ]);
      expect(text).toBe(
        'Buka, Mon 2 Jun: 3 orders (1 canceled). Sales N12,500, paid N4,500. ' +
          'Refunds N1,000 (1). Net N11,500. Cash in drawer N2,000. ' +
          'Best: Chips 3, Jollof Rice 1, Egg Sauce 1. Slowest accept 7 min.',
      );
      expect(card.lastClosed?.sent).toEqual({
        way: 'sms',
        at: new Date(clock).toISOString(),
        to: ['08031234567', '08091234567'],
      });

      // Later that evening, and after a restart (another connection, nothing in memory): no more.
      clock = lagos(day, '21:00');
      expect(await sendDaySummaryIfDue(other)).toBeNull();
      expect(await sendDaySummaryIfDue(t.deps)).toBeNull();
      // Whatever a look had put in the outbox is sent by the time it is empty.
      await outboxSettled();
      expect(texts(), JSON.stringify(termii.sent)).toHaveLength(2);
      const rows = await t.db.kysely
        .selectFrom('notificationSends')
        .select(['orderId', 'step', 'status'])
        .where('step', '=', `day-summary-${day}`)
        .execute();
      expect(rows).toEqual([
        { orderId: null, step: `day-summary-${day}`, status: 'sent' },
        { orderId: null, step: `day-summary-${day}`, status: 'sent' },
      ]);
    } finally {
      if (second !== t.db) await second.kysely.destroy();
    }
  });

  it("waits for a special day's own closing time, and is not sent the next noon", async () => {
    const special = '2025-06-09';
    await writeSettings(t.db.kysely, {
      ...defaultSettings,
      specialDays: [{ date: special, hours: [{ open: '09:00', close: '22:00' }], note: 'Late' }],
    });
    clock = lagos(special, '17:30');
    expect(await sendDaySummaryIfDue(t.deps)).toBeNull();
    clock = lagos(special, '22:00');
    expect(await sendDaySummaryIfDue(t.deps)).toEqual({ date: special, way: 'sms' });
    await waitUntil(
      () =>
        texts().filter((text) => text.sms.startsWith('Buka, Mon 9 Jun: no orders')).length === 2,
    );
    await outboxSettled();
    // The server was off over the next closing time and comes back the day after at noon.
    clock = lagos('2025-06-11', '12:00');
    expect(await sendDaySummaryIfDue(t.deps)).toBeNull();
    // A day the shop stays closed, with nothing done: on the dashboard only, no text at midnight.
    await writeSettings(t.db.kysely, {
      ...defaultSettings,
      specialDays: [{ date: '2025-06-11', hours: null, note: 'Closed' }],
    });
    clock = lagos('2025-06-12', '00:00');
    const sentBefore = termii.sent.length;
    expect(await sendDaySummaryIfDue(t.deps)).toEqual({ date: '2025-06-11', way: 'dashboard' });
    await outboxSettled();
    expect(termii.sent.slice(sentBefore)).toEqual([]);
  });

  it('holds nothing up while the SMS provider hangs: the text waits in the outbox', async () => {
    termii.hang();
    try {
      clock = lagos('2025-06-12', '17:00');
      const started = performance.now();
      expect(await sendDaySummaryIfDue(t.deps)).toEqual({ date: '2025-06-12', way: 'sms' });
      expect(performance.now() - started).toBeLessThan(2_000);
      const rows = await t.db.kysely
        .selectFrom('notificationSends')
        .select(['status'])
        .where('step', '=', 'day-summary-2025-06-12')
        .execute();
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.status === 'pending' || row.status === 'sending')).toBe(true);
    } finally {
      termii.recover();
    }
  });
});

describe.each(testDialects)('the day summary without an SMS provider on %s', (dialect) => {
  let t: TestApp;
  const clock = lagos(day, '17:05');

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => new Date(clock) });
  });
  afterAll(() => t?.close());

  it('is not sent while turned off, and is the dashboard card alone once on', async () => {
    expect(await sendDaySummaryIfDue(t.deps)).toBeNull();
    const staff = await createTestUser(t.db, { role: 'owner' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/day-summary/settings',
      headers: bearer(staff),
      payload: { enabled: true, phones: ['08031234567'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await sendDaySummaryIfDue(t.deps)).toEqual({ date: day, way: 'dashboard' });
    const card = daySummaryCardSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/day-summary', headers: bearer(staff) })
      ).json(),
    );
    expect(card.lastClosed?.sent).toMatchObject({ way: 'dashboard', to: [] });
    const queued = await t.db.kysely.selectFrom('notificationSends').select('id').execute();
    expect(queued).toEqual([]);
  });
});
