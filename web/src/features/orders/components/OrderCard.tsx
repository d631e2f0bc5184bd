import type { Order } from '@buka/domain/orders';
import { refundWords } from '../../../shared/money/refund-words';
import { customerStatusWords, deliveryLabel, orderMoney, orderTitle } from '../order-labels';
import { OrderAgainButton } from './OrderAgainButton';
import { OrderPaymentBadge } from './OrderPaymentBadge';

interface OrderCardProps {
  order: Order;
  onOpen: (id: number) => void;
}

/**
 * docs/screens.md#orders-pages: 'Order #' + id, the total, the address, a delivery label,
 * paid/unpaid; Order again beside it (a button of its own: a button cannot hold another).
 */
export function OrderCard({ order, onOpen }: OrderCardProps) {
  return (
    <li className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => onOpen(order.id)}
        className="flex w-full flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 text-left shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span className="flex items-center justify-between gap-2">
          <span className="font-bold text-stone-900">{orderTitle(order.id)}</span>
          <OrderPaymentBadge order={order} />
        </span>
        <span className="text-lg font-extrabold text-brand-800 tabular-nums">
          {orderMoney(order.total)}
        </span>
        <span className="line-clamp-2 text-sm text-stone-700">{order.client.address}</span>
        <span className="text-xs text-stone-500">{deliveryLabel(order)}</span>
        <span className="text-xs font-semibold text-stone-700">{customerStatusWords(order)}</span>
        {order.refunds.map((refund) => (
          <span key={refund.id} className="text-xs font-semibold text-green-800">
            {refundWords(refund)}
          </span>
        ))}
      </button>
      <OrderAgainButton orderId={order.id} className="self-end" />
    </li>
  );
}
