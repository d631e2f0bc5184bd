import { useRef } from 'react';
import type { AdminOrder } from '@buka/domain/admin';
import { refundRequestSchema } from '@buka/domain/refunds';
import { firstIssueMessage } from '@buka/domain/validation';
import { ApiError } from '../../../shared/api/client';
import { newIdempotencyKey } from '../../../shared/api/idempotency-key';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { TextField } from '../../../shared/ui/TextField';
import { nairaMoney } from '../../../shared/ui/price';
import { useForm } from '../../../shared/validation/use-form';
import { useRefundOrder } from '../api/refund-order';
import { Select } from '../../../shared/staff/FormControls';
import { refundSources } from '../lib/refund-sources';
import { say } from '../../../shared/i18n/i18n';

/**
 * Money back to the customer, in full or in part: through the payment's provider (it goes back
 * to their card or account) or recorded as cash handed back. One press is one refund.
 */
export function RefundDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const sources = refundSources(order);
  const refund = useRefundOrder();
  const form = useForm({
    source: sources[0]?.value ?? '',
    // Empty, not the full amount: a refund is typed, never sent by a tap that missed the box.
    amount: '',
    reason: order.cancelReason ?? '',
  });
  const { values, set, error, setError } = form;
  const { amount, reason } = values;
  const chosen = sources.find((each) => each.value === values.source) ?? sources[0];
  // One key per attempt: a retry after a dropped answer is the same refund, not a second one.
  const key = useRef(newIdempotencyKey());

  if (!chosen) {
    return (
      <Dialog title={`Refund order #${order.id}`} onClose={onClose}>
        <p className="text-sm text-stone-700">Nothing is left to refund on this order.</p>
      </Dialog>
    );
  }

  const submit = () => {
    const parsed = refundRequestSchema.safeParse({
      ...(chosen.paymentId ? { paymentId: chosen.paymentId } : {}),
      amount,
      reason,
    });
    if (!parsed.success) {
      setError(say(firstIssueMessage(parsed.error, 'Please check the amount and the reason')));
      return;
    }
    setError(undefined);
    refund.mutate(
      { order, request: parsed.data, key: key.current },
      {
        onSuccess: onClose,
        onError: (failure) => {
          // Answered (refused, or failed at the provider): the next press is a new attempt.
          if (failure instanceof ApiError && failure.status > 0) key.current = newIdempotencyKey();
        },
      },
    );
  };

  return (
    <Dialog
      title={`Refund order #${order.id}`}
      onClose={refund.isPending ? () => undefined : onClose}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {sources.length > 1 ? (
          <Select
            label="Give back from"
            value={chosen.value}
            onChange={(source) => set('source', source)}
          >
            {sources.map((each) => (
              <option key={each.value} value={each.value}>
                {each.label}
              </option>
            ))}
          </Select>
        ) : (
          <p className="text-sm text-stone-800">{chosen.label}</p>
        )}
        <TextField
          label="Amount in naira"
          inputMode="decimal"
          value={amount}
          onChange={(event) => set('amount', event.target.value)}
        />
        <p className="-mt-2 text-sm text-stone-700">
          Paid {nairaMoney(chosen.paid)} · {nairaMoney(chosen.left)} left to refund
          {order.refundDue !== null &&
            order.refundDue > 0 &&
            ` · ${nairaMoney(order.refundDue)} due`}
        </p>
        <TextField
          label="Reason (the customer sees it)"
          value={reason}
          maxLength={200}
          onChange={(event) => set('reason', event.target.value)}
        />
        <p className="text-sm text-stone-600">
          {chosen.paymentId
            ? 'The money goes back to the card or account it came from; the bank may take a few days.'
            : 'Record cash you have handed back to the customer.'}
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={refund.isPending}>
            Go back
          </Button>
          <Button type="submit" loading={refund.isPending}>
            {chosen.paymentId ? 'Refund' : 'Record cash refund'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
