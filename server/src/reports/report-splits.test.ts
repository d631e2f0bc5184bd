import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOptionGroup } from '@buka/domain/dish-options';
import { cashUpSchema, reportSchema } from '@buka/domain/reports';
import {
  choiceId,
  clearDishGroups,
  createGroup,
  proteinGroup,
} from '../dish-options/dish-options.test-helpers';
import { OPEN_AT, orderBody, postOrder, setStock } from '../orders/orders.test-helpers';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

const JOLLOF = 101;
const CHIPS = 109;
const day = '2025-06-04'; // OPEN_AT's day in Lagos

// Reports split by pickup or delivery and by source (online or by phone), count the
// choices sold, and keep a bank transfer out of the drawer's cash.
describe.each(testDialects)('report splits on %s', (dialect) => {
  let t: TestApp;
  let admin: { token: string };
  let protein: AdminOptionGroup;
  const totals: Record<string, number> = {};

  const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(admin) });
  const phoneOrder = async (products: object[], extra: object) => {
    const answer = await asAdmin('POST', '/api/admin/orders', {
      ...orderBody([]),
      products,
      ...extra,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { id: number; total: number };
  };
  const deliver = async (id: number) => {
    expect(
      (await asAdmin('PATCH', `/api/orders/${id}/status`, { status: '2', readyInMinutes: 30 }))
        .statusCode,
    ).toBe(200);
    expect((await asAdmin('PATCH', `/api/orders/${id}/status`, { status: '1' })).statusCode).toBe(
      200,
    );
    expect((await asAdmin('POST', `/api/admin/orders/${id}/paid`)).statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => OPEN_AT });
    admin = await createTestUser(t.db, { role: 'owner' });
    const customer = await createTestUser(t.db);
    await clearDishGroups(t, [JOLLOF, CHIPS]);
    protein = await createGroup(t, admin, proteinGroup(), [JOLLOF]);
    await setStock(t, JOLLOF, 20);
    await setStock(t, CHIPS, 20);
    const chicken = choiceId(protein, 'Chicken');
    const beef = choiceId(protein, 'Beef');

    const online = await postOrder(
      t,
      customer,
      [{ id: JOLLOF, qty: 1, choices: [{ id: chicken }] }],
      {
        extra: { paymentMethod: 'cash' },
      },
    );
    totals.online = (online.json() as { total: number }).total;
    const transfer = await phoneOrder(
      [
        { id: JOLLOF, qty: 2, choices: [{ id: chicken }] },
        { id: CHIPS, qty: 1 },
      ],
      { fulfilment: 'pickup', address: '', payment: 'transfer' },
    );
    totals.transfer = transfer.total;
    const cash = await phoneOrder([{ id: JOLLOF, qty: 1, choices: [{ id: beef }] }], {
      payment: 'cash',
    });
    totals.cash = cash.total;
    await deliver(transfer.id);
    await deliver(cash.id);
  });
  afterAll(() => t.close());

  it('splits orders and sales by source and by pickup or delivery, and counts the choices', async () => {
    const report = reportSchema.parse(
      (await asAdmin('GET', `/api/admin/reports?from=${day}&to=${day}`)).json(),
    );
    expect(report.source).toEqual([
      { source: 'online', orders: 1, sales: totals.online },
      { source: 'phone', orders: 2, sales: totals.transfer! + totals.cash! },
    ]);
    expect(report.fulfilment).toEqual([
      { fulfilment: 'delivery', orders: 2, sales: totals.online! + totals.cash! },
      { fulfilment: 'pickup', orders: 1, sales: totals.transfer },
    ]);
    expect(report.paidBy).toEqual([
      { paidBy: 'online', orders: 0, sales: 0 },
      { paidBy: 'cash', orders: 1, sales: totals.cash },
      { paidBy: 'transfer', orders: 1, sales: totals.transfer },
      { paidBy: 'unpaid', orders: 1, sales: totals.online },
    ]);
    expect(report.choices).toEqual([
      { group: 'Protein', name: 'Chicken', quantity: 3, revenue: 4500 },
      { group: 'Protein', name: 'Beef', quantity: 1, revenue: 1000 },
    ]);
  });

  it('expects in the drawer the delivered cash, and a bank transfer beside it', async () => {
    const cashUp = cashUpSchema.parse(
      (await asAdmin('GET', `/api/admin/reports/cash-up?from=${day}&to=${day}`)).json(),
    );
    expect(cashUp.days[0]).toMatchObject({
      cashOrders: 1,
      cashExpected: totals.cash,
      transferOrders: 1,
      transferExpected: totals.transfer,
      transferNotConfirmed: 0,
    });
    const csv = await asAdmin('GET', `/api/admin/reports/cash-up.csv?from=${day}&to=${day}`);
    const [head, first] = csv.body.trim().split('\r\n');
    expect(head).toContain(
      ',transfer orders,transfers expected (NGN),transfers not confirmed (NGN),',
    );
    expect(first).toContain(`,1,${totals.transfer},0,`);
  });

  it('gives each split and every order with its source as CSV', async () => {
    const source = await asAdmin('GET', `/api/admin/reports/source.csv?from=${day}&to=${day}`);
    expect(source.body).toBe(
      `source,orders,sales (NGN)\r\nonline,1,${totals.online}\r\nphone,2,${totals.transfer! + totals.cash!}\r\n`,
    );
    const choices = await asAdmin('GET', `/api/admin/reports/choices.csv?from=${day}&to=${day}`);
    expect(choices.body).toContain('Protein,Chicken,3,4500\r\n');
    const orders = await asAdmin('GET', `/api/admin/reports/orders.csv?from=${day}&to=${day}`);
    const lines = orders.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/,delivery or pickup,source$/);
    expect(lines.filter((line) => line.endsWith(',pickup,phone'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes(',transfer,transfer,'))).toHaveLength(1);
  });
});
