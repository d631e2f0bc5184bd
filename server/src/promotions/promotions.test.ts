import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderSchema, placeOrderResponseSchema } from '@buka/domain/orders';
import {
  promotionSchema,
  promotionsResponseSchema,
  type PromotionInput,
} from '@buka/domain/promotions';
import { promotionMessages } from '@buka/domain/promotions';
import { promotionQuoteSchema } from '@buka/domain/promotion-quote';
import { reportSchema } from '@buka/domain/reports';
import { defaultSettings } from '@buka/domain/settings';
import { writeSettings } from '../settings/settings.repository';
import {
  bearer,
  createTestApp,
  createTestUser,
  testDialects,
  type TestApp,
} from '../test/test-app';
import { OPEN_AT, orderBody, postOrder, setStock, stockOf } from '../orders/orders.test-helpers';

type Customer = Awaited<ReturnType<typeof createTestUser>>;

// OPEN_AT is Wednesday 4 June 2025, 12:00 in Lagos. Dish 101 is ₦5,000, 109 ₦1,500; Samaru's
// delivery is ₦500 in these tests.
describe.each(testDialects)('promotions on %s', (dialect) => {
  let t: TestApp;
  let owner: Customer;
  let clock = OPEN_AT;
  let codes = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => clock });
    owner = await createTestUser(t.db, { role: 'owner' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = OPEN_AT;
    await writeSettings(t.db.kysely, {
      ...defaultSettings,
      areas: [{ name: 'Samaru', feeKobo: 50_000 }],
    });
    await setStock(t, 101, 500);
    await setStock(t, 109, 500);
    // Offers apply to every order: each test makes its own, ended afterwards.
    await t.db.kysely.updateTable('promotions').set({ active: 0 }).execute();
  });

  const uniqueCode = () => `TEST${++codes}`;
  async function create(input: PromotionInput) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: bearer(owner),
      payload: input,
    });
    expect(response.statusCode, response.body).toBe(201);
    return promotionSchema.parse(response.json());
  }
  const order = (customer: Customer, code = '', extra: Record<string, unknown> = {}) =>
    postOrder(t, customer, [{ id: 101, qty: 1 }], {
      extra: { phone: customer.phoneNumber, paymentMethod: 'cash', code, ...extra },
    });
  const readOrder = async (customer: Customer, id: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${id}`,
      headers: bearer(customer),
    });
    return orderSchema.parse(response.json());
  };

  it('takes a code typed in any case off the dishes, and the order keeps what and why', async () => {
    const code = uniqueCode();
    await create({ kind: 'code', code: code.toLowerCase(), benefit: 'amount', amount: 500 });
    const customer = await createTestUser(t.db);
    const response = await order(customer, `  ${code.toLowerCase()} `);
    expect(response.statusCode, response.body).toBe(201);
    // ₦5,000 + ₦500 delivery − ₦500.
    const placed = placeOrderResponseSchema.parse(response.json());
    expect(placed.total).toBe(5_000);
    const shown = await readOrder(customer, placed.id);
    expect(shown).toMatchObject({ total: 5_000, deliveryFee: 500, discount: 500 });
    expect(shown.discountLabel).toBe(`Code ${code}`);
  });

  it('rounds a percent down to the kobo and never trusts the total the browser sends', async () => {
    const code = uniqueCode();
    await create({ kind: 'code', code, benefit: 'percent', percent: 15 });
    const customer = await createTestUser(t.db);
    // 3 × ₦1,500 = ₦4,500; 15% is ₦675.
    const response = await postOrder(t, customer, [{ id: 109, qty: 3 }], {
      extra: { phone: customer.phoneNumber, code, total: 1, fulfilment: 'pickup', address: '' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(placeOrderResponseSchema.parse(response.json()).total).toBe(3_825);
  });

  it('refuses codes in the customer’s words and writes nothing', async () => {
    const customer = await createTestUser(t.db);
    const refusedWith = async (code: string, status: number, words: string) => {
      const before = await stockOf(t, 101);
      const response = await order(customer, code);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toBe(words);
      expect(await stockOf(t, 101)).toBe(before);
    };
    await refusedWith('NOSUCH', 409, 'We do not know the code NOSUCH: check how it is written');

    const later = uniqueCode();
    await create({
      kind: 'code',
      code: later,
      benefit: 'amount',
      amount: 100,
      startsOn: '2025-06-10',
    });
    await refusedWith(later, 409, `The code ${later} starts on 10 Jun`);

    const past = uniqueCode();
    await create({
      kind: 'code',
      code: past,
      benefit: 'amount',
      amount: 100,
      endsOn: '2025-06-03',
    });
    await refusedWith(past, 409, `The code ${past} has ended`);

    const evening = uniqueCode();
    await create({
      kind: 'code',
      code: evening,
      benefit: 'amount',
      amount: 100,
      fromTime: '18:00',
      untilTime: '22:00',
    });
    await refusedWith(evening, 409, `The code ${evening} works from 6:00 pm to 10:00 pm`);

    const fridays = uniqueCode();
    await create({ kind: 'code', code: fridays, benefit: 'amount', amount: 100, days: [5] });
    await refusedWith(fridays, 409, `The code ${fridays} works only on Friday`);

    const big = uniqueCode();
    await create({ kind: 'code', code: big, benefit: 'percent', percent: 10, minimum: 8000 });
    await refusedWith(big, 409, `The code ${big} needs at least ₦8,000 of food: add ₦3,000 more`);

    const ended = uniqueCode();
    const promotion = await create({ kind: 'code', code: ended, benefit: 'amount', amount: 100 });
    const end = await t.app.inject({
      method: 'POST',
      url: `/api/admin/promotions/${promotion.id}/end`,
      headers: bearer(owner),
    });
    expect(end.json()).toMatchObject({ active: false });
    await refusedWith(ended, 409, `The code ${ended} has ended`);
  });

  it('refuses a code in the customer’s language', async () => {
    const customer = await createTestUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(customer), cookie: 'lang=pcm' },
      payload: orderBody([{ id: 101, qty: 1 }], { phone: customer.phoneNumber, code: 'nosuch' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('We no know the code NOSUCH: check how you write am');
  });

  it('gives a first-order code to a new customer once; a canceled first order does not count', async () => {
    const code = uniqueCode();
    await create({ kind: 'code', code, benefit: 'amount', amount: 500, firstOrderOnly: true });
    const customer = await createTestUser(t.db);
    const first = await order(customer, code);
    expect(first.statusCode, first.body).toBe(201);
    // Canceled, the order is no first order: the code is theirs again.
    const firstId = placeOrderResponseSchema.parse(first.json()).id;
    await t.db.kysely
      .updateTable('orders')
      .set({ status: '-1' })
      .where('id', '=', firstId)
      .execute();
    expect((await order(customer, code)).statusCode).toBe(201);
    const again = await order(customer, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`The code ${code} is for a first order only`);
    // Another account with the same phone number is the same customer.
    const sameNumber = await createTestUser(t.db);
    const byPhone = await order(sameNumber, code, { phone: customer.phoneNumber });
    expect(byPhone.statusCode).toBe(409);
    // Without the code, the order goes through.
    expect((await order(customer)).statusCode).toBe(201);
  });

  it('gives the last use of a code to exactly one of two orders sent at once', async () => {
    const code = uniqueCode();
    await create({ kind: 'code', code, benefit: 'amount', amount: 500, maxUses: 1 });
    const [a, b] = await Promise.all([createTestUser(t.db), createTestUser(t.db)]);
    const stock = await stockOf(t, 101);
    const answers = await Promise.all([order(a, code), order(b, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(
      `The code ${code} has been used up: send your order again without it`,
    );
    expect(await stockOf(t, 101)).toBe(stock - 1);
    // Nothing is lost: sent again without the code, it goes through at the full price.
    const loser = answers[0] === refused ? a : b;
    const resent = await order(loser);
    expect(resent.statusCode).toBe(201);
    expect(placeOrderResponseSchema.parse(resent.json()).total).toBe(5_500);
  });

  it('lets one customer use a once-each code once, even sending five orders at once', async () => {
    const code = uniqueCode();
    await create({ kind: 'code', code, benefit: 'amount', amount: 500, maxUsesPerCustomer: 1 });
    const customer = await createTestUser(t.db);
    const answers = await Promise.all(Array.from({ length: 5 }, () => order(customer, code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toBe(`You have already used the code ${code}`);
    }
    // Another customer still may.
    expect((await order(await createTestUser(t.db), code)).statusCode).toBe(201);
  });

  it("takes a code staff were given on a phone order, not the offers, counted on the caller's phone", async () => {
    await create({ kind: 'offer', name: 'Free delivery on Wednesdays', benefit: 'freeDelivery' });
    const code = uniqueCode();
    await create({ kind: 'code', code, benefit: 'amount', amount: 500, maxUsesPerCustomer: 1 });
    // A caller with no account: only their phone number says who used the code.
    const phone = `0803${String(Date.now()).slice(-7)}`;
    const takeOrder = (typed: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/orders',
        headers: bearer(owner),
        payload: {
          ...orderBody([{ id: 101, qty: 1 }], { phone, code: typed }),
          paymentMethod: undefined,
        },
      });
    const taken = await takeOrder(code.toLowerCase());
    expect(taken.statusCode, taken.body).toBe(201);
    // ₦5,000 + ₦500 delivery − the code's ₦500; the offer is the checkout's alone.
    const { id, total } = taken.json() as { id: number; total: number };
    expect(total).toBe(5_000);
    const row = await t.db.kysely
      .selectFrom('orders')
      .select(['discountKobo', 'discountLabel', 'source', 'userId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      discountKobo: 50_000,
      discountLabel: `Code ${code}`,
      source: 'phone',
      userId: null,
    });
    // The same caller again: refused in words, nothing written; without the code it is taken.
    const stock = await stockOf(t, 101);
    const again = await takeOrder(code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`You have already used the code ${code}`);
    expect(await stockOf(t, 101)).toBe(stock);
    const unknown = await takeOrder('NOSUCHCODE');
    expect(unknown.json().message).toBe(
      'We do not know the code NOSUCHCODE: check how it is written',
    );
    const plain = await takeOrder('');
    expect(plain.statusCode).toBe(201);
    expect(plain.json().total).toBe(5_500);
    // The staff member who typed it may still give it to another caller, and use it themselves.
    expect((await order(owner, code)).statusCode).toBe(201);
  });

  it('quotes a phone order before it is placed as taking it prices it, and refuses as it would', async () => {
    await create({ kind: 'offer', name: 'Free delivery on Wednesdays', benefit: 'freeDelivery' });
    const code = uniqueCode();
    await create({ kind: 'code', code, benefit: 'amount', amount: 500, maxUsesPerCustomer: 1 });
    const ended = uniqueCode();
    const endedId = (await create({ kind: 'code', code: ended, benefit: 'amount', amount: 500 }))
      .id;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/promotions/${endedId}/end`,
      headers: bearer(owner),
    });
    const phone = `0805${String(Date.now()).slice(-7)}`;
    const lines = [{ id: 101, qty: 1 }];
    const quote = (typed: string, who: Customer = owner, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/orders/quote',
        headers: bearer(who),
        payload: { code: typed, products: lines, area: 'Samaru', phone, ...extra },
      });
    const answer = await quote(` ${code.toLowerCase()}`);
    expect(answer.statusCode, answer.body).toBe(200);
    // ₦5,000 + ₦500 delivery − the code's ₦500; the checkout's offer is not a phone order's.
    expect(promotionQuoteSchema.parse(answer.json())).toEqual({
      items: 5_000,
      deliveryFee: 500,
      discounts: [{ kind: 'code', label: `Code ${code}`, amount: 500 }],
      total: 5_000,
    });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: bearer(owner),
      payload: { ...orderBody(lines, { phone, code }), paymentMethod: undefined },
    });
    expect(taken.json().total).toBe(5_000);

    // Said before placing, in the words placing would say: used, unknown, ended.
    const refusals = [
      [code, `You have already used the code ${code}`],
      ['nosuch', 'We do not know the code NOSUCH: check how it is written'],
      [ended, `The code ${ended} has ended`],
    ];
    for (const [typed, words] of refusals) {
      const refused = await quote(typed!);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(words);
    }
    // Another caller may still use it; without a code the total is the dishes and the fee.
    expect((await quote(code, owner, { phone: '08031234567' })).json().total).toBe(5_000);
    expect((await quote('')).json()).toMatchObject({ discounts: [], total: 5_500 });
    // Staff who take phone orders only, and a body that is no order is said to be one.
    expect((await quote(code, await createTestUser(t.db))).statusCode).toBe(403);
    expect((await quote(code, owner, { products: [] })).statusCode).toBe(422);
  });

  it('applies an offer by itself, and free delivery combines with a code', async () => {
    await create({
      kind: 'offer',
      name: 'Free delivery on Wednesdays over ₦5,000',
      benefit: 'freeDelivery',
      minimum: 5000,
      days: [3],
    });
    const customer = await createTestUser(t.db);
    const plain = await order(customer);
    expect(placeOrderResponseSchema.parse(plain.json()).total).toBe(5_000);
    const code = uniqueCode();
    await create({ kind: 'code', code, benefit: 'percent', percent: 10 });
    const both = await order(customer, code);
    const placed = placeOrderResponseSchema.parse(both.json());
    expect(placed.total).toBe(4_500);
    const shown = await readOrder(customer, placed.id);
    expect(shown.discount).toBe(1_000);
    expect(shown.discountLabel).toBe(`Code ${code} · Free delivery on Wednesdays over ₦5,000`);
    // Short of the offer's amount, delivery is charged.
    const small = await postOrder(t, customer, [{ id: 109, qty: 1 }], {
      extra: { phone: customer.phoneNumber, paymentMethod: 'cash' },
    });
    expect(placeOrderResponseSchema.parse(small.json()).total).toBe(2_000);
  });

  it('quotes the cart with the code as the order would be priced, and refuses as it would', async () => {
    const code = uniqueCode();
    await create({ kind: 'code', code, benefit: 'amount', amount: 500 });
    const customer = await createTestUser(t.db);
    const quote = (typed: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/promotions/quote',
        headers: bearer(customer),
        payload: { code: typed, products: [{ id: 101, qty: 2 }], area: 'Samaru' },
      });
    const answer = await quote(code.toLowerCase());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(promotionQuoteSchema.parse(answer.json())).toEqual({
      items: 10_000,
      deliveryFee: 500,
      discounts: [{ kind: 'code', label: `Code ${code}`, amount: 500 }],
      total: 10_000,
    });
    expect((await quote('NOSUCH')).statusCode).toBe(409);
  });

  it('refunds at most what a discounted order brought in', async () => {
    const code = uniqueCode();
    await create({ kind: 'code', code, benefit: 'amount', amount: 1000 });
    const customer = await createTestUser(t.db);
    const placed = placeOrderResponseSchema.parse((await order(customer, code)).json());
    await t.db.kysely
      .updateTable('orders')
      .set({ isPaid: 1, paidAt: OPEN_AT.getTime() })
      .where('id', '=', placed.id)
      .execute();
    const refund = (amount: number, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.id}/refunds`,
        headers: { ...bearer(owner), 'idempotency-key': key },
        payload: { amount, reason: 'Rice was cold' },
      });
    // The full price before the code is more than was paid.
    const tooMuch = await refund(5_500, `too-much-${dialect}`);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('₦4,500');
    expect((await refund(4_500, `all-${dialect}`)).statusCode).toBe(201);
  });

  it('reports the discounts given and the orders per promotion over the dates', async () => {
    const code = uniqueCode();
    const promotion = await create({ kind: 'code', code, benefit: 'amount', amount: 250 });
    const customers = await Promise.all([createTestUser(t.db), createTestUser(t.db)]);
    for (const customer of customers) expect((await order(customer, code)).statusCode).toBe(201);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports?from=2025-06-04&to=2025-06-04',
      headers: bearer(owner),
    });
    const report = reportSchema.parse(response.json());
    expect(report.promotions.find((row) => row.promotionId === promotion.id)).toEqual({
      promotionId: promotion.id,
      label: `Code ${code}`,
      orders: 2,
      discount: 500,
    });
    const sum = report.promotions.reduce((total, row) => total + row.discount, 0);
    expect(report.summary.discounts).toBe(sum);
    const list = promotionsResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/promotions',
          headers: bearer(owner),
        })
      ).json(),
    );
    expect(list.promotions.find((row) => row.id === promotion.id)).toMatchObject({
      uses: 2,
      discounted: 500,
    });
  });

  it('refuses a second promotion with the same code, in words', async () => {
    const code = uniqueCode();
    await create({ kind: 'code', code, benefit: 'amount', amount: 100 });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: bearer(owner),
      payload: { kind: 'code', code: code.toLowerCase(), benefit: 'percent', percent: 5 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Another promotion already has this code');
  });

  it('refuses a day that does not exist, a use count past any shop and a fraction of a kobo, in words', async () => {
    const refusals = [
      [{ startsOn: '2026-02-30' }, promotionMessages.datesInvalid],
      [{ endsOn: '3592-10-91' }, promotionMessages.datesInvalid],
      [{ maxUses: 3_963_152_054_613_013 }, promotionMessages.usesInvalid],
      [{ minimum: 0.001 }, promotionMessages.moneyInvalid],
    ] as const;
    for (const [change, message] of refusals) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/admin/promotions',
        headers: bearer(owner),
        payload: { kind: 'code', code: uniqueCode(), benefit: 'amount', amount: 100, ...change },
      });
      expect(answer.statusCode, JSON.stringify(change)).toBe(422);
      expect(answer.json().message).toBe(message);
    }
  });
});
