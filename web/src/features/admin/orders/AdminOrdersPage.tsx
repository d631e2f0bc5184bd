import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { orderStatusLabels, orderStatusSchema } from '@buka/domain/orders';
import { countOf } from '../../../shared/ui/count';
import { Spinner } from '../../../shared/ui/Spinner';
import { allOrders, useAdminOrders, type OrdersFilter } from '../api/get-admin-orders';
import { LoadFailed } from '../components/LoadFailed';
import { PageTitle } from '../components/PageTitle';
import { Pager } from '../components/Pager';
import { Select } from '../components/FormControls';
import { PauseControl } from '../settings/PauseControl';
import { AdminOrderCard } from './AdminOrderCard';
import { markOrdersSeen, useOrdersSeenAt } from './seen-orders';

const statusChoices = ['open', ...orderStatusSchema.options] as const;
const paidChoices = ['true', 'false'] as const;

/** The filter lives in the address, so a link (the dashboard's "waiting") opens it set. */
function readFilter(params: URLSearchParams): OrdersFilter {
  const status = statusChoices.find((choice) => choice === params.get('status')) ?? '';
  const paid = paidChoices.find((choice) => choice === params.get('paid')) ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return { status, paid, page };
}

export default function AdminOrdersPage() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const orders = useAdminOrders(filter);
  const seenAt = useOrdersSeenAt();
  // Orders newer than the last visit stay marked "New" while the board is open.
  const [newSince] = useState(seenAt);
  const latest = useAdminOrders(allOrders).data?.orders[0]?.createdAt;
  useEffect(() => {
    if (latest) markOrdersSeen(Date.parse(latest));
  }, [latest]);

  const setFilter = (change: Partial<OrdersFilter>) => {
    const next = { ...filter, page: 1, ...change };
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.paid) query.set('paid', next.paid);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };

  return (
    <>
      <PageTitle
        aside={
          orders.data && (
            <span className="text-sm text-stone-600">{countOf(orders.data.total, 'order')}</span>
          )
        }
      >
        Orders
      </PageTitle>
      {/* During service the board is open: pausing is one tap away. */}
      <div className="mb-5 max-w-xl">
        <PauseControl compact />
      </div>
      <div className="mb-5 grid max-w-xl grid-cols-2 gap-3">
        <Select
          label="Status"
          value={filter.status}
          onChange={(status) => setFilter({ status: status as OrdersFilter['status'] })}
        >
          <option value="">All</option>
          <option value="open">Waiting (not delivered)</option>
          {orderStatusSchema.options.map((status) => (
            <option key={status} value={status}>
              {orderStatusLabels[status]}
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
      ) : orders.data.orders.length === 0 ? (
        <p className="text-stone-700">No orders here yet.</p>
      ) : (
        <>
          <ul
            aria-label="Orders"
            aria-busy={orders.isPlaceholderData || undefined}
            className="grid gap-3 xl:grid-cols-2"
          >
            {orders.data.orders.map((order) => (
              <AdminOrderCard
                key={order.id}
                order={order}
                isNew={Date.parse(order.createdAt) > newSince}
              />
            ))}
          </ul>
          <Pager
            page={filter.page}
            total={orders.data.total}
            pageSize={orders.data.pageSize}
            onPage={(page) => setFilter({ page })}
          />
        </>
      )}
    </>
  );
}
