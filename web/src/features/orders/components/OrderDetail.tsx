import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@buka/domain/messages';
import { customerStatusLabel, orderStatuses } from '@buka/domain/order-status';
import type { Order } from '@buka/domain/orders';
import { ApiError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { LineChoices } from '../../../shared/ui/LineChoices';
import { Spinner } from '../../../shared/ui/Spinner';
import { refundWords } from '../../../shared/money/refund-words';
import { usePayOnline } from '../../../shared/slots/payment';
import { useCancelOrder } from '../api/cancel-order';
import { useOrder } from '../api/get-order';
import {
  canPayNow,
  deliveryLabel,
  orderMoney,
  orderTitle,
  paymentMethodLabel,
} from '../order-labels';
import { OrderPushToggle } from './OrderPushToggle';
import { OrderProgress } from './OrderProgress';
import { OrderPaymentBadge } from './OrderPaymentBadge';
import { ReadyTime } from './ReadyTime';
import { HandOver } from '../../../shared/orders/HandOver';

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
          <Spinner /> Loading the order…
        </p>
      ) : (
        <p id="order-title" className="py-16 text-center text-stone-700">
          {order.error instanceof ApiError && order.error.status === 404
            ? order.error.message
            : messages.ordersOtherFailure}
        </p>
      )}
    </section>
  );
}

function OrderBody({ order }: { order: Order }) {
  const { payOnline, paying } = usePayOnline();
  const { cancelOrder, canceling } = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="order-title" className="text-xl font-bold">
          {orderTitle(order.id)}
        </h2>
        {/* Read out when the kitchen moves the order on (the live stream refreshes it). */}
        <p role="status" className="text-sm font-semibold text-brand-800">
          {customerStatusLabel(order)}
        </p>
      </header>
      <OrderProgress status={order.status} fulfilment={order.fulfilment} />
      <ReadyTime order={order} />
      {order.status !== orderStatuses.delivered && order.status !== orderStatuses.canceled && (
        <OrderPushToggle orderId={order.id} />
      )}
      {/* Until the kitchen accepts it, the customer may take it back. */}
      {order.status === orderStatuses.received && (
        <Button variant="secondary" loading={canceling} onClick={() => setConfirming(true)}>
          Cancel this order
        </Button>
      )}
      {confirming && order.status === orderStatuses.received && (
        <Dialog title={`Cancel ${orderTitle(order.id)}?`} onClose={() => setConfirming(false)}>
          <p>The kitchen has not taken it yet. Once canceled, it cannot be brought back.</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep my order
            </Button>
            <Button
              loading={canceling}
              onClick={() => {
                setConfirming(false);
                cancelOrder(order.id);
              }}
            >
              Yes, cancel it
            </Button>
          </div>
        </Dialog>
      )}

      <table className="w-full text-sm">
        <caption className="sr-only">Items in this order</caption>
        <thead className="text-left text-stone-500">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Item
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              Price
            </th>
            <th scope="col" className="py-1 pl-4 text-right font-medium">
              Qty
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {order.products.map((product, index) => (
            <tr key={`${product.id}-${index}`}>
              <td className="py-2 pr-2">
                {product.name}
                <LineChoices choices={product.choices} note={product.note} />
              </td>
              <td className="py-2 pl-3 text-right tabular-nums">{orderMoney(product.price)}</td>
              <td className="py-2 pl-4 text-right tabular-nums">{product.OrderProduct.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {order.note && (
        <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-800">
          <span className="font-semibold">Note for the kitchen:</span> {order.note}
        </p>
      )}

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-500">Delivery</dt>
        <dd className="text-right tabular-nums">{orderMoney(order.deliveryFee)}</dd>
        <dt className="text-base font-bold">Total</dt>
        <dd className="text-right text-base font-bold tabular-nums">{orderMoney(order.total)}</dd>
        <dt className="text-stone-500">Payment method</dt>
        <dd className="text-right">{paymentMethodLabel(order)}</dd>
        {/* A canceled order no money came in for has nothing to say about payment. */}
        {(order.status !== orderStatuses.canceled || order.isPaid || order.refundDue > 0) && (
          <>
            <dt className="text-stone-500">Payment</dt>
            <dd className="flex items-center justify-end gap-2">
              <OrderPaymentBadge order={order} />
              {canPayNow(order) && (
                <Button loading={paying} onClick={() => payOnline(order)} className="min-h-9 px-4">
                  pay now
                </Button>
              )}
            </dd>
          </>
        )}
      </dl>

      {order.refundDue > 0 && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {order.isPaid
            ? `This order was canceled after you paid. Your ${orderMoney(order.refundDue)} will be returned to you.`
            : `${messages.refundDue}: ${orderMoney(order.refundDue)}.`}
        </p>
      )}

      {order.refunds.length > 0 && (
        <section
          aria-label="Refunds"
          className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900"
        >
          <ul className="flex flex-col gap-1">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                <span className="font-semibold">{refundWords(refund)}</span>
                <span className="text-green-800"> · {refund.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

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

      <section aria-label="Customer" className="text-sm">
        <h3 className="mb-1 font-semibold">Customer</h3>
        <p>{order.client.name}</p>
        <p>
          <a href={`tel:${order.client.phone}`} className="text-brand-700 underline">
            {order.client.phone}
          </a>
        </p>
        <div className="text-stone-700">
          <HandOver order={order} />
        </div>
      </section>
    </article>
  );
}
