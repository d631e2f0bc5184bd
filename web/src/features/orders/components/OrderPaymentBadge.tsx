import type { Order } from '@buka/domain/orders';
import { canceledMoneyWords } from '../../../shared/money/refund-words';
import { PaidBadge } from '../../../shared/ui/PaidBadge';

/**
 * Paid or unpaid while the order stands; once canceled, what happens to the money instead (a
 * canceled order is neither to be paid nor simply 'paid'), or nothing when none came in.
 */
export function OrderPaymentBadge({ order }: { order: Order }) {
  const canceled = canceledMoneyWords(order);
  if (canceled) {
    return (
      <span className="inline-flex items-center rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-bold text-sky-950">
        {canceled}
      </span>
    );
  }
  return <PaidBadge paidBy={order.paidBy} status={order.status} />;
}
