import { useState } from 'react';
import { UNDO_PAID_MS, type AdminOrder } from '@buka/domain/admin';
import { describeSlot } from '@buka/domain/order-slots';
import { orderStatuses, stepLabel } from '@buka/domain/order-status';
import { readyCountdown, waitedFor } from '@buka/domain/order-times';
import { chosenPayment, type OrderStatus, type PaidBy } from '@buka/domain/orders';
import { formatShopDateTime, formatShopTime } from '@buka/domain/shop-clock';
import { useNow } from '../../../shared/clock/use-now';
import { Button } from '../../../shared/ui/Button';
import { LineChoices } from '../../../shared/ui/LineChoices';
import { PaidBadge } from '../../../shared/ui/PaidBadge';
import { nairaMoney } from '../../../shared/ui/price';
import { useChangeOrder } from '../api/update-order';
import { dangerOutlineClass } from '../../../shared/staff/danger-styles';
import { refundWords } from '../../../shared/money/refund-words';
import { AcceptOrder } from './AcceptOrder';
import { CancelOrderDialog } from './CancelOrderDialog';
import { awaitsAnswer, canMarkPaid, isOpen, nextStep } from '../lib/order-steps';
import { RefundDialog } from './RefundDialog';
import { refundSources } from '../lib/refund-sources';
import { HandOver } from '../../../shared/orders/HandOver';

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

interface AdminOrderCardProps {
  order: AdminOrder;
  isNew: boolean;
  /** The order a notification was tapped for. */
  focused?: boolean;
}

/** One order on the staff board: accept or reject it when new, then move it on. */
export function AdminOrderCard({ order, focused = false, ...props }: AdminOrderCardProps) {
  // New since the last visit, and still to be dealt with: a delivered or canceled order is not.
  const isNew = props.isNew && isOpen(order.status);
  const change = useChangeOrder();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [askPaid, setAskPaid] = useState(false);
  const canRefund = refundSources(order).length > 0;
  const step = nextStep(order.status, order.fulfilment);
  const label = stepLabel(order.status, order.fulfilment);
  const busy = change.isPending;
  const answer = awaitsAnswer(order);

  return (
    <li
      aria-label={`Order #${order.id}`}
      aria-current={focused || undefined}
      className={`flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ${
        focused ? 'ring-4 ring-amber-400' : isNew ? 'ring-2 ring-brand-500' : 'ring-stone-200'
      }`}
    >
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
        {order.refundDue > 0 && (
          <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-950">
            refund due {nairaMoney(order.refundDue)}
          </span>
        )}
        <time dateTime={order.createdAt} className="ml-auto text-sm text-stone-600">
          {formatShopDateTime(Date.parse(order.createdAt))}
        </time>
      </div>
      <OrderTiming order={order} />

      <div className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <p className="font-semibold">{order.client.name}</p>
          <a href={`tel:${order.client.phone}`} className="text-brand-700 underline">
            {order.client.phone}
          </a>
          <div className="text-stone-700">
            <HandOver order={order} />
          </div>
          {order.note && (
            <p className="mt-1 rounded-lg bg-amber-50 px-2 py-1 text-amber-950">
              <span className="font-semibold">Note:</span> {order.note}
            </p>
          )}
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
        <div>
          <ul className="flex flex-col gap-0.5">
            {order.products.map((line, index) => (
              <li key={`${line.id}-${index}`} className="flex justify-between gap-2">
                <span>
                  {line.name} × {line.OrderProduct.quantity}
                  <LineChoices choices={line.choices} note={line.note} />
                </span>
                <span className="text-stone-600">{nairaMoney(line.price)}</span>
              </li>
            ))}
          </ul>
          {order.deliveryFee > 0 && (
            <p className="flex justify-between text-stone-600">
              <span>Delivery</span>
              <span>{nairaMoney(order.deliveryFee)}</span>
            </p>
          )}
          <p className="mt-1 flex justify-between border-t border-stone-100 pt-1 font-bold">
            {/* How it is to be paid; once paid, the badge says how it was. */}
            <span>Total{!order.paidBy && ` (${paymentWords[chosenPayment(order)]})`}</span>
            <span>{nairaMoney(order.total)}</span>
          </p>
        </div>
      </div>

      {answer ? (
        <AcceptOrder
          order={order}
          busy={busy}
          onAccept={(readyInMinutes) =>
            change.mutate({ order, change: { kind: 'accept', readyInMinutes } })
          }
          onReject={() => setConfirmCancel(true)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {step && (
            <Button
              loading={busy}
              aria-label={`Move order #${order.id} to ${step.label}`}
              onClick={() =>
                change.mutate({ order, change: { kind: 'status', status: step.status } })
              }
            >
              <span aria-hidden="true">→</span> {step.label}
            </Button>
          )}
          {canMarkPaid(order) && !askPaid && (
            <Button
              variant="secondary"
              disabled={busy}
              aria-label={`Mark order #${order.id} paid`}
              onClick={() => setAskPaid(true)}
            >
              Mark paid
            </Button>
          )}
          {canMarkPaid(order) && askPaid && (
            // Cash and transfers are counted apart at cash-up: staff say which it was.
            <div
              role="group"
              aria-label={`How was order #${order.id} paid?`}
              className="flex flex-wrap gap-2"
            >
              {(['cash', 'transfer'] as const).map((by) => (
                <Button
                  key={by}
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    change.mutate(
                      { order, change: { kind: 'paid', by } },
                      { onSettled: () => setAskPaid(false) },
                    )
                  }
                >
                  {by === 'cash' ? 'Paid in cash' : 'Paid by transfer'}
                </Button>
              ))}
              <Button variant="ghost" disabled={busy} onClick={() => setAskPaid(false)}>
                Back
              </Button>
            </div>
          )}
          <UndoPaid
            order={order}
            busy={busy}
            onUndo={() => change.mutate({ order, change: { kind: 'unpaid' } })}
          />
          {canRefund && (
            <Button
              variant="secondary"
              disabled={busy}
              aria-label={`Refund order #${order.id}`}
              onClick={() => setRefunding(true)}
            >
              Refund
            </Button>
          )}
          {isOpen(order.status) && (
            <button
              type="button"
              disabled={busy}
              aria-label={`Cancel order #${order.id}`}
              onClick={() => setConfirmCancel(true)}
              className={dangerOutlineClass}
            >
              Cancel
            </button>
          )}
        </div>
      )}

      <div role="group" aria-label="Print" className="flex flex-wrap gap-2">
        {(['ticket', 'receipt'] as const).map((kind) => (
          <a
            key={kind}
            href={`/admin/print/${order.id}?kind=${kind}&print=1`}
            target="_blank"
            rel="noopener"
            aria-label={`Print the ${kind === 'ticket' ? 'kitchen ticket' : 'receipt'} of order #${order.id}`}
            className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {kind === 'ticket' ? 'Ticket' : 'Receipt'}
          </a>
        ))}
      </div>
      {refunding && <RefundDialog order={order} onClose={() => setRefunding(false)} />}
      {confirmCancel && (
        <CancelOrderDialog
          order={order}
          verb={answer ? 'Reject' : 'Cancel'}
          busy={busy}
          onClose={() => setConfirmCancel(false)}
          onCancel={(reason) =>
            change.mutate(
              { order, change: { kind: 'cancel', reason } },
              { onSettled: () => setConfirmCancel(false) },
            )
          }
        />
      )}
    </li>
  );
}

/** Undo, for the minute after Mark paid (the server refuses it later). */
function UndoPaid({
  order,
  busy,
  onUndo,
}: {
  order: AdminOrder;
  busy: boolean;
  onUndo: () => void;
}) {
  const now = useNow(1000).getTime();
  const paidAt = order.paidAt ? Date.parse(order.paidAt) : null;
  if (order.paymentMethod !== 'cash' || !order.isPaid || paidAt === null) return null;
  if (now - paidAt >= UNDO_PAID_MS || order.refunds.length > 0) return null;
  return (
    <Button
      variant="ghost"
      disabled={busy}
      aria-label={`Undo paid for order #${order.id}`}
      onClick={onUndo}
    >
      Undo paid
    </Button>
  );
}

/** How long a new order has waited for staff; the time promised for an accepted one; why a
 * canceled one was. */
function OrderTiming({ order }: { order: AdminOrder }) {
  const now = useNow(15_000).getTime();
  if (order.status === orderStatuses.received) {
    if (!order.announcedAt && order.prepareAt && (order.paymentMethod === 'cash' || order.isPaid)) {
      // A later order comes up to accept when its cooking should start.
      return (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          For later: it comes up to accept when cooking should start,{' '}
          {describeSlot(order.prepareAt)}.
        </p>
      );
    }
    return order.announcedAt ? (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
        Waiting to be accepted · {waitedFor(order.announcedAt, now)}
      </p>
    ) : (
      <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
        Not paid yet: it comes up to accept once the customer pays.
      </p>
    );
  }
  if (
    order.readyAt &&
    (order.status === orderStatuses.preparing || order.status === orderStatuses.onTheWay)
  ) {
    return (
      <p className="text-sm font-semibold text-sky-900">
        Ready about {formatShopTime(Date.parse(order.readyAt))} ·{' '}
        {readyCountdown(order.readyAt, now)}
      </p>
    );
  }
  return null;
}
