import { orderStatuses, type OrderStatus } from '@buka/domain/order-status';
import type { PaidBy } from '@buka/domain/orders';

/**
 * docs/orders.md#payment: 'paid' or 'unpaid'; once paid, also how (docs/orders.md#payment: from its
 * payments, so a cash order later paid online says online). A canceled order that was never paid
 * shows nothing: it is owed by nobody. Dark text on a light tint: readable in the sun.
 */
export function PaidBadge({ paidBy, status }: { paidBy: PaidBy | null; status?: OrderStatus }) {
  if (!paidBy && status === orderStatuses.canceled) return null;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold uppercase ${
        paidBy ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950'
      }`}
    >
      {paidBy ? `paid · ${paidBy}` : 'unpaid'}
    </span>
  );
}
