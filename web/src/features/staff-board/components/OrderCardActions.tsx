import { useState } from 'react';
import { UNDO_PAID_MS, type AdminOrder } from '@buka/domain/admin';
import { orderStatuses } from '@buka/domain/order-status';
import { can, stepRight } from '@buka/domain/staff-roles';
import { useSession } from '../../../shared/session/session-store';
import { useNow } from '../../../shared/clock/use-now';
import { Button } from '../../../shared/ui/Button';
import { dangerOutlineClass } from '../../../shared/staff/danger-styles';
import type { useChangeOrder } from '../api/update-order';
import { canMarkPaid, isOpen, nextStep } from '../lib/order-steps';

interface OrderCardActionsProps {
  order: AdminOrder;
  change: ReturnType<typeof useChangeOrder>;
  canRefund: boolean;
  onRefund: () => void;
  onCancel: () => void;
}

/**
 * An accepted order's buttons: move it on, mark it paid (and undo), refund it, cancel it; each
 * for a role that may (the kitchen readies a pickup but hands nothing over).
 */
export function OrderCardActions({
  order,
  change,
  canRefund,
  onRefund,
  onCancel,
}: OrderCardActionsProps) {
  const [askPaid, setAskPaid] = useState(false);
  const role = useSession()?.role;
  const next = nextStep(order.status, order.fulfilment);
  const step =
    next && can(role, stepRight(order.status, next.status, order.fulfilment)) ? next : null;
  const mayCancel = can(role, stepRight(order.status, orderStatuses.canceled, order.fulfilment));
  const cash = can(role, 'orders.cash');
  const busy = change.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      {step && (
        <Button
          loading={busy}
          aria-label={`Move order #${order.id} to ${step.label}`}
          onClick={() => change.mutate({ order, change: { kind: 'status', status: step.status } })}
        >
          <span aria-hidden="true">→</span> {step.label}
        </Button>
      )}
      {cash && canMarkPaid(order) && !askPaid && (
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={`Mark order #${order.id} paid`}
          onClick={() => setAskPaid(true)}
        >
          Mark paid
        </Button>
      )}
      {cash && canMarkPaid(order) && askPaid && (
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
      {cash && (
        <UndoPaid
          order={order}
          busy={busy}
          onUndo={() => change.mutate({ order, change: { kind: 'unpaid' } })}
        />
      )}
      {canRefund && (
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={`Refund order #${order.id}`}
          onClick={onRefund}
        >
          Refund
        </Button>
      )}
      {mayCancel && isOpen(order.status) && (
        <button
          type="button"
          disabled={busy}
          aria-label={`Cancel order #${order.id}`}
          onClick={onCancel}
          className={dangerOutlineClass}
        >
          Cancel
        </button>
      )}
    </div>
  );
}

/** The links that print the kitchen ticket and the receipt, each in a tab of its own. */
export function PrintLinks({ order }: { order: AdminOrder }) {
  return (
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
