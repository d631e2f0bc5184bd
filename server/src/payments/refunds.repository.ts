import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { orderStatuses } from '@buka/domain/orders';
import type { Database, PaymentTable, RefundRow, RefundTable } from '../db/tables';
import { rawText } from './payments.repository';

/** Payments that brought money in: the one that paid the order, and any paid twice or late. */
export const receivedStatuses = ['success', 'duplicate', 'refund_due'] as const;

type ReceivedStatus = (typeof receivedStatuses)[number];

export type ReceivedPayment = Pick<
  Selectable<PaymentTable>,
  'id' | 'orderId' | 'provider' | 'reference' | 'amountKobo' | 'refundedKobo' | 'createdAt'
> & { status: ReceivedStatus };

/** The money side of an order beside its lines: what came in, what went back, what is owed. */
export interface OrderMoney {
  payments: ReceivedPayment[];
  refunds: RefundRow[];
  /**
   * Money that reached the shop and must still go back: a second payment of a paid order
   * ('duplicate'), a payment that arrived after the order was canceled ('refund_due'), and
   * what paid an order canceled afterwards (online or cash), less what was already refunded.
   */
  refundDueKobo: number;
}

/** The payments and refunds of several orders at once (two queries, whatever the count). */
export async function moneyOfOrders(
  db: Kysely<Database>,
  orders: { id: number; status: string; isPaid: number; totalKobo: number }[],
): Promise<Map<number, OrderMoney>> {
  const money = new Map<number, OrderMoney>();
  if (orders.length === 0) return money;
  const ids = orders.map((order) => order.id);
  const [payments, refunds] = await Promise.all([
    db
      .selectFrom('payments')
      .select([
        'id',
        'orderId',
        'provider',
        'reference',
        'amountKobo',
        'status',
        'refundedKobo',
        'createdAt',
      ])
      .where('orderId', 'in', ids)
      .where('status', 'in', receivedStatuses)
      .orderBy('id')
      .$narrowType<{ status: ReceivedStatus }>()
      .execute(),
    db.selectFrom('refunds').selectAll().where('orderId', 'in', ids).orderBy('id').execute(),
  ]);
  for (const order of orders) {
    const own = payments.filter((payment) => payment.orderId === order.id);
    const given = refunds.filter((refund) => refund.orderId === order.id);
    const canceled = order.status === orderStatuses.canceled;
    let due = 0;
    for (const payment of own) {
      if (payment.status === 'success' && !canceled) continue;
      due += payment.amountKobo - payment.refundedKobo;
    }
    if (canceled && isPaidByCash(order, own)) {
      due += order.totalKobo - cashRefunded(given);
    }
    money.set(order.id, { payments: own, refunds: given, refundDueKobo: Math.max(due, 0) });
  }
  return money;
}

/** Paid, and not by a provider: staff collected cash. */
export function isPaidByCash(
  order: { isPaid: number },
  received: Pick<ReceivedPayment, 'status'>[],
): boolean {
  return order.isPaid === 1 && !received.some((payment) => payment.status === 'success');
}

function cashRefunded(refunds: RefundRow[]): number {
  return refunds
    .filter((refund) => refund.paymentId === null && refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amountKobo, 0);
}

export async function findRefundByKey(
  db: Kysely<Database>,
  requestKey: string,
): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('requestKey', '=', requestKey)
    .executeTakeFirst();
}

export async function insertRefund(
  db: Kysely<Database>,
  refund: Insertable<RefundTable>,
): Promise<RefundRow> {
  return db.insertInto('refunds').values(refund).returningAll().executeTakeFirstOrThrow();
}

/**
 * Sets `kobo` aside on the payment, only while what is set aside stays within what it paid: a
 * conditional update, so two refunds at once cannot together pass the payment (on PostgreSQL
 * the second waits for the first's row and checks again). Answers whether it fitted.
 */
export async function reservePaymentRefund(
  db: Kysely<Database>,
  paymentId: number,
  kobo: number,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ refundedKobo: sql<number>`refunded_kobo + ${kobo}` })
    .where('id', '=', paymentId)
    .where('status', 'in', receivedStatuses)
    .where(sql<boolean>`refunded_kobo + ${kobo} <= amount_kobo`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The same on the order, against everything it brought in (`receivedKobo`). */
export async function reserveOrderRefund(
  db: Kysely<Database>,
  orderId: number,
  kobo: number,
  receivedKobo: number,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ refundedKobo: sql<number>`refunded_kobo + ${kobo}` })
    .where('id', '=', orderId)
    .where(sql<boolean>`refunded_kobo + ${kobo} <= ${receivedKobo}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records the provider's word on a refund still pending. Answers true only for the call that
 * moved it, so a failure gives its amount back once however often the news repeats.
 */
export async function settleRefund(
  db: Kysely<Database>,
  id: number,
  answer: { status: RefundRow['status']; providerReference: string | null; raw: unknown },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('refunds')
    .set((eb) => ({
      status: answer.status,
      providerReference: eb.fn.coalesce(
        eb.val(answer.providerReference),
        eb.ref('providerReference'),
      ),
      raw: rawText(answer.raw),
      updatedAt: now,
      processedAt: answer.status === 'processed' ? now : null,
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A failed refund's amount is free to refund again. Run it in the failure's transaction. */
export async function releaseRefund(db: Kysely<Database>, refund: RefundRow): Promise<void> {
  if (refund.paymentId !== null) {
    await db
      .updateTable('payments')
      .set({ refundedKobo: sql<number>`refunded_kobo - ${refund.amountKobo}` })
      .where('id', '=', refund.paymentId)
      .execute();
  }
  await db
    .updateTable('orders')
    .set({ refundedKobo: sql<number>`refunded_kobo - ${refund.amountKobo}` })
    .where('id', '=', refund.orderId)
    .execute();
}

export async function findRefund(db: Kysely<Database>, id: number) {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Refunds the provider has not settled yet, unanswered ones too (no provider id): of one
 * payment, or the oldest few of all.
 */
export async function pendingRefunds(
  db: Kysely<Database>,
  filter: { paymentId: number } | { limit: number },
): Promise<RefundRow[]> {
  let query = db.selectFrom('refunds').selectAll().where('status', '=', 'pending');
  query =
    'paymentId' in filter
      ? query.where('paymentId', '=', filter.paymentId)
      : query.orderBy('id').limit(filter.limit);
  return query.execute();
}

/** The provider ids our refunds of a payment hold (to tell an unanswered one's from them). */
export async function refundReferencesOf(db: Kysely<Database>, paymentId: number) {
  const rows = await db
    .selectFrom('refunds')
    .select('providerReference')
    .where('paymentId', '=', paymentId)
    .where('providerReference', 'is not', null)
    .execute();
  return rows.map((row) => row.providerReference as string);
}

/** The payments of one order that brought money in, and whether cash paid it. */
export async function receivedPayments(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('orderId', '=', orderId)
    .where('status', 'in', receivedStatuses)
    .orderBy('id')
    .$narrowType<{ status: ReceivedStatus }>()
    .execute();
}

/** Who hears that money moved on an order, and what the news says. */
export async function findOrderForNews(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'userId', 'status', 'isPaid'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** An order as a refund needs it: what it cost and whether (and how) it was paid. */
export async function findOrderToRefund(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'userId', 'status', 'isPaid', 'totalKobo', 'refundedKobo'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}
