import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderHistory } from '@buka/domain/order-history';
import type { StaffRole } from '@buka/domain/staff-roles';
import { validCashOrder } from '../test/bodies';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { OPEN_AT } from './orders.test-helpers';

// Who did what (docs/orders.md#who-did-what): each act of staff on an order names the person.

describe.each(testDialects)('who did what on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => OPEN_AT });
  });
  afterAll(() => t.close());

  const staffOf = (role: StaffRole, name: string) => createTestUser(t.db, { role, name });
  const call = (
    who: { token: string },
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(who), ...headers },
      ...(payload ? { payload } : {}),
    });

  it('names who took the phone order, readied it, handed it over, marked it paid and refunded it', async () => {
    const cashier = await staffOf('cashier', 'Chidi Counter');
    const kitchen = await staffOf('kitchen', 'Ngozi Kitchen');
    const owner = await staffOf('owner', 'Bola Owner');

    const taken = await call(
      cashier,
      'POST',
      '/api/admin/orders',
      {
        name: 'Tolu',
        phone: '08035550102',
        fulfilment: 'pickup',
        products: [{ id: 101, qty: 1 }],
        payment: 'cash',
      },
      { 'idempotency-key': `history-${dialect}` },
    );
    expect(taken.statusCode, taken.body).toBe(201);
    const id = taken.json<{ id: number }>().id;
    expect(
      (await call(kitchen, 'PATCH', `/api/orders/${id}/status`, { status: '3' })).statusCode,
    ).toBe(200);
    expect(
      (await call(cashier, 'POST', `/api/admin/orders/${id}/paid`, { by: 'cash' })).statusCode,
    ).toBe(200);
    expect((await call(cashier, 'POST', `/api/admin/orders/${id}/unpaid`)).statusCode).toBe(200);
    expect(
      (await call(cashier, 'POST', `/api/admin/orders/${id}/paid`, { by: 'cash' })).statusCode,
    ).toBe(200);
    expect(
      (await call(cashier, 'PATCH', `/api/orders/${id}/status`, { status: '1' })).statusCode,
    ).toBe(200);
    const refund = await call(
      owner,
      'POST',
      `/api/admin/orders/${id}/refunds`,
      { amount: 500, reason: 'Cold' },
      { 'idempotency-key': `history-refund-${dialect}` },
    );
    expect(refund.statusCode, refund.body).toBe(201);

    const seen = await call(owner, 'GET', `/api/admin/orders/${id}/history`);
    expect(seen.statusCode).toBe(200);
    const entries = seen.json<OrderHistory>().entries;
    expect(entries.map(({ kind, detail, by }) => [kind, detail, by])).toEqual([
      ['phone', null, 'Chidi Counter'],
      ['step', '3', 'Ngozi Kitchen'],
      ['paid', 'cash', 'Chidi Counter'],
      ['unpaid', null, 'Chidi Counter'],
      ['paid', 'cash', 'Chidi Counter'],
      ['step', '1', 'Chidi Counter'],
      ['refund', '50000', 'Bola Owner'],
    ]);
    // The kitchen reads who did what, without the money.
    const kitchens = (
      await call(kitchen, 'GET', `/api/admin/orders/${id}/history`)
    ).json<OrderHistory>();
    expect(kitchens.entries.at(-1)).toMatchObject({
      kind: 'refund',
      detail: null,
      by: 'Bola Owner',
    });
  });

  it("names who accepted a customer's order, and keeps the name once the account is gone", async () => {
    const customer = await createTestUser(t.db);
    const kitchen = await staffOf('kitchen', 'Emeka Cook');
    const placed = await call(customer, 'POST', '/api/orders', validCashOrder);
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<{ id: number }>().id;
    expect(
      (
        await call(kitchen, 'PATCH', `/api/orders/${id}/status`, {
          status: '2',
          readyInMinutes: 30,
        })
      ).statusCode,
    ).toBe(200);
    // A second tap changes nothing and records nothing.
    await call(kitchen, 'PATCH', `/api/orders/${id}/status`, { status: '2', readyInMinutes: 30 });
    await t.db.kysely.deleteFrom('users').where('id', '=', kitchen.id).execute();
    const owner = await staffOf('owner', 'Bola Owner');
    const entries = (
      await call(owner, 'GET', `/api/admin/orders/${id}/history`)
    ).json<OrderHistory>().entries;
    expect(entries).toEqual([
      { kind: 'accepted', detail: null, by: 'Emeka Cook', at: OPEN_AT.toISOString() },
    ]);
    expect((await call(owner, 'GET', '/api/admin/orders/999999/history')).statusCode).toBe(404);
  });
});
