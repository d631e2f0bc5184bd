import type { Refund } from '@buka/domain/refunds';
import { formatShopDate } from '@buka/domain/shop-clock';
import { nairaMoney } from '../ui/price';

/**
 * One refund in the customer's words: 'N5,000 refunded on 23 Nov', 'N5,000 given back in cash
 * on 23 Nov', or, while the provider has not finished, 'N5,000 refund on its way (asked 23 Nov)'.
 */
export function refundWords(
  refund: Pick<Refund, 'amount' | 'status' | 'method' | 'createdAt' | 'processedAt'>,
): string {
  // Part of an order's record: N, as its total (DESIGN §5).
  const amount = nairaMoney(refund.amount);
  if (refund.status === 'failed') {
    return `${amount} refund failed (asked ${formatShopDate(Date.parse(refund.createdAt))})`;
  }
  if (refund.status === 'pending') {
    return `${amount} refund on its way (asked ${formatShopDate(Date.parse(refund.createdAt))})`;
  }
  const on = formatShopDate(Date.parse(refund.processedAt ?? refund.createdAt));
  return refund.method === 'cash'
    ? `${amount} given back in cash on ${on}`
    : `${amount} refunded on ${on}`;
}
