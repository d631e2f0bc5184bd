import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@buka/domain/messages';
import { cashUpSchema, reportSchema } from '@buka/domain/reports';
import { insertTestOrder } from '../orders/orders-admin.fixtures';
import { askRefund, cancelOrder } from '../payments/refunds.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

// Midnight in Lagos is 23:00 UTC: the last second of 1 June and the first of 2 June.
const lastSecondOfJune1 = Date.parse('2025-06-01T22:59:59Z');
const firstSecondOfJune2 = Date.parse('2025-06-01T23:00:00Z');
const noonJune2 = Date.parse('2025-06-02T11:00:00Z');

describe.each(testDialects)('reports on %s', (dialect) => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createTestUser>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => new Date(noonJune2) });
    staff = await createTestUser(t.db, { role: 'owner' });
    const order = (o: Parameters<typeof insertTestOrder>[1]) => insertTestOrder(t.db.kysely, o);
    // 1 June (Lagos): a delivered cash order collected (Jollof 5000 × 2), and an online one
    // paid through the provider at 23:59:59 (Chips 1500 × 1).
    ids.cashJune1 = (
      await order({
        createdAt: lastSecondOfJune1 - 3_600_000,
        status: '1',
        isPaid: true,
        items: [{ foodId: 101, quantity: 2 }],
      })
    ).id;
    ids.onlineJune1 = (
      await order({
        createdAt: lastSecondOfJune1,
        status: '1',
        paymentMethod: 'online',
        isPaid: true,
        items: [{ foodId: 109, quantity: 1 }],
      })
    ).id;
    await t.db.kysely
      .insertInto('payments')
      .values({
        orderId: ids.onlineJune1,
        provider: 'simulator',
        reference: 'report-test-payment',
        amountKobo: 150_000,
        status: 'success',
        raw: null,
        createdAt: lastSecondOfJune1,
        updatedAt: lastSecondOfJune1,
      })
      .execute();
    // 2 June: at 00:00:00 a delivered cash order not yet marked collected (Egg Sauce 3000),
    // one to be canceled (Salad 2000), and one still being prepared (Jollof 5000 + Chips 1500).
    ids.cashJune2 = (
      await order({
        createdAt: firstSecondOfJune2,
        status: '1',
        items: [{ foodId: 106, quantity: 1 }],
      })
    ).id;
    ids.canceledJune2 = (
      await order({ createdAt: firstSecondOfJune2 + 60_000, items: [{ foodId: 108, quantity: 1 }] })
    ).id;
    ids.openJune2 = (
      await order({
        createdAt: noonJune2 - 60_000,
        status: '2',
        items: [
          { foodId: 101, quantity: 1 },
          { foodId: 109, quantity: 1 },
        ],
      })
    ).id;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(staff) });
  const report = async (query: string) => {
    const response = await get(`/api/admin/reports?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return reportSchema.parse(response.json());
  };

  it('counts each order on its Lagos day, and follows a change made afterwards', async () => {
    const before = await report('from=2025-06-01&to=2025-06-02&by=day');
    expect(before.sales).toEqual([
      { period: '2025-06-01', orders: 2, sales: 11_500 },
      { period: '2025-06-02', orders: 3, sales: 11_500 },
    ]);
    expect(before.summary).toMatchObject({ orders: 5, sales: 23_000, averageOrder: 4600 });

    // Canceled afterwards (its day's totals are rebuilt), and a partial cash refund.
    await cancelOrder(t, staff, ids.canceledJune2!);
    await askRefund(t, staff, ids.cashJune1!, { amount: 1000, reason: 'Cold rice' });
    const after = await report('from=2025-06-01&to=2025-06-02&by=day');
    expect(after.sales).toEqual([
      { period: '2025-06-01', orders: 2, sales: 11_500 },
      { period: '2025-06-02', orders: 2, sales: 9500 },
    ]);
    expect(after.summary).toEqual({
      orders: 4,
      sales: 21_000,
      averageOrder: 5250,
      canceled: 1,
      refunded: 1000,
      refunds: 1,
      netSales: 20_000,
      discounts: 0,
    });
    expect(after.paidBy).toEqual([
      { paidBy: 'online', orders: 1, sales: 1500 },
      { paidBy: 'cash', orders: 1, sales: 10_000 },
      { paidBy: 'transfer', orders: 0, sales: 0 },
      { paidBy: 'unpaid', orders: 2, sales: 9500 },
    ]);
    expect(after.dishes).toEqual([
      { foodId: 101, name: 'Jollof Rice', quantity: 3, revenue: 15_000 },
      { foodId: 109, name: 'Chips', quantity: 2, revenue: 3000 },
      { foodId: 106, name: 'Egg Sauce', quantity: 1, revenue: 3000 },
    ]);
    expect(after.refunds).toEqual([
      expect.objectContaining({ orderId: ids.cashJune1, amount: 1000, method: 'cash' }),
    ]);

    // One day alone, and the whole month by week (weeks begin on Monday, 2 June 2025).
    expect((await report('from=2025-06-02&to=2025-06-02')).summary.orders).toBe(2);
    const weeks = await report('from=2025-06-01&to=2025-06-30&by=week');
    expect(weeks.sales.slice(0, 2)).toEqual([
      { period: '2025-06-01', orders: 2, sales: 11_500 },
      { period: '2025-06-02', orders: 2, sales: 9500 },
    ]);
    expect(weeks.sales).toHaveLength(6);
  });

  it('closes the day: cash expected from delivered cash orders against online money', async () => {
    const response = await get('/api/admin/reports/cash-up?from=2025-06-01&to=2025-06-02');
    const { days } = cashUpSchema.parse(response.json());
    expect(days).toEqual([
      {
        date: '2025-06-01',
        cashOrders: 1,
        cashExpected: 10_000,
        cashNotMarked: 0,
        cashRefunded: 0,
        cashInHand: 10_000,
        transferOrders: 0,
        transferExpected: 0,
        transferNotConfirmed: 0,
        onlineOrders: 1,
        onlineSettled: 1500,
        onlineRefunded: 0,
        stillOpen: 0,
      },
      {
        date: '2025-06-02',
        cashOrders: 1,
        cashExpected: 3000,
        cashNotMarked: 3000,
        // Handed back today for yesterday's order.
        cashRefunded: 1000,
        cashInHand: 2000,
        transferOrders: 0,
        transferExpected: 0,
        transferNotConfirmed: 0,
        onlineOrders: 0,
        onlineSettled: 0,
        onlineRefunded: 0,
        stillOpen: 1,
      },
    ]);
  });

  it('streams every order of the range as CSV, spreadsheet-safe', async () => {
    await t.db.kysely
      .updateTable('orders')
      .set({ clientName: '=HYPERLINK("x"), Ltd' })
      .where('id', '=', ids.openJune2!)
      .execute();
    // What a promotion took off, as pricing stores it on the order.
    await t.db.kysely
      .updateTable('orders')
      .set({ discountKobo: 75_000, discountLabel: '-10% Fridays · Free delivery' })
      .where('id', '=', ids.cashJune2!)
      .execute();
    const response = await get('/api/admin/reports/orders.csv?from=2025-06-02&to=2025-06-02');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="buka-orders-2025-06-02-to-2025-06-02.csv"',
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'order,placed (Lagos),status,chosen payment,paid by,total (NGN),delivery fee (NGN),discount (NGN),refunded (NGN),promotion,customer,phone,area,delivery or pickup,source',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 5).join(','))).toEqual([
      `${ids.cashJune2},2025-06-02 00:00,Delivered,cash,unpaid`,
      `${ids.canceledJune2},2025-06-02 00:01,Canceled,cash,unpaid`,
      `${ids.openJune2},2025-06-02 11:59,Preparing,cash,unpaid`,
    ]);
    expect(lines[3]).toContain(`"'=HYPERLINK(""x""), Ltd"`);
    const [, , , , , , , discount, , promotion] = lines[1]!.split(',');
    expect([discount, promotion]).toEqual(['750', "'-10% Fridays · Free delivery"]);
    // An order without a promotion: nothing off and no name.
    expect(lines[2]!.split(',').slice(7, 10)).toEqual(['0', '0', '']);

    const dishes = await get('/api/admin/reports/dishes.csv?from=2025-06-01&to=2025-06-02');
    expect(dishes.body).toBe(
      'dish,portions,revenue (NGN)\r\nJollof Rice,3,15000\r\nChips,2,3000\r\nEgg Sauce,1,3000\r\n',
    );

    // Below the periods: the total, what refunds gave back, and the net the shop kept.
    const sales = await get('/api/admin/reports/sales.csv?from=2025-06-01&to=2025-06-02');
    expect(sales.body.split('\r\n').slice(-4)).toEqual([
      'total,4,21000',
      'refunded,1,-1000',
      'net sales,4,20000',
      '',
    ]);
  });

  it('refuses bad dates in plain words, unknown tables, and customers', async () => {
    for (const query of [
      'from=2025-06-02&to=2025-06-01',
      'from=2025-13-01&to=2025-13-02',
      'to=2025-06-01',
      '',
    ]) {
      const response = await get(`/api/admin/reports?${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: messages.reportDatesInvalid });
    }
    const long = await get('/api/admin/reports?from=2020-01-01&to=2025-01-01');
    expect(long.json()).toEqual({ message: messages.reportRangeTooLong });
    expect(
      (await get('/api/admin/reports/secrets.csv?from=2025-06-01&to=2025-06-01')).statusCode,
    ).toBe(404);
    const customer = await createTestUser(t.db);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/orders.csv?from=2025-06-01&to=2025-06-01',
      headers: bearer(customer),
    });
    expect(refused.statusCode).toBe(403);
  });
});
