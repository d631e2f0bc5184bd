import { orderStatuses } from '@buka/domain/order-status';
import type { Order } from '@buka/domain/orders';
import { readyMinutesLeft } from '@buka/domain/order-times';
import { formatShopTime } from '@buka/domain/shop-clock';
import { useNow } from '../../../shared/clock/use-now';
import { tl } from '../../../shared/i18n/later';

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
          ? tl('waitingUntilPaid')
          : tl('waitingForAccept')}
      </p>
    );
  }
  if (
    !order.readyAt ||
    (order.status !== orderStatuses.preparing && order.status !== orderStatuses.onTheWay)
  )
    return null;
  const left = readyMinutesLeft(order.readyAt, now);
  return (
    <p className="rounded-lg bg-green-50 px-3 py-2 text-green-900" aria-live="polite">
      <span className="font-semibold">
        {tl('readyAbout', { time: formatShopTime(Date.parse(order.readyAt)) })}
      </span>{' '}
      <span className="text-sm">
        · {left >= 1 ? tl('readyInMinutes', { count: left }) : tl('readyAnyMoment')}
      </span>
    </p>
  );
}
