import { t } from '../../../shared/i18n/i18n';
import { tl } from '../../../shared/i18n/later';
import { orderStatuses } from '@buka/domain/order-status';
import type { Order } from '@buka/domain/orders';
import { Button } from '../../../shared/ui/Button';
import { LineChoices } from '../../../shared/ui/LineChoices';
import { refundWords } from '../../../shared/money/refund-words';
import { usePayOnline } from '../../../shared/slots/payment';
import { HandOver } from '../../../shared/orders/HandOver';
import { canPayNow, orderMoney, paymentMethodLabel } from '../order-labels';
import { OrderPaymentBadge } from './OrderPaymentBadge';

/** What was ordered: each dish with its choices, price and quantity. */
export function OrderLinesTable({ order }: { order: Order }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{tl('itemsInOrder')}</caption>
      <thead className="text-left text-stone-500">
        <tr>
          <th scope="col" className="py-1 font-medium">
            {tl('itemColumn')}
          </th>
          <th scope="col" className="py-1 pl-3 text-right font-medium">
            {tl('priceColumn')}
          </th>
          <th scope="col" className="py-1 pl-4 text-right font-medium">
            {tl('qtyColumn')}
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
  );
}

/** The delivery fee, the total, how it is paid, and pay now while it can be. */
export function OrderMoneyList({ order }: { order: Order }) {
  const { payOnline, paying } = usePayOnline();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-stone-500">{tl('deliveryFee')}</dt>
      <dd className="text-right tabular-nums">{orderMoney(order.deliveryFee)}</dd>
      {order.discount > 0 && (
        <>
          <dt className="text-green-800">{order.discountLabel || tl('promoDiscount')}</dt>
          <dd className="text-right text-green-800 tabular-nums">-{orderMoney(order.discount)}</dd>
        </>
      )}
      <dt className="text-base font-bold">{tl('total')}</dt>
      <dd className="text-right text-base font-bold tabular-nums">{orderMoney(order.total)}</dd>
      <dt className="text-stone-500">{tl('paymentMethodItem')}</dt>
      <dd className="text-right">{paymentMethodLabel(order)}</dd>
      {/* A canceled order no money came in for has nothing to say about payment. */}
      {(order.status !== orderStatuses.canceled || order.isPaid || order.refundDue > 0) && (
        <>
          <dt className="text-stone-500">{tl('receiptPayment')}</dt>
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
  );
}

/** Money owed back to the customer, and the refunds already made. */
export function OrderRefunds({ order }: { order: Order }) {
  return (
    <>
      {order.refundDue > 0 && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {order.isPaid
            ? `This order was canceled after you paid. Your ${orderMoney(order.refundDue)} will be returned to you.`
            : `${t('refundDue')}: ${orderMoney(order.refundDue)}.`}
        </p>
      )}

      {order.refunds.length > 0 && (
        <section
          aria-label={tl('refundsLabel')}
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
    </>
  );
}

/** Who the order is for and how it reaches them. */
export function OrderCustomer({ order }: { order: Order }) {
  return (
    <section aria-label={tl('customerHeading')} className="text-sm">
      <h3 className="mb-1 font-semibold">{tl('customerHeading')}</h3>
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
  );
}
