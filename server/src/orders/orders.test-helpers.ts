import type { TestApp } from '../test/test-app';
import { bearer } from '../test/test-app';

/** A Wednesday at 12:00 in Lagos: inside the default 09:00–17:00 hours. */
export const OPEN_AT = new Date('2025-06-04T11:00:00Z');

/** A line as a client sends it: choices (with the price seen) and a note are optional. */
export interface OrderLineBody {
  id: number;
  qty: number;
  choices?: { id: number; price?: string | number }[];
  note?: string;
}

export function orderBody(
  products: OrderLineBody[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: 'Amina Bello',
    phone: '08031234567',
    address: '12 Market Road, Kubwa',
    userId: 'ignored',
    total: 1,
    clientId: 'ignored',
    products,
    paymentMethod: 'online',
    delivery: true,
    area: 'Samaru',
    ...extra,
  };
}

export async function postOrder(
  t: TestApp,
  user: { token: string },
  products: OrderLineBody[],
  options: { extra?: Record<string, unknown>; key?: string; language?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      ...bearer(user),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(options.language ? { cookie: `lang=${options.language}` } : {}),
    },
    payload: orderBody(products, options.extra),
  });
}

export async function setStock(t: TestApp, foodId: number, stock: number): Promise<void> {
  await t.db.kysely.updateTable('foods').set({ stock }).where('id', '=', foodId).execute();
}

export async function stockOf(t: TestApp, foodId: number): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('foods')
    .select('stock')
    .where('id', '=', foodId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

export async function countOrders(t: TestApp): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
