import { useState } from 'react';
import type { AdminOrder } from '@buka/domain/admin';
import { stepLabel } from '@buka/domain/order-status';
import { useCan } from '../../../shared/session/use-can';
import { useChangeOrder } from '../api/update-order';
import { awaitsAnswer, isOpen } from '../lib/order-steps';
import { refundSources } from '../lib/refund-sources';
import { AcceptOrder } from './AcceptOrder';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrderCardActions, PrintLinks } from './OrderCardActions';
import { OrderCardDetails, OrderCardHeading, OrderCustomer, OrderLines } from './OrderCardDetails';
import { OrderHistory } from './OrderHistory';
import { OrderRider } from './OrderRider';
import { OrderTiming } from './OrderTiming';
import { RefundDialog } from './RefundDialog';
import { say } from '../../../shared/i18n/i18n';

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
  const canRefund = useCan('money.refund') && refundSources(order).length > 0;
  const label = say(stepLabel(order.status, order.fulfilment));
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
      <OrderCardHeading order={order} isNew={isNew} label={label} />
      <OrderTiming order={order} />
      {answer ? (
        // To accept: the dishes, then the answer, then who it is for. On a phone the answer is
        // then on the first screen, even under the notice that the alarm is silent.
        <>
          <OrderLines order={order} />
          <AcceptOrder
            order={order}
            busy={busy}
            onAccept={(readyInMinutes) =>
              change.mutate({ order, change: { kind: 'accept', readyInMinutes } })
            }
            onReject={() => setConfirmCancel(true)}
          />
          <OrderCustomer order={order} />
          <OrderRider order={order} />
        </>
      ) : (
        <>
          <OrderCardDetails order={order} />
          <OrderRider order={order} />
          <OrderCardActions
            order={order}
            change={change}
            canRefund={canRefund}
            onRefund={() => setRefunding(true)}
            onCancel={() => setConfirmCancel(true)}
          />
        </>
      )}
      <PrintLinks order={order} />
      <OrderHistory order={order} />
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
