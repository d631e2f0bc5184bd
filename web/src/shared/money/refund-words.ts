import type { Refund } from '@buka/domain/refunds';
import { SHOP_TIME_ZONE } from '@buka/domain/shop-hours';
import { nairaMoney } from '../ui/price';

const day = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
});

/**
 * One refund in the customer's words: 'N5,000 refunded on 23 Nov', 'N5,000 given back in cash
 * on 23 Nov', or, while the provider has not finished, 'N5,000 refund on its way (asked 23 Nov)'.
 */
export function refundWords(
  refund: Pick<Refund, 'amount' | 'status' | 'method' | 'createdAt' | 'processedAt'>,
): string {
  // Part of an order's record: N, as its total (DESIGN §5).
  const amount = nairaMoney(refund.amount, 'N');
  if (refund.status === 'failed') {
    return `${amount} refund failed (asked ${day.format(new Date(refund.createdAt))})`;
  }
  if (refund.status === 'pending') {
    return `${amount} refund on its way (asked ${day.format(new Date(refund.createdAt))})`;
  }
  const on = day.format(new Date(refund.processedAt ?? refund.createdAt));
  return refund.method === 'cash'
    ? `${amount} given back in cash on ${on}`
    : `${amount} refunded on ${on}`;
}
