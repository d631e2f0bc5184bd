import { orderStatuses } from '@buka/domain/order-status';
import type { Order } from '@buka/domain/orders';
import type { Refund } from '@buka/domain/refunds';
import { formatShopDate } from '@buka/domain/shop-clock';
import { t } from '../i18n/i18n';
import { tl } from '../i18n/later';
import { nairaMoney } from '../ui/price';
import { clockWords } from '../i18n/clock-words';

/**
 * One refund in the customer's words: 'N5,000 refunded on 23 Nov', 'N5,000 given back in cash
 * on 23 Nov', or, while the provider has not finished, 'N5,000 refund on its way (asked 23 Nov)'.
 */
export function refundWords(
  refund: Pick<Refund, 'amount' | 'status' | 'method' | 'createdAt' | 'processedAt'>,
): string {
  // Part of an order's record: N, as its total (docs/orders.md#money).
  const amount = nairaMoney(refund.amount);
  if (refund.status === 'failed') {
    return tl('refundFailed', {
      amount,
      date: formatShopDate(Date.parse(refund.createdAt), clockWords()),
    });
  }
  if (refund.status === 'pending') {
    return tl('refundPending', {
      amount,
      date: formatShopDate(Date.parse(refund.createdAt), clockWords()),
    });
  }
  const date = formatShopDate(Date.parse(refund.processedAt ?? refund.createdAt), clockWords());
  return tl(refund.method === 'cash' ? 'refundCash' : 'refundDone', { amount, date });
}

/**
 * What a canceled order's money comes to, instead of a paid or unpaid badge: 'Canceled · your
 * ₦6,500 will be refunded' while some is owed, 'Canceled · ₦6,500 refunded on 28 Nov' once given
 * back. Null when no money came in: an unpaid canceled order has nothing to say about payment.
 */
export function canceledMoneyWords(
  order: Pick<Order, 'status' | 'refundDue' | 'refunds'>,
): string | null {
  if (order.status !== orderStatuses.canceled) return null;
  if (order.refundDue > 0) {
    return tl('refundWillCome', { amount: nairaMoney(order.refundDue) });
  }
  const latest = order.refunds.at(-1);
  return latest ? t('canceledBecause', { reason: refundWords(latest) }) : null;
}
