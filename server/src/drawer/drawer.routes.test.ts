import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawerCountSchema, drawerCountsSchema } from '@buka/domain/drawer';
import { messages } from '@buka/domain/messages';
import { cashUpSchema } from '@buka/domain/reports';
import { insertTestOrder } from '../orders/orders-admin.fixtures';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

// The drawer counted at the end of the day (docs/operations.md#the-drawer-counted).

// Wednesday 4 June 2025: 12:00 in Lagos, then 18:30 when the cashier counts.
const noon = Date.parse('2025-06-04T11:00:00Z');
const evening = Date.parse('2025-06-04T17:30:00Z');

describe.each(testDialects)('the drawer counted on %s', (dialect) => {
  let t: TestApp;
  let now = noon;
  let cashier: Awaited<ReturnType<typeof createTestUser>>;
  let manager: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => new Date(now) });
    cashier = await createTestUser(t.db, { role: 'cashier', name: 'Chidi Counter' });
    manager = await createTestUser(t.db, { role: 'manager', name: 'Maryam Manager' });
    // Two delivered cash orders of the day, collected: Jollof 5000 × 2 and Chips 1500 × 1.
    for (const items of [[{ foodId: 101, quantity: 2 }], [{ foodId: 109, quantity: 1 }]]) {
      await insertTestOrder(t.db.kysely, { createdAt: noon, status: '1', isPaid: true, items });
    }
  });
  afterAll(() => t.close());

  const call = (who: { token: string }, url: string, payload?: object) =>
    t.app.inject({ method: payload ? 'POST' : 'GET', url, headers: bearer(who), payload });
  const counts = async (from: string, to = from) => {
    const answer = await call(manager, `/api/admin/drawer?from=${from}&to=${to}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return drawerCountsSchema.parse(answer.json()).counts;
  };

  it('keeps a count ₦200 short with its note, who closed the day and when', async () => {
    now = evening;
    const closed = await call(cashier, '/api/admin/drawer/2025-06-04/close', {
      cash: '11,300',
      transfers: 0,
      note: 'A customer was short on change',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const count = drawerCountSchema.parse(closed.json());
    expect(count).toMatchObject({
      date: '2025-06-04',
      cashExpected: 11_500,
      cashCounted: 11_300,
      cashDifference: -200,
      transferExpected: 0,
      transferSeen: 0,
      transferDifference: 0,
      note: 'A customer was short on change',
      closedBy: 'Chidi Counter',
      closedAt: new Date(evening).toISOString(),
      reopened: null,
    });
    expect(await counts('2025-06-01', '2025-06-30')).toEqual([count]);
  });

  it('refuses to close the same day twice, in words, and keeps the first count', async () => {
    const again = await call(manager, '/api/admin/drawer/2025-06-04/close', { cash: 11_500 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: messages.drawerAlreadyClosed
        .replace('{name}', 'Chidi Counter')
        .replace('{time}', '4 Jun, 6:30 pm'),
      code: 'drawer_closed',
    });
    const [standing] = await counts('2025-06-04');
    expect(standing?.cashCounted).toBe(11_300);
  });

  it('goes on selling after the close: a late cash order shows on the cash-up, the count stands', async () => {
    await insertTestOrder(t.db.kysely, {
      createdAt: evening + 60_000,
      status: '1',
      isPaid: true,
      items: [{ foodId: 109, quantity: 1 }],
    });
    const cashUp = await call(manager, '/api/admin/reports/cash-up?from=2025-06-04&to=2025-06-04');
    expect(cashUpSchema.parse(cashUp.json()).days[0]?.cashInHand).toBe(13_000);
    const [standing] = await counts('2025-06-04');
    expect(standing).toMatchObject({ cashExpected: 11_500, cashDifference: -200 });
  });

  it('lets a manager reopen the day with a reason, recorded, and count it again', async () => {
    const byCashier = await call(cashier, '/api/admin/drawer/2025-06-04/reopen', {
      reason: 'Recount',
    });
    expect(byCashier.statusCode).toBe(403);
    const noReason = await call(manager, '/api/admin/drawer/2025-06-04/reopen', { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe(messages.drawerReopenReasonRequired);

    now = evening + 3_600_000;
    const reopened = await call(manager, '/api/admin/drawer/2025-06-04/reopen', {
      reason: 'The ₦200 was found under the till',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(drawerCountSchema.parse(reopened.json()).reopened).toEqual({
      by: 'Maryam Manager',
      at: new Date(now).toISOString(),
      reason: 'The ₦200 was found under the till',
    });
    const twice = await call(manager, '/api/admin/drawer/2025-06-04/reopen', { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(messages.drawerNotClosed);

    // Counted again: against what the cash-up expects now, the late order included.
    const recount = await call(cashier, '/api/admin/drawer/2025-06-04/close', { cash: 13_000 });
    expect(recount.statusCode, recount.body).toBe(201);
    const [latest, first] = await counts('2025-06-04');
    expect(latest).toMatchObject({ cashExpected: 13_000, cashDifference: 0, reopened: null });
    expect(first).toMatchObject({ cashCounted: 11_300, reopened: { by: 'Maryam Manager' } });
  });

  it('refuses a day not begun, a count that is no amount, and a date that is none', async () => {
    const tomorrow = await call(cashier, '/api/admin/drawer/2025-06-05/close', { cash: 0 });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().message).toBe(messages.drawerDayNotYet);
    for (const cash of ['', 'ten', -5, 1.234, undefined]) {
      const bad = await call(cashier, '/api/admin/drawer/2025-06-03/close', { cash });
      expect(bad.statusCode, `cash ${String(cash)}`).toBe(422);
      expect(bad.json().message).toBe(messages.drawerAmountInvalid);
    }
    const long = await call(cashier, '/api/admin/drawer/2025-06-03/close', {
      cash: 0,
      note: 'x'.repeat(301),
    });
    expect(long.json().message).toBe(messages.drawerNoteTooLong);
    expect((await call(cashier, '/api/admin/drawer/June/close', { cash: 0 })).statusCode).toBe(404);
    expect(await counts('2025-06-03')).toEqual([]);
  });

  it("gives the reports' CSV of the counts, a note a spreadsheet would run kept as text", async () => {
    await call(cashier, '/api/admin/drawer/2025-06-01/close', { cash: 50, note: '=1+1' });
    const csv = await call(manager, '/api/admin/reports/drawer.csv?from=2025-06-01&to=2025-06-04');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\r\n')).toEqual([
      'date,cash expected (NGN),cash counted (NGN),over (+) or short (-) (NGN),transfers expected (NGN),transfers seen (NGN),transfers over or short (NGN),note,closed by,closed at (Lagos),reopened by,reopened at (Lagos),why reopened',
      '2025-06-04,13000,13000,0,0,0,0,,Chidi Counter,2025-06-04 19:30,,,',
      '2025-06-04,11500,11300,-200,0,0,0,A customer was short on change,Chidi Counter,2025-06-04 18:30,Maryam Manager,2025-06-04 19:30,The ₦200 was found under the till',
      "2025-06-01,0,50,50,0,0,0,'=1+1,Chidi Counter,2025-06-04 19:30,,,",
      '',
    ]);
  });

  it('closes a quiet day with nothing expected as exact', async () => {
    const quiet = await call(cashier, '/api/admin/drawer/2025-06-02/close', { cash: 0 });
    expect(quiet.statusCode, quiet.body).toBe(201);
    expect(quiet.json()).toMatchObject({ cashExpected: 0, cashDifference: 0, note: '' });
  });
});
