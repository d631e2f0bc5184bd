import type { AdminOrder } from '@buka/domain/admin';
import { LANGUAGE_NAMES } from '@buka/domain/languages';
import { orderStatuses } from '@buka/domain/order-status';
import { chosenPayment } from '@buka/domain/chosen-payment';
import type { OrderStatus, PaidBy } from '@buka/domain/orders';
import { formatShopDateTime } from '@buka/domain/shop-clock';
import { LineChoices } from '../../../shared/ui/LineChoices';
import { PaidBadge } from '../../../shared/ui/PaidBadge';
import { nairaMoney } from '../../../shared/ui/price';
import { refundWords } from '../../../shared/money/refund-words';
import { HandOver } from '../../../shared/orders/HandOver';
import { useCustomerNotes } from '../../../shared/staff/customer-notes';
import { OrderChatLinks } from './OrderChatLinks';
import { OrderWhatsAppMessages } from './OrderWhatsAppMessages';

const paymentWords: Record<PaidBy, string> = {
  online: 'Pay Online',
  cash: 'Cash',
  transfer: 'Bank transfer',
};

const statusTone: Record<OrderStatus, string> = {
  [orderStatuses.received]: 'bg-amber-100 text-amber-900',
  [orderStatuses.preparing]: 'bg-sky-100 text-sky-900',
  [orderStatuses.onTheWay]: 'bg-indigo-100 text-indigo-900',
  [orderStatuses.delivered]: 'bg-green-100 text-green-900',
  [orderStatuses.canceled]: 'bg-stone-200 text-stone-700',
};

/** The card's first line: its number, whether it is new, its step, payment and where it came from. */
export function OrderCardHeading({
  order,
  isNew,
  label,
}: {
  order: AdminOrder;
  isNew: boolean;
  /** The order's step in words. */
  label: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="text-lg font-bold">Order #{order.id}</h2>
      {isNew && (
        <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
          New
        </span>
      )}
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[order.status]}`}
      >
        {label}
      </span>
      <PaidBadge paidBy={order.paidBy} status={order.status} />
      {order.source === 'phone' && (
        <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-bold text-sky-950">
          By phone{order.hoursOverridden && ' · taken while closed'}
        </span>
      )}
      {order.customerLanguage !== 'en' && (
        // The language the customer reads the shop in (docs/languages.md), for a call or a note.
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800">
          Reads {LANGUAGE_NAMES[order.customerLanguage]}
        </span>
      )}
      {order.refundDue !== null && order.refundDue > 0 && (
        <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-950">
          refund due {nairaMoney(order.refundDue)}
        </span>
      )}
      <time dateTime={order.createdAt} className="ml-auto text-sm text-stone-600">
        {formatShopDateTime(Date.parse(order.createdAt))}
      </time>
    </div>
  );
}

/**
 * Who ordered and how it reaches them (left), what they ordered and the total (right); the
 * prices only when the server sent them: not to a role that does not see money (the kitchen
 * reads the dishes).
 */
export function OrderCardDetails({ order }: { order: AdminOrder }) {
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2">
      <OrderCustomer order={order} />
      <OrderLines order={order} />
    </div>
  );
}

/** Who ordered and how it reaches them. */
export function OrderCustomer({ order }: { order: AdminOrder }) {
  return (
    <div className="text-sm">
      <p className="font-semibold">{order.client.name}</p>
      <a href={`tel:${order.client.phone}`} className="text-brand-700 underline">
        {order.client.phone}
      </a>
      {order.whatsappUpdates && (
        <span className="ml-2 text-xs text-green-900">Updates on WhatsApp</span>
      )}
      <div className="text-stone-700">
        <HandOver order={order} />
      </div>
      <OrderChatLinks order={order} />
      <OrderWhatsAppMessages order={order} />
      {order.cancelReason && <p className="text-stone-700">Canceled: {order.cancelReason}</p>}
      {order.refunds.length > 0 && (
        <ul aria-label="Refunds" className="mt-1 flex flex-col gap-0.5">
          {order.refunds.map((refund) => (
            <li
              key={refund.id}
              className={refund.status === 'failed' ? 'text-red-800' : 'text-green-800'}
            >
              {refundWords(refund)} · {refund.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * What they ordered, what the kitchen must know about it (the order's note, staff's note about
 * the customer) and the total; prices only when the server sent them.
 */
export function OrderLines({ order }: { order: AdminOrder }) {
  // Staff's note from the customers page ("allergic to groundnut"), on every order of theirs.
  const customerNote = useCustomerNotes()[order.client.phone];
  return (
    <div className="text-sm">
      <ul className="flex flex-col gap-0.5">
        {order.products.map((line, index) => (
          <li key={`${line.id}-${index}`} className="flex justify-between gap-2">
            <span>
              {line.name} × {line.OrderProduct.quantity}
              <LineChoices choices={line.choices} note={line.note} />
            </span>
            {line.price !== null && (
              <span className="text-stone-600">{nairaMoney(line.price)}</span>
            )}
          </li>
        ))}
      </ul>
      {order.note && (
        <p className="mt-1 rounded-lg bg-amber-50 px-2 py-1 text-amber-950">
          <span className="font-semibold">Note:</span> {order.note}
        </p>
      )}
      {customerNote && (
        <p className="mt-1 rounded-lg bg-red-50 px-2 py-1 text-red-950">
          <span className="font-semibold">About this customer:</span> {customerNote}
        </p>
      )}
      {order.deliveryFee !== null && order.deliveryFee > 0 && (
        <p className="flex justify-between text-stone-600">
          <span>Delivery</span>
          <span>{nairaMoney(order.deliveryFee)}</span>
        </p>
      )}
      {order.total !== null && order.discount > 0 && (
        <p className="flex justify-between gap-2 text-green-800">
          <span className="break-words">{order.discountLabel || 'Discount'}</span>
          <span className="shrink-0">-{nairaMoney(order.discount)}</span>
        </p>
      )}
      {order.total !== null && (
        <p className="mt-1 flex justify-between border-t border-stone-100 pt-1 font-bold">
          {/* How it is to be paid; once paid, the badge says how it was. */}
          <span>Total{!order.paidBy && ` (${paymentWords[chosenPayment(order)]})`}</span>
          <span>{nairaMoney(order.total)}</span>
        </p>
      )}
    </div>
  );
}
