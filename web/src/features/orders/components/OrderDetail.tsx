import { Link } from 'react-router';
import { t } from '../../../shared/i18n/i18n';
import { orderStatuses } from '@buka/domain/order-status';
import type { Order } from '@buka/domain/orders';
import { ApiError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { useOrder } from '../api/get-order';
import { customerStatusWords, deliveryLabel, orderTitle } from '../order-labels';
import { CancelOwnOrder } from './CancelOwnOrder';
import { OrderAgainButton } from './OrderAgainButton';
import { OrderCustomer, OrderLinesTable, OrderMoneyList, OrderRefunds } from './OrderSections';
import { OrderUpdates } from './OrderUpdates';
import { OrderProgress } from './OrderProgress';
import { ReadyTime } from './ReadyTime';
import { AskAboutOrder } from '../../../shared/whatsapp/AskAboutOrder';
import { tl } from '../../../shared/i18n/later';

interface OrderDetailProps {
  id: number;
  userId: string;
  onBack: () => void;
}

/** docs/screens.md#orders-pages: one order, with pay now while it is unpaid. */
export function OrderDetail({ id, userId, onBack }: OrderDetailProps) {
  const order = useOrder(id, userId);
  return (
    <section aria-labelledby="order-title" className="flex flex-col gap-4">
      <div>
        <Button variant="secondary" onClick={onBack}>
          ← Back to orders
        </Button>
      </div>
      {order.data ? (
        <OrderBody order={order.data} />
      ) : order.isPending ? (
        <p className="flex items-center justify-center gap-2 py-16 text-stone-600">
          <Spinner /> {tl('loading')}
        </p>
      ) : (
        <p id="order-title" className="py-16 text-center text-stone-700">
          {order.error instanceof ApiError && order.error.status === 404
            ? order.error.message
            : t('ordersOtherFailure')}
        </p>
      )}
    </section>
  );
}

function OrderBody({ order }: { order: Order }) {
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-title" className="text-xl font-bold">
          {orderTitle(order.id)}
        </h2>
        {/* Read out when the kitchen moves the order on (the live stream refreshes it). */}
        <p role="status" className="text-sm font-semibold text-brand-800">
          {customerStatusWords(order)}
        </p>
      </header>
      <OrderProgress status={order.status} fulfilment={order.fulfilment} />
      <ReadyTime order={order} />
      {/* Only while on the way, and only when the shop allows it (the server decides). */}
      {/* A number needs no words in any language: it reads as what it is, a call. */}
      {order.rider?.phone && (
        <a
          href={`tel:${order.rider.phone}`}
          aria-label={`${order.rider.name} ${order.rider.phone}`}
          className="self-start text-sm font-semibold text-brand-700 underline"
        >
          ☎ {order.rider.phone}
        </a>
      )}
      {order.status !== orderStatuses.delivered && order.status !== orderStatuses.canceled && (
        <OrderUpdates order={order} />
      )}
      {/* Until the kitchen accepts it, the customer may take it back. */}
      <CancelOwnOrder order={order} />
      <OrderLinesTable order={order} />
      <OrderAgainButton orderId={order.id} className="self-start" />
      {order.note && (
        <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-800">
          <span className="font-semibold">{tl('kitchenNoteItem')}</span> {order.note}
        </p>
      )}

      <OrderMoneyList order={order} />
      <OrderRefunds order={order} />
      {order.isPaid && (
        <Link
          to={`/orders/${order.id}/receipt`}
          className="self-start text-sm font-semibold text-brand-700 underline"
        >
          Receipt (print or save as PDF)
        </Link>
      )}

      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
        {deliveryLabel(order)}
      </p>

      <OrderCustomer order={order} />
      <AskAboutOrder order={order} />
    </article>
  );
}
