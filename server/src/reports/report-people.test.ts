import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSchema } from '@buka/domain/reports';
import type { StaffRole } from '@buka/domain/staff-roles';
import { OPEN_AT } from '../orders/orders.test-helpers';
import { validCashOrder } from '../test/bodies';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

// Reports split by person (docs/operations.md#reports-by-person), from who did what to orders.

describe.each(testDialects)('reports by person on %s', (dialect) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => OPEN_AT });
    owner = await createTestUser(t.db, { role: 'owner', name: '=Bola Owner' });
  });
  afterAll(() => t.close());

  const staffOf = (role: StaffRole, name: string) => createTestUser(t.db, { role, name });
  const call = async (
    who: { token: string },
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    key?: string,
  ) => {
    const answer = await t.app.inject({
      method,
      url,
      headers: { ...bearer(who), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
    expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
    return answer;
  };

  it("counts each person's acceptances, phone orders, cash marked paid and refunds", async () => {
    const cashier = await staffOf('cashier', 'Chidi Counter');
    const kitchen = await staffOf('kitchen', 'Emeka Cook');
    const customer = await createTestUser(t.db);

    // The cashier takes a phone order (Jollof ₦5,000), marks it paid, takes the mark back within
    // the minute and marks it again: one order marked paid.
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
      `people-${dialect}`,
    );
    const phoneId = taken.json<{ id: number }>().id;
    await call(cashier, 'POST', `/api/admin/orders/${phoneId}/paid`, { by: 'cash' });
    await call(cashier, 'POST', `/api/admin/orders/${phoneId}/unpaid`);
    await call(cashier, 'POST', `/api/admin/orders/${phoneId}/paid`, { by: 'cash' });
    // The kitchen accepts a customer's order; the owner gives ₦500 back on the phone order.
    const placed = await call(customer, 'POST', '/api/orders', validCashOrder);
    const onlineId = placed.json<{ id: number }>().id;
    await call(kitchen, 'PATCH', `/api/orders/${onlineId}/status`, {
      status: '2',
      readyInMinutes: 30,
    });
    await call(
      owner,
      'POST',
      `/api/admin/orders/${phoneId}/refunds`,
      { amount: 500, reason: 'Cold' },
      `people-refund-${dialect}`,
    );
    // The kitchen's account is deleted afterwards: its acts stay under its name.
    await t.db.kysely.deleteFrom('users').where('id', '=', kitchen.id).execute();

    const report = reportSchema.parse(
      (await call(owner, 'GET', '/api/admin/reports?from=2025-06-04&to=2025-06-04')).json(),
    );
    const none = { accepted: 0, phoneOrders: 0, markedPaid: 0, markedPaidAmount: 0 };
    expect(report.people).toEqual([
      {
        ...none,
        name: 'Chidi Counter',
        phoneOrders: 1,
        markedPaid: 1,
        markedPaidAmount: 5000,
        refunds: 0,
        refunded: 0,
      },
      { ...none, name: '=Bola Owner', refunds: 1, refunded: 500 },
      { ...none, name: 'Emeka Cook', accepted: 1, refunds: 0, refunded: 0 },
    ]);

    // Another day's report has nobody in it.
    const dayAfter = reportSchema.parse(
      (await call(owner, 'GET', '/api/admin/reports?from=2025-06-05&to=2025-06-05')).json(),
    );
    expect(dayAfter.people).toEqual([]);

    // The CSV has the same rows; a name a spreadsheet would run as a formula stays text.
    const csv = await call(
      owner,
      'GET',
      '/api/admin/reports/people.csv?from=2025-06-04&to=2025-06-04',
    );
    expect(csv.body.split('\r\n')).toEqual([
      'staff member,orders accepted,phone orders taken,orders marked paid,marked paid (NGN),refunds given,refunded (NGN)',
      'Chidi Counter,0,1,1,5000,0,0',
      "'=Bola Owner,0,0,0,0,1,500",
      'Emeka Cook,1,0,0,0,0,0',
      '',
    ]);
  });
});
