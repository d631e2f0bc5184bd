import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { orderStatuses } from '@buka/domain/order-status';
import type { PromotionTerms } from '@buka/domain/promotion-pricing';
import type { Dialect } from '../db/database';
import type { Database, OrderPromotionTable, PromotionTable } from '../db/tables';

export type PromotionRow = Selectable<PromotionTable>;
export type NewPromotion = Insertable<PromotionTable>;

/** Who a customer is when their orders are counted: their account, and the phone they order with. */
export interface CustomerKey {
  userId: number;
  phone: string;
}

export function termsOf(row: PromotionRow): PromotionTerms {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code ?? '',
    name: row.name,
    benefit: row.benefit,
    percent: row.percent,
    amountKobo: row.amountKobo,
    minimumKobo: row.minimumKobo,
    firstOrderOnly: row.firstOrderOnly === 1,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    fromTime: row.fromTime,
    untilTime: row.untilTime,
    days: JSON.parse(row.days) as number[],
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    active: row.active === 1,
  };
}

export async function listPromotions(db: Kysely<Database>): Promise<PromotionRow[]> {
  return db.selectFrom('promotions').selectAll().orderBy('id', 'desc').execute();
}

export async function findPromotion(
  db: Kysely<Database>,
  id: number,
): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The code as stored (upper case): customers type it in any case. */
export async function findCode(
  db: Kysely<Database>,
  code: string,
): Promise<PromotionRow | undefined> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('kind', '=', 'code')
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Offers staff have not ended; whether each applies now is the domain's to say. */
export async function activeOffers(db: Kysely<Database>): Promise<PromotionRow[]> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('kind', '=', 'offer')
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
}

export async function insertPromotion(
  db: Kysely<Database>,
  promotion: NewPromotion,
): Promise<PromotionRow> {
  return db.insertInto('promotions').values(promotion).returningAll().executeTakeFirstOrThrow();
}

export async function updatePromotion(
  db: Kysely<Database>,
  id: number,
  changes: Partial<NewPromotion>,
): Promise<PromotionRow | undefined> {
  return db
    .updateTable('promotions')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Holds one promotion for the rest of the transaction, so orders racing for its last use count
 * one after another: PostgreSQL by a lock on its id (then each count reads what the order before
 * committed); SQLite writes one transaction at a time already.
 */
export async function lockPromotion(db: Kysely<Database>, dialect: Dialect, id: number) {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(37, ${id}::int)`.execute(db);
}

const notCanceled = orderStatuses.canceled;

/** Orders that used the promotion and went ahead: all of them, and this customer's. */
export async function countUses(
  db: Kysely<Database>,
  promotionId: number,
  customer: CustomerKey,
): Promise<{ total: number; byCustomer: number }> {
  const row = await db
    .selectFrom('orderPromotions')
    .innerJoin('orders', 'orders.id', 'orderPromotions.orderId')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(
              eb.or([
                eb('orders.userId', '=', customer.userId),
                eb('orders.clientPhone', '=', customer.phone),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('byCustomer'),
    ])
    .where('orderPromotions.promotionId', '=', promotionId)
    .where('orders.status', '!=', notCanceled)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), byCustomer: Number(row.byCustomer ?? 0) };
}

/** The customer's orders that were not canceled or rejected, by account or phone number. */
export async function countEarlierOrders(
  db: Kysely<Database>,
  customer: CustomerKey,
): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where((eb) =>
      eb.or([eb('userId', '=', customer.userId), eb('clientPhone', '=', customer.phone)]),
    )
    .where('status', '!=', notCanceled)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertOrderPromotions(
  db: Kysely<Database>,
  rows: Insertable<OrderPromotionTable>[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('orderPromotions').values(rows).execute();
}

/** Each promotion's orders that went ahead and what it took off them. */
export async function usesOfPromotions(
  db: Kysely<Database>,
): Promise<Map<number, { uses: number; discountKobo: number }>> {
  const rows = await db
    .selectFrom('orderPromotions')
    .innerJoin('orders', 'orders.id', 'orderPromotions.orderId')
    .select((eb) => [
      'orderPromotions.promotionId',
      eb.fn.countAll<number | string>().as('uses'),
      eb.fn.sum<number | string>('orderPromotions.discountKobo').as('discountKobo'),
    ])
    .where('orders.status', '!=', notCanceled)
    .groupBy('orderPromotions.promotionId')
    .execute();
  return new Map(
    rows.map((row) => [
      row.promotionId,
      { uses: Number(row.uses), discountKobo: Number(row.discountKobo) },
    ]),
  );
}

/** Orders placed in [from, to) that went ahead, by promotion: how many and what it took off. */
export async function promotionsInRange(
  db: Kysely<Database>,
  range: { from: number; to: number },
): Promise<{ label: string; promotionId: number; orders: number; discountKobo: number }[]> {
  const rows = await db
    .selectFrom('orderPromotions')
    .innerJoin('orders', 'orders.id', 'orderPromotions.orderId')
    .select((eb) => [
      'orderPromotions.promotionId',
      eb.fn.max('orderPromotions.label').as('label'),
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string>('orderPromotions.discountKobo').as('discountKobo'),
    ])
    .where('orders.createdAt', '>=', range.from)
    .where('orders.createdAt', '<', range.to)
    .where('orders.status', '!=', notCanceled)
    .groupBy('orderPromotions.promotionId')
    .orderBy('orderPromotions.promotionId')
    .execute();
  return rows.map((row) => ({
    promotionId: row.promotionId,
    label: String(row.label),
    orders: Number(row.orders),
    discountKobo: Number(row.discountKobo),
  }));
}
