import type { AdminOrder } from '@buka/domain/admin';
import { describeSlot } from '@buka/domain/order-slots';
import { orderStatuses } from '@buka/domain/order-status';
import { readyCountdown, waitedFor } from '@buka/domain/order-times';
import { formatShopTime } from '@buka/domain/shop-clock';
import { useNow } from '../../../shared/clock/use-now';

/** How long a new order has waited for staff; the time promised for an accepted one; why a
 * canceled one was. */
export function OrderTiming({ order }: { order: AdminOrder }) {
  const now = useNow(15_000).getTime();
  if (order.status === orderStatuses.received) {
    if (!order.announcedAt && order.prepareAt && (order.paymentMethod === 'cash' || order.isPaid)) {
      // A later order comes up to accept when its cooking should start.
      return (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          For later: it comes up to accept when cooking should start,{' '}
          {describeSlot(order.prepareAt)}.
        </p>
      );
    }
    return order.announcedAt ? (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
        Waiting to be accepted · {waitedFor(order.announcedAt, now)}
      </p>
    ) : (
      <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
        Not paid yet: it comes up to accept once the customer pays.
      </p>
    );
  }
  if (
    order.readyAt &&
    (order.status === orderStatuses.preparing || order.status === orderStatuses.onTheWay)
  ) {
    return (
      <p className="text-sm font-semibold text-sky-900">
        Ready about {formatShopTime(Date.parse(order.readyAt))} ·{' '}
        {readyCountdown(order.readyAt, now)}
      </p>
    );
  }
  return null;
}
