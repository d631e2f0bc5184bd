import { orderUpdated } from '@buka/domain/events';
import { orderStatuses } from '@buka/domain/order-status';
import type { AppDeps } from '../app-deps';
import { queueOrderNotices } from '../notifications/order-notices';
import { announceOrder } from '../orders/orders.repository';
import {
  findOrderToPay,
  findPayment,
  isOrderPaid,
  markOrderPaidByProvider,
  markPaymentFailed,
  markPaymentSettled,
} from './payments.repository';
import type { Confirmation } from './providers/provider';

/**
 * - paid: this confirmation made the order paid
 * - recorded: this payment had already made the order paid (a replayed webhook or return)
 * - exists: the order was paid by another payment (the customer paid twice: refund one)
 * - refund_due: the order was canceled before the money arrived: it stays canceled and unpaid,
 *   and the money is to go back (never 'Payment Done!')
 * - mismatch: the provider confirms a different amount or currency; never marks paid
 * - failed, pending: the provider says so
 * - unknown: no such payment here
 */
export type PaymentOutcome =
  'paid' | 'recorded' | 'exists' | 'refund_due' | 'mismatch' | 'failed' | 'pending' | 'unknown';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'events'>;

/**
 * Records what a provider confirmed, once, however many times and in whatever order the
 * webhook and the browser's return bring it: one transaction, conditional updates on the order
 * (is_paid = 0) and on the payment (not settled yet), and 'order.updated' published only by the
 * call that actually made the order paid.
 */
export async function recordPayment(
  deps: Deps,
  confirmation: Confirmation,
): Promise<PaymentOutcome> {
  const now = deps.now().getTime();
  const result = await deps.db.kysely.transaction().execute(async (trx) => {
    const payment = await findPayment(trx, confirmation.reference);
    if (!payment) return { outcome: 'unknown' as const };
    // Settled already: a later word from anyone changes nothing.
    if (payment.status === 'success') return { outcome: 'recorded' as const };
    if (payment.status === 'duplicate') return { outcome: 'exists' as const };
    if (payment.status === 'refund_due') return { outcome: 'refund_due' as const };

    if (confirmation.status !== 'success') {
      if (confirmation.status === 'failed') {
        await markPaymentFailed(trx, payment.reference, confirmation.raw, now);
      }
      return { outcome: confirmation.status };
    }
    const order = await findOrderToPay(trx, payment.orderId);
    if (
      confirmation.amountKobo !== payment.amountKobo ||
      confirmation.amountKobo !== order.totalKobo ||
      confirmation.currency !== 'NGN'
    ) {
      const raw = { mismatch: true, provider: confirmation.raw };
      await markPaymentFailed(trx, payment.reference, raw, now);
      return { outcome: 'mismatch' as const };
    }
    // The order first: a concurrent confirmation of the same order, or staff canceling it,
    // waits on its row here, so exactly one of them changes it and this call then sees why not.
    const madePaid = await markOrderPaidByProvider(trx, order.id, now);
    const settledAs = madePaid
      ? 'success'
      : (await isOrderPaid(trx, order.id))
        ? 'duplicate'
        : 'refund_due';
    // Paid: now the kitchen may cook it, so it goes before staff to accept, and their devices
    // are told (from the outbox, once committed).
    if (madePaid && (await announceOrder(trx, order.id, now))) {
      await queueOrderNotices(trx, deps, order.id);
    }
    const settled = await markPaymentSettled(
      trx,
      payment.reference,
      settledAs,
      confirmation.raw,
      now,
    );
    if (madePaid) return { outcome: 'paid' as const, order: { ...order, isPaid: true } };
    if (settledAs === 'refund_due') {
      return settled
        ? {
            outcome: 'refund_due' as const,
            order: { ...order, status: orderStatuses.canceled, isPaid: false },
          }
        : { outcome: 'refund_due' as const };
    }
    return { outcome: settled ? ('exists' as const) : ('recorded' as const) };
  });

  // Staff's board and the customer's page hear of a payment, and of money to return.
  if ('order' in result && result.order) {
    const { order } = result;
    try {
      await deps.events.publish(orderUpdated(order));
    } catch {
      // The payment is recorded; a missed live update shows on the next refresh.
    }
  }
  return result.outcome;
}
