import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema } from '@buka/domain/admin';
import { insertTestOrder } from '../orders/orders-admin.fixtures';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

// 12:00 in Lagos on 2 June 2025; that day runs from 23:00 UTC on 1 June.
const noon = Date.parse('2025-06-02T11:00:00Z');
const dayStart = Date.parse('2025-06-01T23:00:00Z');

describe.each(testDialects)('GET /api/admin/dashboard on %s', (dialect) => {
  let t: TestApp;
  let admin: { token: string };

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => new Date(noon) });
    admin = await createTestUser(t.db, { role: 'owner' });
    await createTestUser(t.db);
  });
  afterAll(() => t.close());

  it("sums today's orders in Lagos days, splits the money, and flags dishes running out", async () => {
    const order = (o: Parameters<typeof insertTestOrder>[1]) => insertTestOrder(t.db.kysely, o);
    // Jollof 5000, Fried Rice 5000, Chips 1500, Goat Meat Pepper Soup 8000 (stock 5).
    await order({ createdAt: dayStart, items: [{ foodId: 101, quantity: 1 }] }); // cash, unpaid
    const paidCash = await order({
      createdAt: dayStart + 60_000,
      isPaid: true,
      items: [{ foodId: 109, quantity: 2 }],
    });
    await order({
      createdAt: noon - 1000,
      paymentMethod: 'online',
      isPaid: true,
      status: '1',
      items: [{ foodId: 110, quantity: 2 }],
    });
    await order({ createdAt: noon - 500, status: '-1', items: [{ foodId: 102, quantity: 1 }] });
    // Chosen cash, then paid online through 'pay now': its money is online money.
    await order({
      createdAt: noon - 400,
      isPaid: true,
      paidOnline: true,
      items: [{ foodId: 109, quantity: 1 }],
    });
    // Yesterday in Lagos (22:59 UTC) and an old order still waiting: not today's money.
    await order({ createdAt: dayStart - 60_000, items: [{ foodId: 110, quantity: 1 }] });
    await order({
      createdAt: dayStart - 86_400_000,
      status: '3',
      items: [{ foodId: 103, quantity: 1 }],
    });
    await t.db.kysely.updateTable('foods').set({ stock: 0 }).where('id', '=', 108).execute();
    await t.db.kysely.updateTable('foods').set({ stock: 1 }).where('id', '=', 107).execute();
    // Marked sold out for today with its stock kept: sold out all the same.
    await t.db.kysely
      .updateTable('foods')
      .set({ soldOutUntil: noon + 3_600_000 })
      .where('id', '=', 103)
      .execute();
    // Yesterday's mark has run out.
    await t.db.kysely
      .updateTable('foods')
      .set({ soldOutUntil: dayStart })
      .where('id', '=', 104)
      .execute();
    // Refunds given today go out of today's money, whatever day their order was placed; a
    // failed one gave nothing back, and yesterday's is yesterday's.
    const refund = (
      createdAt: number,
      amountKobo: number,
      status: 'processed' | 'failed' = 'processed',
    ) =>
      t.db.kysely
        .insertInto('refunds')
        .values({
          orderId: paidCash.id,
          paymentId: null,
          provider: 'cash',
          amountKobo,
          reason: 'test',
          status,
          providerReference: null,
          requestKey: `refund-${createdAt}-${amountKobo}`,
          requestHash: 'x',
          requestedBy: null,
          raw: null,
          createdAt,
          updatedAt: createdAt,
          processedAt: createdAt,
        })
        .execute();
    await refund(noon - 100, 200_000);
    await refund(noon - 90, 100_000, 'failed');
    await refund(dayStart - 1000, 50_000);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    const dashboard = dashboardSchema.parse(response.json());
    expect(dashboard.today).toEqual({
      date: '2025-06-02',
      orders: 4,
      canceled: 1,
      revenue: {
        total: 25_500,
        cash: 3000,
        online: 17_500,
        paid: 20_500,
        unpaid: 5000,
        refunded: 2000,
        net: 18_500,
      },
    });
    // Waiting: today's three cash orders, yesterday's one and the old one on the way.
    expect(dashboard.waiting).toBe(5);
    expect(dashboard.lowStock).toEqual([
      { id: 107, name: 'Waina (Masa)', stock: 1 },
      { id: 110, name: 'Goat Meat Pepper Soup', stock: 2 },
    ]);
    expect(dashboard.soldOut).toEqual([
      { id: 108, name: 'Salad', today: false },
      { id: 103, name: expect.any(String), today: true },
    ]);
    expect(dashboard.counts).toEqual({ foods: 10, users: 2 });
    // Before staff and not accepted yet: today's three cash orders and yesterday's.
    expect(dashboard.toAccept).toBe(4);
  });

  it('shows how long the orders accepted today waited for it: median and longest', async () => {
    const fresh = await createTestApp(dialect, { now: () => new Date(noon) });
    try {
      const boss = await createTestUser(fresh.db, { role: 'owner' });
      const accept = async (announcedAt: number, waitedSeconds: number) => {
        const { id } = await insertTestOrder(fresh.db.kysely, { createdAt: announcedAt });
        await fresh.db.kysely
          .updateTable('orders')
          .set({ status: '2', acceptedAt: announcedAt + waitedSeconds * 1000 })
          .where('id', '=', id)
          .execute();
      };
      const read = async () =>
        dashboardSchema.parse(
          (await fresh.app.inject({ url: '/api/admin/dashboard', headers: bearer(boss) })).json(),
        ).acceptance;
      expect(await read()).toEqual({ accepted: 0, medianSeconds: null, longestSeconds: null });

      await accept(dayStart + 60_000, 40);
      await accept(dayStart + 120_000, 25);
      await accept(noon - 600_000, 190);
      // Accepted yesterday in Lagos: not today's.
      await accept(dayStart - 1_800_000, 900);
      expect(await read()).toEqual({ accepted: 3, medianSeconds: 40, longestSeconds: 190 });
      await accept(noon - 300_000, 50);
      expect(await read()).toEqual({ accepted: 4, medianSeconds: 45, longestSeconds: 190 });
    } finally {
      await fresh.close();
    }
  });
});
