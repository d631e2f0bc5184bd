import { orderStatuses } from '@buka/domain/order-status';
import type { Order } from '@buka/domain/orders';
import { readyCountdown } from '@buka/domain/order-times';
import { formatShopTime } from '@buka/domain/shop-clock';
import { useNow } from '../../../shared/clock/use-now';

/**
 * When the order will be ready, once the restaurant accepted it: the clock time it promised and
 * a countdown to it; live, since the page refetches the order when the stream says it moved.
 */
export function ReadyTime({ order }: { order: Order }) {
  const now = useNow(15_000).getTime();
  if (order.status === orderStatuses.received) {
    return (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {order.paymentMethod === 'online' && !order.isPaid
          ? 'The restaurant sees your order once it is paid.'
          : 'Waiting for the restaurant to accept your order.'}
      </p>
    );
  }
  if (
    !order.readyAt ||
    (order.status !== orderStatuses.preparing && order.status !== orderStatuses.onTheWay)
  )
    return null;
  return (
    <p className="rounded-lg bg-green-50 px-3 py-2 text-green-900" aria-live="polite">
      <span className="font-semibold">Ready about {formatShopTime(Date.parse(order.readyAt))}</span>{' '}
      <span className="text-sm">· {readyCountdown(order.readyAt, now)}</span>
    </p>
  );
}
