import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/tables';
import { orderStatuses, type OrderStatus } from '@buka/domain/order-status';
import { itemsTotalKobo } from '@buka/domain/order-total';

export interface TestOrder {
  userId?: number | null;
  status?: OrderStatus;
  paymentMethod?: 'online' | 'cash';
  isPaid?: boolean;
  /** Paid through a provider (a succeeded payment row); by default, paid online orders are. */
  paidOnline?: boolean;
  createdAt?: number;
  /** When it was put before staff; by default at placing for cash and paid orders. */
  announcedAt?: number | null;
  clientName?: string;
  clientPhone?: string;
  /** Lines of sample foods; their portions are taken from stock as placing the order would. */
  items?: { foodId: number; quantity: number }[];
}

/** Writes an order straight into the database, for tests of what staff do with orders. */
export async function insertTestOrder(db: Kysely<Database>, order: TestOrder = {}) {
  const items = order.items ?? [{ foodId: 101, quantity: 2 }];
  const now = order.createdAt ?? Date.now();
  // An order of no lines (for tests of paging many orders) asks for no foods.
  const foods =
    items.length === 0
      ? []
      : await db
          .selectFrom('foods')
          .select(['id', 'name', 'priceKobo'])
          .where(
            'id',
            'in',
            items.map((item) => item.foodId),
          )
          .execute();
  const lines = items.map((item) => {
    const food = foods.find((row) => row.id === item.foodId);
    if (!food) throw new Error(`No food ${item.foodId}`);
    return { ...item, name: food.name, priceKobo: food.priceKobo };
  });
  const totalKobo = itemsTotalKobo(
    lines.map((line) => ({ unitKobo: line.priceKobo, quantity: line.quantity })),
  );
  const row = await db
    .insertInto('orders')
    .values({
      userId: order.userId ?? null,
      status: order.status ?? orderStatuses.received,
      paymentMethod: order.paymentMethod ?? 'cash',
      isPaid: order.isPaid ? 1 : 0,
      totalKobo,
      deliveryFeeKobo: 0,
      clientName: order.clientName ?? 'Ada Obi',
      clientPhone: order.clientPhone ?? '08012345678',
      clientAddress: '12 Market Road, Samaru',
      area: 'Samaru',
      createdAt: now,
      updatedAt: now,
      paidAt: order.isPaid ? now : null,
      announcedAt:
        order.announcedAt !== undefined
          ? order.announcedAt
          : (order.paymentMethod ?? 'cash') === 'cash' || order.isPaid
            ? now
            : null,
    })
    .returning(['id', 'totalKobo'])
    .executeTakeFirstOrThrow();
  for (const line of lines) {
    await db
      .insertInto('orderItems')
      .values({
        orderId: row.id,
        foodId: line.foodId,
        name: line.name,
        priceKobo: line.priceKobo,
        quantity: line.quantity,
      })
      .execute();
    await db
      .updateTable('foods')
      .set({ stock: sql<number>`stock - ${line.quantity}` })
      .where('id', '=', line.foodId)
      .execute();
  }
  if (order.isPaid && (order.paidOnline ?? order.paymentMethod === 'online')) {
    await db
      .insertInto('payments')
      .values({
        orderId: row.id,
        provider: 'simulator',
        reference: `test-${row.id}`,
        amountKobo: totalKobo,
        status: 'success',
        raw: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }
  return row;
}

export async function stockOf(db: Kysely<Database>, foodId: number): Promise<number> {
  const row = await db
    .selectFrom('foods')
    .select('stock')
    .where('id', '=', foodId)
    .executeTakeFirstOrThrow();
  return row.stock;
}
