import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import { orderStatuses } from '@buka/domain/orders';
import type { Database, PaymentTable } from '../db/tables';

export type PaymentRow = Selectable<PaymentTable>;

// Provider answers are kept for the books and for disputes, within reason.
const RAW_LIMIT = 20_000;
export function rawText(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw ?? null);
  return text.length > RAW_LIMIT ? text.slice(0, RAW_LIMIT) : text;
}

/**
 * docs/orders.md#payment: what an order was paid by comes from its payments, never from its first
 * choice: paid online when one of its payments succeeded (a cash order paid later through 'pay now'
 * included). Inside a query on orders; refunds.repository's isPaidByCash says it for a loaded
 * order.
 */
export function paidOnline(eb: ExpressionBuilder<Database, 'orders'>) {
  // A scalar subquery with LIMIT 1, not EXISTS: for a day's orders PostgreSQL would answer
  // EXISTS by hashing every payment ever made (120 ms at 175,000 payments); this way each
  // order looks up its own payments by index, on both dialects.
  return eb(
    eb
      .selectFrom('payments')
      .select(eb.lit(1).as('one'))
      .whereRef('payments.orderId', '=', 'orders.id')
      .where('payments.status', '=', 'success')
      .limit(1),
    'is not',
    null,
  );
}

export async function insertPayment(
  db: Kysely<Database>,
  payment: Insertable<PaymentTable>,
): Promise<void> {
  await db.insertInto('payments').values(payment).execute();
}

export async function findPayment(
  db: Kysely<Database>,
  reference: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

export async function findPaymentById(
  db: Kysely<Database>,
  id: number,
): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A failure never overwrites a recorded success (a stale return after the webhook). */
export async function markPaymentFailed(
  db: Kysely<Database>,
  reference: string,
  raw: unknown,
  now: number,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: 'failed', raw: rawText(raw), updatedAt: now })
    .where('reference', '=', reference)
    .where('status', 'in', ['pending', 'failed'])
    .execute();
}

/**
 * Settles a confirmed payment as 'success', 'duplicate' when the order was already paid, or
 * 'refund_due' when it was canceled. Answers true only the first time: the conditional update
 * is what makes a replay harmless.
 */
export async function markPaymentSettled(
  db: Kysely<Database>,
  reference: string,
  status: 'success' | 'duplicate' | 'refund_due',
  raw: unknown,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status, raw: rawText(raw), updatedAt: now })
    .where('reference', '=', reference)
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores what the simulator's page decided, for its verification to read back. */
export async function saveSimulatedDecision(
  db: Kysely<Database>,
  reference: string,
  decision: unknown,
  now: number,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ raw: rawText(decision), updatedAt: now })
    .where('reference', '=', reference)
    .where('status', 'in', ['pending', 'failed'])
    .execute();
}

/** What a confirmation is checked against: the order's total, and whom to tell. */
export async function findOrderToPay(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'userId', 'status', 'totalKobo'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/**
 * The provider confirmed the money: marks the order paid once (only the update that finds it
 * unpaid, and not canceled, changes it), whatever its step or first choice of method, since the
 * money was taken. A cancel and a payment at the same moment take turns on the row: whichever
 * comes second finds the other's change. (Cash collected at the door goes through
 * orders-admin.repository's markCashCollected.)
 */
export async function markOrderPaidByProvider(
  db: Kysely<Database>,
  orderId: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ isPaid: 1, paidAt: now, updatedAt: now })
    .where('id', '=', orderId)
    .where('isPaid', '=', 0)
    .where('status', '!=', orderStatuses.canceled)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the order is paid, read again after a payment could not mark it paid. */
export async function isOrderPaid(db: Kysely<Database>, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('isPaid')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.isPaid === 1;
}
