import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLaterOrdersResponseSchema,
  adminOrderSchema,
  adminOrdersResponseSchema,
  type AdminOrder,
} from '@buka/domain/admin';
import { validCashOrder } from '../test/bodies';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { OPEN_AT } from './orders.test-helpers';

// The kitchen cooks from the lines: the server leaves every naira out of the board's answers to
// it, not only the pages (docs/server-rules.md#roles). The counter, which collects the money,
// gets the prices; payments and refunds stay with money.view.

const moneyOf = (order: AdminOrder) => ({
  total: order.total,
  deliveryFee: order.deliveryFee,
  refundDue: order.refundDue,
  prices: order.products.map((line) => line.price),
  payments: order.payments.length,
  refunds: order.refunds.length,
});

describe.each(testDialects)("the board's money on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => OPEN_AT });
  });
  afterAll(() => t.close());

  it('answers the kitchen without totals, prices, payments or refunds; the cashier with them', async () => {
    const kitchen = await createTestUser(t.db, { role: 'kitchen' });
    const cashier = await createTestUser(t.db, { role: 'cashier' });
    const customer = await createTestUser(t.db);
    const get = (who: { token: string }, url: string) =>
      t.app.inject({ method: 'GET', url, headers: bearer(who) });

    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: validCashOrder,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<{ id: number }>().id;
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: bearer(kitchen),
      payload: { status: '2', readyInMinutes: 30 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const answers = [
      adminOrderSchema.parse(accepted.json()),
      adminOrderSchema.parse((await get(kitchen, `/api/admin/orders/${id}`)).json()),
      ...adminOrdersResponseSchema.parse((await get(kitchen, '/api/admin/orders')).json()).orders,
    ];
    const hidden = {
      total: null,
      deliveryFee: null,
      refundDue: null,
      prices: [null],
      payments: 0,
      refunds: 0,
    };
    for (const order of answers) expect(moneyOf(order)).toEqual(hidden);
    // No figure of money anywhere in the orders' text either (the page's "total" counts orders).
    const board = (await get(kitchen, '/api/admin/orders')).json<{ orders: unknown[] }>();
    expect(JSON.stringify(board.orders)).not.toMatch(
      /"(total|price|deliveryFee|refundDue|amount)":"?\d/,
    );
    expect(
      adminLaterOrdersResponseSchema.parse((await get(kitchen, '/api/admin/orders/later')).json())
        .orders,
    ).toEqual([]);

    const cashiers = adminOrderSchema.parse((await get(cashier, `/api/admin/orders/${id}`)).json());
    expect(moneyOf(cashiers)).toMatchObject({ prices: ['5000'], refundDue: 0, payments: 0 });
    expect(cashiers.total).toBe(5000 + (cashiers.deliveryFee ?? Number.NaN));
  });
});
