import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerMessages,
  customerNotesResponseSchema,
  customersResponseSchema,
  type Customer,
} from '@buka/domain/customers';
import { insertTestOrder } from '../orders/orders-admin.fixtures';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';

const ADA = '08031110001';
const BAYO = '08031110002';
const CHIDI = '08031110003';
const day = (n: number) => Date.UTC(2026, 10, n, 12);

describe.each(testDialects)('the shop’s customers on %s', (dialect) => {
  let t: TestApp;
  let admin: { id: number; token: string };

  const get = (url: string, who: { token: string } = admin) =>
    t.app.inject({ method: 'GET', url, headers: bearer(who) });
  const list = async (query = '') => {
    const response = await get(`/api/admin/customers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return customersResponseSchema.parse(response.json());
  };
  const note = (phone: string, text: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${encodeURIComponent(phone)}/note`,
      payload: { note: text },
      headers: bearer(admin),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createTestUser(t.db, { role: 'owner' });
    await createTestUser(t.db, { phone: BAYO });
    const kysely = t.db.kysely;
    // Ada: three orders, two paid (one of them half refunded), mostly to Samaru, once pickup.
    const a1 = await insertTestOrder(kysely, {
      clientPhone: ADA,
      clientName: 'Ada O.',
      isPaid: true,
      createdAt: day(2),
      items: [{ foodId: 101, quantity: 1 }],
    });
    await insertTestOrder(kysely, {
      clientPhone: ADA,
      clientName: 'Ada Obi',
      isPaid: true,
      createdAt: day(9),
      items: [{ foodId: 101, quantity: 2 }],
    });
    const a3 = await insertTestOrder(kysely, {
      clientPhone: ADA,
      clientName: 'Ada Obi',
      createdAt: day(5),
      items: [{ foodId: 102, quantity: 1 }],
    });
    await kysely
      .updateTable('orders')
      .set({ refundedKobo: 50_000 })
      .where('id', '=', a1.id)
      .execute();
    await kysely
      .updateTable('orders')
      .set({ fulfilment: 'pickup', area: null })
      .where('id', '=', a3.id)
      .execute();
    // Bayo (with an account): one big paid order, long ago, to Zaria.
    const b1 = await insertTestOrder(kysely, {
      clientPhone: BAYO,
      clientName: 'Bayo',
      isPaid: true,
      createdAt: day(1),
      items: [{ foodId: 101, quantity: 5 }],
    });
    await kysely.updateTable('orders').set({ area: 'Zaria' }).where('id', '=', b1.id).execute();
    // Chidi: one unpaid order, the latest, named with a formula.
    await insertTestOrder(kysely, {
      clientPhone: CHIDI,
      clientName: '=HYPERLINK("x")',
      createdAt: day(10),
      items: [{ foodId: 103, quantity: 1 }],
    });
  });
  afterAll(() => t.close());

  it('lists each phone once with its orders, what it paid less refunds, its last order and usual area', async () => {
    const { customers, total } = await list();
    expect(total).toBe(3);
    expect(customers.map((customer) => customer.phone)).toEqual([CHIDI, ADA, BAYO]);
    const ada = customers.find((customer) => customer.phone === ADA)!;
    const paid = await t.db.kysely
      .selectFrom('orders')
      .select(['totalKobo', 'refundedKobo'])
      .where('clientPhone', '=', ADA)
      .where('isPaid', '=', 1)
      .execute();
    const spent = paid.reduce((sum, row) => sum + row.totalKobo - row.refundedKobo, 0) / 100;
    expect(ada).toEqual<Customer>({
      phone: ADA,
      name: 'Ada Obi',
      orders: 3,
      spent,
      lastOrderAt: new Date(day(9)).toISOString(),
      usualArea: 'Samaru',
      note: '',
      hasAccount: false,
    });
    expect(customers.find((customer) => customer.phone === BAYO)).toMatchObject({
      usualArea: 'Zaria',
      hasAccount: true,
    });
    expect(customers.find((customer) => customer.phone === CHIDI)).toMatchObject({ spent: 0 });
  });

  it('sorts by money spent or by orders, and finds by name or by phone however written', async () => {
    expect((await list('?sort=spent')).customers[0]!.phone).toBe(BAYO);
    expect((await list('?sort=orders')).customers[0]!.phone).toBe(ADA);
    expect((await list('?search=ada')).customers.map((c) => c.phone)).toEqual([ADA]);
    expect((await list('?search=%2B234%20803%20111%200002')).customers.map((c) => c.phone)).toEqual(
      [BAYO],
    );
    expect((await list('?search=0803111')).total).toBe(3);
    expect((await list('?search=100%25')).total).toBe(0);
  });

  it('keeps a note on a phone, shows it with the customer and to the board, and removes it', async () => {
    const saved = await note('+234 803 111 0001', 'Allergic to groundnut');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ phone: ADA, note: 'Allergic to groundnut' });
    const notes = customerNotesResponseSchema.parse(
      (await get('/api/admin/customer-notes')).json(),
    );
    expect(notes.notes).toEqual({ [ADA]: 'Allergic to groundnut' });
    expect((await note(ADA, ' ')).json()).toMatchObject({ note: '' });
    expect(
      customerNotesResponseSchema.parse((await get('/api/admin/customer-notes')).json()).notes,
    ).toEqual({});
  });

  it('refuses a note too long or for a number nobody ordered with, in words', async () => {
    const long = await note(ADA, 'x'.repeat(301));
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ message: customerMessages.noteTooLong });
    for (const phone of ['08099999999', 'not-a-phone']) {
      const missing = await note(phone, 'Hello');
      expect(missing.statusCode, phone).toBe(404);
      expect(missing.json()).toMatchObject({ message: customerMessages.notFound });
    }
  });

  it('exports every customer as CSV, a formula-like name kept as text', async () => {
    const response = await get('/api/admin/customers.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="customers-/);
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'phone,name,orders,spent (NGN),last order (Lagos),usual area,account,note',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`^${CHIDI},"'=HYPERLINK\\(""x""\\)",1,0,`));
    expect(lines.find((line) => line.startsWith(BAYO))).toMatch(/,Zaria,yes,$/);
  });

  it('is for staff only', async () => {
    const customer = await createTestUser(t.db);
    for (const url of [
      '/api/admin/customers',
      '/api/admin/customers.csv',
      '/api/admin/customer-notes',
    ]) {
      expect((await get(url, customer)).statusCode, url).toBe(403);
    }
  });
});
