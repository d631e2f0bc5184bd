import { Link } from 'react-router';
import type { AdminOrder } from '@buka/domain/admin';
import { stepLabel } from '@buka/domain/order-status';
import { orderStatuses } from '@buka/domain/orders';
import { daysBetween, formatShopTime, formatWeekdayDate, shopToday } from '@buka/domain/shop-clock';
import { useNow } from '../../../shared/clock/use-now';
import { useLaterOrders } from '../api/get-later-orders';
import { say } from '../../../shared/i18n/i18n';

interface Day {
  date: string;
  orders: AdminOrder[];
}

/** The orders come sorted by time: one group per day at the restaurant. */
function byDay(orders: AdminOrder[]): Day[] {
  const days: Day[] = [];
  for (const order of orders) {
    const date = shopToday(Date.parse(order.scheduledFor ?? order.createdAt));
    const last = days.at(-1);
    if (last?.date === date) last.orders.push(order);
    else days.push({ date, orders: [order] });
  }
  return days;
}

function dayTitle(date: string, today: string): string {
  const ahead = daysBetween(today, date);
  if (ahead === 0) return 'Today';
  if (ahead === 1) return `Tomorrow, ${formatWeekdayDate(date)}`;
  if (ahead < 0) return `${formatWeekdayDate(date)} (passed)`;
  return formatWeekdayDate(date);
}

const timeOf = (instant: string) => formatShopTime(Date.parse(instant));

/**
 * The board's list of orders for later, by their time, so the kitchen sees its coming
 * work; each leads to its card. Nothing shows while there are none.
 */
export function LaterOrders() {
  const later = useLaterOrders();
  const today = shopToday(useNow());
  const orders = later.data ?? [];
  if (orders.length === 0) return null;
  return (
    <section
      aria-labelledby="later-orders-title"
      className="mb-5 flex max-w-xl flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="later-orders-title" className="text-base font-bold text-stone-900">
        Orders for later, by time
      </h2>
      {byDay(orders).map((day) => (
        <div key={day.date} className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-stone-600">{dayTitle(day.date, today)}</h3>
          <ul
            aria-label={dayTitle(day.date, today)}
            className="flex flex-col divide-y divide-stone-100"
          >
            {day.orders.map((order) => (
              <li key={order.id}>
                <Link
                  to={`/admin/orders?order=${order.id}`}
                  className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-0.5 py-2 text-sm hover:bg-stone-50"
                >
                  <span className="w-16 font-bold tabular-nums">
                    {order.scheduledFor && timeOf(order.scheduledFor)}
                  </span>
                  <span className="font-semibold text-brand-800 underline">Order #{order.id}</span>
                  <span>{order.client.name}</span>
                  <span className="text-stone-600">
                    {order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'} ·{' '}
                    {say(stepLabel(order.status, order.fulfilment))}
                    {order.status === orderStatuses.received &&
                      order.prepareAt &&
                      ` · cooking starts ${timeOf(order.prepareAt)}`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
