import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminLaterOrdersResponseSchema } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { orderSchema, type OrderSlotsResponse } from '@buka/domain/orders';
import { defaultSettings, type Settings } from '@buka/domain/settings';
import { announceLaterOrdersDue, type NoticeDeps } from '../notifications/order-notices';
import { logSmsProvider } from '../notifications/sms/log-sms';
import { writeSettings } from '../settings/settings.repository';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { OPEN_AT, postOrder, setStock, stockOf } from './orders.test-helpers';

// Pickup or delivery, orders for later, the areas' rules, landmarks and a customer's
// cancel, as the API answers them. OPEN_AT is Wednesday 4 June 2025, 12:00 in Lagos (11:00Z);
// the shop is open 09:00–17:00, slots are 30 minutes, the kitchen starts 45 minutes before.
const lagos = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`).toISOString();
const TODAY = '2025-06-04';
const TOMORROW = '2025-06-05';

describe.each(testDialects)('pickup, later orders and area rules on %s', (dialect) => {
  let t: TestApp;
  let clock = OPEN_AT;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => clock });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = OPEN_AT;
    await writeSettings(t.db.kysely, defaultSettings);
  });

  const withSettings = (change: Partial<Settings>) =>
    writeSettings(t.db.kysely, { ...defaultSettings, ...change });
  const withScheduling = (change: Partial<Settings['scheduling']>) =>
    withSettings({ scheduling: { ...defaultSettings.scheduling, ...change } });
  const order = async (extra: Record<string, unknown>, products = [{ id: 101, qty: 1 }]) => {
    const user = await createTestUser(t.db);
    const response = await postOrder(t, user, products, {
      extra: { paymentMethod: 'cash', ...extra },
    });
    return { user, response };
  };
  const readOrder = async (user: { token: string }, id: number) =>
    orderSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(user) })
      ).json(),
    );

  it('takes a pickup order without an address or fee, and says so on the order', async () => {
    await withSettings({ areas: [{ name: 'Samaru', feeKobo: 50_000 }] });
    const { user, response } = await order({ fulfilment: 'pickup', address: '', area: undefined });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ total: 5000 });
    const placed = await readOrder(user, response.json<{ id: number }>().id);
    expect(placed).toMatchObject({
      fulfilment: 'pickup',
      delivery: false,
      deliveryFee: 0,
      area: null,
      client: { address: '' },
    });
  });

  it('refuses delivery without an address, and either way once staff turned it off', async () => {
    const { response: noAddress } = await order({ address: '' });
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json()).toMatchObject({ message: messages.addressRequired });

    await withSettings({ fulfilment: { delivery: false, pickup: true } });
    const { response: delivery } = await order({});
    expect(delivery.statusCode).toBe(422);
    expect(delivery.json()).toMatchObject({ message: messages.deliveryOff });

    await withSettings({ fulfilment: { delivery: true, pickup: false } });
    const { response: pickup } = await order({ fulfilment: 'pickup' });
    expect(pickup.statusCode).toBe(422);
    expect(pickup.json()).toMatchObject({ message: messages.pickupOff });
  });

  it('stores the landmark and the rider phone, and shows them with the order', async () => {
    const { user, response } = await order({
      landmark: 'Opposite the mosque',
      riderPhone: '08099998888',
    });
    expect(response.statusCode).toBe(201);
    const placed = await readOrder(user, response.json<{ id: number }>().id);
    expect(placed.client).toMatchObject({
      landmark: 'Opposite the mosque',
      riderPhone: '08099998888',
    });
  });

  it("enforces the area's minimum and makes delivery free from its threshold", async () => {
    // Jollof Rice (101) is ₦5,000.
    await withSettings({
      areas: [{ name: 'Samaru', feeKobo: 50_000, minimumKobo: 650_000, freeFromKobo: 1_000_000 }],
    });
    const { response: short } = await order({});
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      message: 'Delivery to Samaru needs at least ₦6,500 of food: add ₦1,500 more',
    });
    // Pickup has no minimum.
    const { response: pickup } = await order({ fulfilment: 'pickup' });
    expect(pickup.statusCode).toBe(201);

    const { response: paysFee } = await order({}, [
      { id: 101, qty: 1 },
      { id: 109, qty: 1 },
    ]);
    expect(paysFee.statusCode).toBe(201);
    expect(paysFee.json()).toMatchObject({ total: 5000 + 1500 + 500 });

    const { response: free } = await order({}, [{ id: 101, qty: 2 }]);
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({ total: 10_000 });
  });

  it('takes an order for a slot today or tomorrow, and stores when its cooking starts', async () => {
    const { user, response } = await order({ scheduledFor: lagos(TODAY, '13:00') });
    expect(response.statusCode).toBe(201);
    const placed = await readOrder(user, response.json<{ id: number }>().id);
    expect(placed.scheduledFor).toBe(lagos(TODAY, '13:00'));
    expect(placed.prepareAt).toBe(lagos(TODAY, '12:15'));

    const { response: tomorrow } = await order({ scheduledFor: lagos(TOMORROW, '10:00') });
    expect(tomorrow.statusCode).toBe(201);
  });

  it.each([
    ['in the past', lagos(TODAY, '11:00'), 422, messages.slotPast],
    [
      'too soon for the kitchen',
      lagos(TODAY, '12:30'),
      422,
      messages.slotTooSoon.replace('{minutes}', '45'),
    ],
    ['outside the hours', lagos(TODAY, '18:00'), 422, messages.slotClosed],
    ['not on a slot', lagos(TOMORROW, '10:10'), 422, messages.slotClosed],
    [
      'too far ahead',
      lagos('2025-06-07', '10:00'),
      422,
      messages.slotTooFar.replace('{days}', '2'),
    ],
  ])('refuses a slot %s', async (_why, scheduledFor, status, message) => {
    const { response } = await order({ scheduledFor });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message });
  });

  it('lists and takes the midnight slot of a shop open from midnight until midnight, then neither', async () => {
    await withSettings({
      timetable: defaultSettings.timetable.map(() => [{ open: '00:00', close: '02:00' }]),
      scheduling: { ...defaultSettings.scheduling, slotMinutes: 30, leadMinutes: 0 },
    });
    const midnight = lagos(TOMORROW, '00:00');
    const firstListed = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/orders/slots' });
      const days = response.json<OrderSlotsResponse>().days;
      return days.find((day) => day.date === TOMORROW)?.slots[0]?.startsAt;
    };

    clock = new Date(Date.parse(midnight) - 1);
    expect(await firstListed()).toBe(midnight);
    expect((await order({ scheduledFor: midnight })).response.statusCode).toBe(201);

    clock = new Date(midnight);
    expect(await firstListed()).toBe(lagos(TOMORROW, '00:30'));
    const { response } = await order({ scheduledFor: midnight });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: messages.slotPast });
  });

  it('refuses a time when the shop takes no orders for later', async () => {
    await withScheduling({ enabled: false });
    const { response } = await order({ scheduledFor: lagos(TOMORROW, '10:00') });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: messages.laterOff });
  });

  it('takes an order for tomorrow 10:00 at 21:30 while closed, only if the shop allows it', async () => {
    clock = new Date(lagos(TODAY, '21:30'));
    const { response: now } = await order({});
    expect(now.statusCode).toBe(405);
    const { response: later } = await order({ scheduledFor: lagos(TOMORROW, '10:00') });
    expect(later.statusCode).toBe(201);

    await withScheduling({ whileClosed: false });
    const { response: refused } = await order({ scheduledFor: lagos(TOMORROW, '10:00') });
    expect(refused.statusCode).toBe(405);
  });

  it('lists the slots and marks a full one, then refuses it', async () => {
    await withScheduling({ maxPerSlot: 1 });
    // A slot of its own: the other tests' orders stay in this database.
    const at = lagos(TOMORROW, '14:00');
    const first = await order({ scheduledFor: at });
    expect(first.response.statusCode).toBe(201);
    const second = await order({ scheduledFor: at });
    expect(second.response.statusCode).toBe(409);
    expect(second.response.json()).toMatchObject({ message: messages.slotFull });

    const slots = (
      await t.app.inject({ method: 'GET', url: '/api/orders/slots' })
    ).json<OrderSlotsResponse>();
    const tomorrow = slots.days.find((day) => day.date === TOMORROW);
    expect(tomorrow?.slots.find((slot) => slot.startsAt === at)).toMatchObject({
      time: '14:00',
      ends: '14:30',
      full: true,
    });
    expect(tomorrow?.slots.find((slot) => slot.time === '14:30')?.full).toBe(false);
    // Today's first offer is the first slot the kitchen can still make: 13:00.
    expect(slots.days[0]).toMatchObject({ date: TODAY, daysAhead: 0 });
    expect(slots.days[0]?.slots[0]?.time).toBe('13:00');

    // A canceled order frees its place.
    const canceled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${first.response.json<{ id: number }>().id}/cancel`,
      headers: bearer(first.user),
    });
    expect(canceled.json()).toMatchObject({ status: '-1' });
    expect((await order({ scheduledFor: at })).response.statusCode).toBe(201);
  });

  it('gives a slot with 3 places to exactly 3 of 50 customers ordering at once', async () => {
    await withScheduling({ maxPerSlot: 3 });
    await setStock(t, 110, 100);
    const at = lagos(TOMORROW, '11:30');
    const customers = await Promise.all(Array.from({ length: 50 }, () => createTestUser(t.db)));
    const responses = await Promise.all(
      customers.map((customer) =>
        postOrder(t, customer, [{ id: 110, qty: 1 }], {
          extra: { paymentMethod: 'cash', scheduledFor: at },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(47);
    const row = await t.db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('scheduledFor', '=', Date.parse(at))
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(3);
  });

  it('puts a later cash order before staff only when its cooking should start', async () => {
    const { response } = await order({ scheduledFor: lagos(TOMORROW, '10:00') });
    const id = response.json<{ id: number }>().id;
    const announcedAt = async () =>
      (
        await t.db.kysely
          .selectFrom('orders')
          .select('announcedAt')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).announcedAt;
    expect(await announcedAt()).toBeNull();
    const events: string[] = [];
    const unsubscribe = t.deps.events.subscribe((event) => events.push(event.type));
    const notices: NoticeDeps = { ...t.deps, sms: logSmsProvider(t.deps.log) };
    clock = new Date(lagos(TOMORROW, '09:14'));
    expect(await announceLaterOrdersDue(notices)).not.toContain(id);
    clock = new Date(lagos(TOMORROW, '09:15'));
    expect(await announceLaterOrdersDue(notices)).toContain(id);
    expect(await announcedAt()).toBe(Date.parse(lagos(TOMORROW, '09:15')));
    // Once only.
    expect(await announceLaterOrdersDue(notices)).not.toContain(id);
    unsubscribe();
    expect(events).toContain('order.updated');
  });

  it('lists the orders for later still to hand over by their time, for staff only', async () => {
    const place = async (scheduledFor: string | undefined) =>
      (await order(scheduledFor ? { scheduledFor } : {})).response.json<{ id: number }>().id;
    const tomorrowLate = await place(lagos(TOMORROW, '11:00'));
    const today = await place(lagos(TODAY, '14:00'));
    const tomorrowEarly = await place(lagos(TOMORROW, '10:00'));
    const asap = await place(undefined);
    const { user, response } = await order({ scheduledFor: lagos(TOMORROW, '09:30') });
    const canceled = response.json<{ id: number }>().id;
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${canceled}/cancel`,
      headers: bearer(user),
    });

    const admin = await createTestUser(t.db, { role: 'owner' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/later',
      headers: bearer(admin),
    });
    expect(list.statusCode).toBe(200);
    const ids = adminLaterOrdersResponseSchema.parse(list.json()).orders.map((one) => one.id);
    const mine = ids.filter((id) =>
      [tomorrowLate, today, tomorrowEarly, asap, canceled].includes(id),
    );
    expect(mine).toEqual([today, tomorrowEarly, tomorrowLate]);

    const asCustomer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/later',
      headers: bearer(user),
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('lets a customer cancel their own order until it is accepted, stock back once', async () => {
    await setStock(t, 105, 10);
    const { user, response } = await order({}, [{ id: 105, qty: 2 }]);
    const id = response.json<{ id: number }>().id;
    expect(await stockOf(t, 105)).toBe(8);
    const cancel = (caller: { token: string }, orderId = id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: bearer(caller),
      });

    const stranger = await createTestUser(t.db);
    expect((await cancel(stranger)).statusCode).toBe(404);

    const [one, two] = await Promise.all([cancel(user), cancel(user)]);
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ status: '-1', cancelReason: messages.canceledByCustomer });
    expect(await stockOf(t, 105)).toBe(10);

    // Accepted: too late.
    const accepted = await order({});
    const acceptedId = accepted.response.json<{ id: number }>().id;
    await t.db.kysely
      .updateTable('orders')
      .set({ status: '2' })
      .where('id', '=', acceptedId)
      .execute();
    const late = await cancel(accepted.user, acceptedId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: messages.orderAlreadyAccepted });
  });

  it('owes a paid order its money back when the customer cancels it', async () => {
    const { user, response } = await order({});
    const id = response.json<{ id: number }>().id;
    await t.db.kysely
      .updateTable('orders')
      .set({ isPaid: 1, paidAt: OPEN_AT.getTime() })
      .where('id', '=', id)
      .execute();
    const canceled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: bearer(user),
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: '-1', refundDue: 5000 });
  });
});
