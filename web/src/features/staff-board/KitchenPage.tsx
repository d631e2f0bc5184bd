import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { READY_IN_CHOICES, type AdminOrder } from '@buka/domain/admin';
import { orderStatuses, stepLabel } from '@buka/domain/order-status';
import { formatShopTime } from '@buka/domain/shop-clock';
import { can, stepRight } from '@buka/domain/staff-roles';
import { useNow } from '../../shared/clock/use-now';
import { useSession } from '../../shared/session/session-store';
import { useCustomerNotes } from '../../shared/staff/customer-notes';
import { LineChoices } from '../../shared/ui/LineChoices';
import { useAdminOrders, type OrdersFilter } from './api/get-admin-orders';
import { useChangeOrder } from './api/update-order';
import { useScreenWakeLock } from './lib/use-wake-lock';
import { say } from '../../shared/i18n/i18n';

// The kitchen's screen (docs/screens.md#kitchen-screen): a tablet or an old phone on the wall
// shows what to accept and what to cook, oldest first, in large type, and one tap answers.

const toAccept: OrdersFilter = { status: 'new', paid: '' };
const cooking: OrdersFilter = { status: orderStatuses.preparing, paid: '' };

/** Minutes from one instant to another, rounded down (negative: it has passed). */
const minutesUntil = (at: number, now: number) => Math.floor((at - now) / 60_000);

/** How pressing an order is now, for its colour: a new one waits, a cooking one runs late. */
type Urgency = 'new' | 'waiting-long' | 'on-time' | 'soon' | 'late';

// A new order waiting this long is shown as the one to answer now.
const WAITING_LONG_MINUTES = 5;
// A cooking order this close to its promised time is shown as due.
const SOON_MINUTES = 5;

function urgencyOf(order: AdminOrder, now: number): Urgency {
  if (order.status === orderStatuses.received) {
    const since = Date.parse(order.announcedAt ?? order.createdAt);
    return now - since >= WAITING_LONG_MINUTES * 60_000 ? 'waiting-long' : 'new';
  }
  const left = minutesUntil(Date.parse(order.readyAt ?? ''), now);
  if (Number.isNaN(left)) return 'on-time';
  return left < 0 ? 'late' : left <= SOON_MINUTES ? 'soon' : 'on-time';
}

const cardColours: Record<Urgency, string> = {
  new: 'bg-yellow-100 ring-yellow-400',
  'waiting-long': 'bg-red-100 ring-red-500',
  'on-time': 'bg-green-50 ring-green-500',
  soon: 'bg-amber-100 ring-amber-500',
  late: 'bg-red-100 ring-red-600',
};

function timing(order: AdminOrder, now: number): string {
  if (order.status === orderStatuses.received) {
    const waited = -minutesUntil(Date.parse(order.announcedAt ?? order.createdAt), now);
    return waited < 1 ? 'New: just now' : `New: waiting ${waited} min`;
  }
  const readyAt = Date.parse(order.readyAt ?? '');
  if (Number.isNaN(readyAt)) return 'Cooking';
  const left = minutesUntil(readyAt, now);
  const at = `Ready by ${formatShopTime(readyAt)}`;
  return left < 0 ? `${at} · ${-left} min late` : `${at} · ${left} min left`;
}

export default function KitchenPage() {
  // The oldest to accept, and the newest too: with more waiting than a page holds, an order that
  // just came in never hides behind thirty older ones.
  const fresh = useAdminOrders(toAccept, { oldest: true });
  const newest = useAdminOrders(toAccept);
  const cooked = useAdminOrders(cooking, { oldest: true });
  const now = useNow(15_000).getTime();
  const screenOn = useScreenWakeLock();
  const [fullScreen, setFullScreen] = useState(false);
  const notes = useCustomerNotes();

  useEffect(() => {
    const follow = () => setFullScreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const byCreated = (a: AdminOrder, b: AdminOrder) =>
    Date.parse(a.createdAt) - Date.parse(b.createdAt);
  const byReady = (a: AdminOrder, b: AdminOrder) =>
    Date.parse(a.readyAt ?? a.createdAt) - Date.parse(b.readyAt ?? b.createdAt);
  // The lists refresh one by one: an order just accepted can still be in the list to accept
  // when the cooking list already has it. Each order shows once, as the cooking list has it
  // (an order only moves on), in the place its step gives it.
  const byId = new Map<number, AdminOrder>();
  for (const list of [fresh, newest, cooked]) {
    for (const order of list.data?.orders ?? []) byId.set(order.id, order);
  }
  const shown = [...byId.values()];
  const isCooking = (order: AdminOrder) => order.status === orderStatuses.preparing;
  const orders = [
    ...shown.filter((order) => !isCooking(order)).sort(byCreated),
    ...shown.filter(isCooking).sort(byReady),
  ];
  const loading = fresh.isPending || cooked.isPending;
  const failed = fresh.isError || cooked.isError;

  return (
    // Over the staff area's own header and menu: the whole screen is the kitchen's.
    <div className="fixed inset-0 z-40 flex flex-col overflow-hidden bg-stone-950 text-white">
      <header className="flex flex-wrap items-center gap-3 border-b border-stone-800 px-4 py-2">
        <h1 className="text-2xl font-bold">Kitchen</h1>
        <p className="text-lg text-stone-300" aria-live="polite">
          {fresh.data?.total ?? 0} to accept · {cooked.data?.total ?? 0} cooking
        </p>
        <p className="ml-auto text-xl font-semibold tabular-nums">{formatShopTime(now)}</p>
        {document.fullscreenEnabled && (
          <button
            type="button"
            onClick={() =>
              void (
                fullScreen
                  ? document.exitFullscreen()
                  : document.documentElement.requestFullscreen()
              ).catch(() => undefined)
            }
            className="min-h-11 rounded-full border border-stone-600 px-4 font-semibold hover:bg-stone-800"
          >
            {fullScreen ? 'Leave full screen' : 'Full screen'}
          </button>
        )}
        <Link
          to="/admin/orders"
          className="grid min-h-11 place-items-center rounded-full border border-stone-600 px-4 font-semibold hover:bg-stone-800"
        >
          Board
        </Link>
      </header>
      <main className="flex-1 overflow-y-auto p-3">
        {loading ? (
          <p className="text-xl text-stone-300">Loading the orders…</p>
        ) : failed ? (
          <p role="alert" className="text-xl text-red-300">
            The orders could not be loaded. They come back by themselves once the connection does.
          </p>
        ) : orders.length === 0 ? (
          <p className="mt-10 text-center text-2xl text-stone-400">No orders to accept or cook.</p>
        ) : (
          <ul
            aria-label="Kitchen orders"
            className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-3"
          >
            {orders.map((order) => (
              <KitchenCard
                key={order.id}
                order={order}
                now={now}
                customerNote={notes[order.client.phone]}
              />
            ))}
          </ul>
        )}
        {screenOn && (
          <p className="mt-4 text-sm text-stone-500">
            The screen stays on while this page is open.
          </p>
        )}
      </main>
    </div>
  );
}

function KitchenCard({
  order,
  now,
  customerNote,
}: {
  order: AdminOrder;
  now: number;
  customerNote: string | undefined;
}) {
  const change = useChangeOrder();
  const role = useSession()?.role;
  const urgency = urgencyOf(order, now);
  const isNew = order.status === orderStatuses.received;
  const next = say(stepLabel(orderStatuses.onTheWay, order.fulfilment));
  // The kitchen readies a pickup; sending a delivery on its way is for whoever hands it over
  // (docs/server-rules.md#roles).
  const mayAccept = can(role, 'orders.prepare');
  const mayReady = can(
    role,
    stepRight(orderStatuses.preparing, orderStatuses.onTheWay, order.fulfilment),
  );
  return (
    <li
      aria-label={`Order #${order.id}`}
      className={`flex flex-col gap-3 rounded-2xl p-4 text-stone-950 ring-4 ${cardColours[urgency]}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-3xl font-black">#{order.id}</p>
        <p className="rounded-full bg-stone-900 px-3 py-1 text-base font-bold text-white">
          {order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'}
        </p>
      </div>
      <p className="text-lg font-semibold">{timing(order, now)}</p>
      <ul className="flex flex-col gap-1.5 text-xl">
        {order.products.map((line, index) => (
          <li key={`${line.id}-${index}`}>
            <span className="font-bold">{line.OrderProduct.quantity} ×</span> {line.name}
            <LineChoices
              choices={line.choices}
              note={line.note}
              className="text-lg text-stone-700"
            />
          </li>
        ))}
      </ul>
      {order.note && (
        <p className="rounded-lg bg-white/70 px-3 py-2 text-lg">
          <span className="font-bold">Note:</span> {order.note}
        </p>
      )}
      {customerNote && (
        <p className="rounded-lg bg-red-200 px-3 py-2 text-lg text-red-950">
          <span className="font-bold">About this customer:</span> {customerNote}
        </p>
      )}
      {isNew && mayAccept ? (
        <div>
          <p className="mb-1 text-base font-semibold" id={`kitchen-accept-${order.id}`}>
            Accept, ready in:
          </p>
          <div
            role="group"
            aria-labelledby={`kitchen-accept-${order.id}`}
            className="grid grid-cols-4 gap-2"
          >
            {READY_IN_CHOICES.map((minutes) => (
              <button
                key={minutes}
                type="button"
                disabled={change.isPending}
                aria-label={`Accept order #${order.id}, ready in ${minutes} min`}
                onClick={() =>
                  change.mutate({ order, change: { kind: 'accept', readyInMinutes: minutes } })
                }
                className="min-h-14 rounded-xl bg-green-700 text-xl font-bold text-white hover:bg-green-800 disabled:opacity-60"
              >
                {minutes}
              </button>
            ))}
          </div>
        </div>
      ) : isNew ? null : !mayReady ? (
        <p className="text-lg font-semibold">Cooked: the counter sends it on its way</p>
      ) : (
        <button
          type="button"
          disabled={change.isPending}
          aria-label={`Order #${order.id}: ${next}`}
          onClick={() =>
            change.mutate({ order, change: { kind: 'status', status: orderStatuses.onTheWay } })
          }
          className="min-h-14 rounded-xl bg-stone-900 text-xl font-bold text-white hover:bg-stone-800 disabled:opacity-60"
        >
          {order.fulfilment === 'pickup' ? 'Ready for pickup' : 'Ready: on the way'}
        </button>
      )}
    </li>
  );
}
