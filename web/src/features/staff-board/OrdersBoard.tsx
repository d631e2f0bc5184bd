import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { orderStatusLabels, orderStatusSchema } from '@buka/domain/orders';
import type { AdminOrder } from '@buka/domain/admin';
import { countOf } from '../../shared/ui/count';
import { buttonClasses } from '../../shared/ui/button-styles';
import { Spinner } from '../../shared/ui/Spinner';
import { useAdminOrder } from './api/get-admin-order';
import {
  allOrders,
  useAdminOrders,
  type OrdersFilter,
  type OrdersPageAt,
} from './api/get-admin-orders';
import { LoadFailed } from '../../shared/staff/LoadFailed';
import { PageTitle } from '../../shared/staff/PageTitle';
import { useCan } from '../../shared/session/use-can';
import { Select } from '../../shared/staff/FormControls';
import { AdminOrderCard } from './components/AdminOrderCard';
import { BoardPager } from './components/BoardPager';
import { LaterOrders } from './components/LaterOrders';
import { markOrdersSeen, useOrdersSeenAt } from './lib/seen-orders';
import { useScreenWakeLock } from './lib/use-wake-lock';
import { say } from '../../shared/i18n/i18n';

const statusChoices = ['new', 'open', ...orderStatusSchema.options] as const;
const paidChoices = ['true', 'false'] as const;

/** The filter lives in the address, so a link (the dashboard's "waiting") opens it set. */
function readFilter(params: URLSearchParams): OrdersFilter {
  const status = statusChoices.find((choice) => choice === params.get('status')) ?? '';
  const paid = paidChoices.find((choice) => choice === params.get('paid')) ?? '';
  return { status, paid };
}

const idIn = (params: URLSearchParams, name: string) => {
  const id = Number(params.get(name));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The page too (from which order, and its number as a label), so Back returns to it. */
function readPage(params: URLSearchParams): { at: OrdersPageAt; page: number } {
  const before = idIn(params, 'before');
  const after = idIn(params, 'after');
  const at: OrdersPageAt = before
    ? { before }
    : after
      ? { after }
      : params.get('oldest') === 'true'
        ? { oldest: true }
        : {};
  return { at, page: idIn(params, 'page') ?? 1 };
}

/** ?order=ID: the order a tapped notification is about, shown first. */
function readFocus(params: URLSearchParams): number | null {
  const id = Number(params.get('order'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * What other staff features put on the board (the app composes it: web/src/app/staff/): the
 * pause switch, the dishes to mark sold out and this phone's alerts.
 */
export interface BoardParts {
  pauseControl: ReactNode;
  soldOut: ReactNode;
  pushCard: ReactNode;
}

/** The orders board: what to accept first, then every order by filter and page. */
export function OrdersBoard({ pauseControl, soldOut, pushCard }: BoardParts) {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const { at, page } = readPage(params);
  const focusedId = readFocus(params);
  const orders = useAdminOrders(filter, at);
  const screenOn = useScreenWakeLock();
  const phoneOrders = useCan('orders.phone');
  const kitchen = useCan('orders.prepare');
  const seenAt = useOrdersSeenAt();
  // Orders newer than the last visit stay marked "New" while the board is open.
  const [newSince] = useState(seenAt);
  const latest = useAdminOrders(allOrders).data?.orders[0]?.createdAt;
  useEffect(() => {
    if (latest) markOrdersSeen(Date.parse(latest));
  }, [latest]);

  const show = (next: OrdersFilter, nextAt: OrdersPageAt = {}, nextPage = 1) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.paid) query.set('paid', next.paid);
    if (nextAt.before) query.set('before', String(nextAt.before));
    else if (nextAt.after) query.set('after', String(nextAt.after));
    else if (nextAt.oldest) query.set('oldest', 'true');
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query, { replace: true });
  };
  // A new filter starts at its newest page.
  const setFilter = (change: Partial<OrdersFilter>) => show({ ...filter, ...change });
  // The board as it opens (no filter, the newest page) puts the orders to accept first.
  const waitingFirst = !filter.status && !filter.paid && !at.before && !at.after && !at.oldest;
  const waiting = useAdminOrders(waitingOrders);
  const toAccept = waitingFirst
    ? (waiting.data?.orders.filter((order) => order.id !== focusedId) ?? [])
    : [];
  // Shown above, not twice.
  const above = new Set(toAccept.map((order) => order.id));
  const listed =
    orders.data?.orders.filter((order) => order.id !== focusedId && !above.has(order.id)) ?? [];

  return (
    <>
      <PageTitle
        aside={
          <div className="flex flex-wrap items-center gap-3">
            {orders.data && (
              <span className="text-sm text-stone-600">{countOf(orders.data.total, 'order')}</span>
            )}
            {kitchen && (
              <Link to="/admin/kitchen" className={buttonClasses('secondary')}>
                Kitchen screen
              </Link>
            )}
            {phoneOrders && (
              <Link to="/admin/orders/new" className={buttonClasses('secondary')}>
                Take a phone order
              </Link>
            )}
          </div>
        }
      >
        Orders
      </PageTitle>
      {focusedId !== null && <FocusedOrder id={focusedId} newSince={newSince} />}
      {/* What staff must act on comes first, above everything else a phone has to scroll past. */}
      <WaitingOrders orders={toAccept} newSince={newSince} />
      {screenOn && (
        <p className="-mt-3 mb-4 text-xs text-stone-600">
          The screen stays on while this board is open.
        </p>
      )}
      {/* During service the board is open: pausing is one tap away. */}
      <div className="mb-5 max-w-xl">{pauseControl}</div>
      <LaterOrders />
      {soldOut}
      <div className="mb-5 grid max-w-xl grid-cols-2 gap-3">
        <Select
          label="Status"
          value={filter.status}
          onChange={(status) => setFilter({ status: status as OrdersFilter['status'] })}
        >
          <option value="">All</option>
          <option value="new">New: to accept</option>
          <option value="open">Waiting (not delivered)</option>
          {orderStatusSchema.options.map((status) => (
            <option key={status} value={status}>
              {say(orderStatusLabels[status])}
            </option>
          ))}
        </Select>
        <Select
          label="Payment"
          value={filter.paid}
          onChange={(paid) => setFilter({ paid: paid as OrdersFilter['paid'] })}
        >
          <option value="">Paid and unpaid</option>
          <option value="true">Paid</option>
          <option value="false">Unpaid</option>
        </Select>
      </div>
      {orders.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : orders.isError ? (
        <LoadFailed error={orders.error} retry={() => void orders.refetch()} />
      ) : listed.length === 0 ? (
        above.size === 0 && <p className="text-stone-700">No orders here yet.</p>
      ) : (
        <>
          <ul
            aria-label="Orders"
            aria-busy={orders.isPlaceholderData || undefined}
            className="grid gap-3 xl:grid-cols-2"
          >
            {listed.map((order) => (
              <AdminOrderCard
                key={order.id}
                order={order}
                isNew={Date.parse(order.createdAt) > newSince}
              />
            ))}
          </ul>
          <BoardPager
            page={page}
            total={orders.data.total}
            pageSize={orders.data.pageSize}
            older={orders.data.older}
            newer={orders.data.newer}
            onPage={(nextAt, nextPage) => show(filter, nextAt, nextPage)}
          />
        </>
      )}
      {/* Set up once per phone: below the orders, not in the way of them. */}
      <div className="mt-6">{pushCard}</div>
    </>
  );
}

const waitingOrders: OrdersFilter = { status: 'new', paid: '' };

/** Orders still to accept, with their Accept and Reject buttons, at the top of the board. */
function WaitingOrders({ orders, newSince }: { orders: AdminOrder[]; newSince: number }) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="waiting-orders" className="mb-5 flex flex-col gap-2">
      <h2 id="waiting-orders" className="text-lg font-bold text-stone-900">
        To accept ({orders.length})
      </h2>
      <ul aria-label="Orders to accept" className="grid gap-3 xl:grid-cols-2">
        {orders.map((order) => (
          <AdminOrderCard
            key={order.id}
            order={order}
            isNew={Date.parse(order.createdAt) > newSince}
          />
        ))}
      </ul>
    </section>
  );
}

/** The order a tapped notification opened, first on the board whatever the filter. */
function FocusedOrder(props: { id: number; newSince: number }) {
  const order = useAdminOrder(props.id);
  return (
    <section aria-label="Opened from a notification" className="mb-5 flex flex-col gap-2">
      {order.data ? (
        <ul aria-label="This order">
          <AdminOrderCard
            order={order.data}
            isNew={Date.parse(order.data.createdAt) > props.newSince}
            focused
          />
        </ul>
      ) : order.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : (
        <LoadFailed error={order.error} retry={() => void order.refetch()} />
      )}
      <Link
        to="/admin/orders"
        className="self-start text-sm font-semibold text-brand-700 underline"
      >
        Show all orders
      </Link>
    </section>
  );
}
