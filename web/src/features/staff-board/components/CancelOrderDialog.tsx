import { useId } from 'react';
import { CANCEL_REASON_CHOICES, type AdminOrder } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import { Button } from '../../../shared/ui/Button';
import { Dialog } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { useForm } from '../../../shared/validation/use-form';
import { dangerButtonClass } from '../../../shared/staff/danger-styles';

const OTHER = 'other';

interface CancelOrderDialogProps {
  order: AdminOrder;
  /** A new order is rejected; one already accepted is canceled. */
  verb: 'Reject' | 'Cancel';
  busy: boolean;
  onCancel: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks why before an order is rejected or canceled: the customer is told the reason
 * (docs/orders.md#statuses). One tap for the usual reasons, or staff's own words.
 */
export function CancelOrderDialog({
  order,
  verb,
  busy,
  onCancel,
  onClose,
}: CancelOrderDialogProps) {
  const form = useForm<{ choice: string; own: string }>({
    choice: CANCEL_REASON_CHOICES[0],
    own: '',
  });
  const { choice, own } = form.values;
  const { error, setError } = form;
  const ownId = useId();
  const reason = choice === OTHER ? own.trim() : choice;

  return (
    <Dialog title={`${verb} order #${order.id}?`} onClose={busy ? () => undefined : onClose}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason) return setError(messages.cancelReasonRequired);
          onCancel(reason);
        }}
      >
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold text-stone-800">
            Why? The customer is told.
          </legend>
          {[...CANCEL_REASON_CHOICES, OTHER].map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={choice === value}
                onChange={() => {
                  form.set('choice', value);
                  setError(undefined);
                }}
                className="size-5 accent-brand-700"
              />
              {value === OTHER ? 'Another reason' : value}
            </label>
          ))}
          {choice === OTHER && (
            <>
              <label htmlFor={ownId} className="sr-only">
                The reason
              </label>
              <input
                id={ownId}
                autoFocus
                maxLength={200}
                value={own}
                placeholder="Say why in a few words"
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  form.set('own', event.target.value);
                  setError(undefined);
                }}
                className="rounded-lg border border-stone-300 px-3 py-2 text-base outline-none focus:ring-2 focus:ring-brand-500"
              />
            </>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </fieldset>
        <p className="text-sm text-stone-700">
          Its portions go back into stock.
          {order.isPaid && ' It was paid: give the money back afterwards with Refund on the order.'}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep it
          </Button>
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            className={dangerButtonClass}
          >
            {busy && <Spinner />}
            {verb} order
          </button>
        </div>
      </form>
    </Dialog>
  );
}
