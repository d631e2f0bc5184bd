import { useId, useState } from 'react';
import { CUSTOMER_NOTE_MAX, customerMessages, type Customer } from '@buka/domain/customers';
import { messages } from '@buka/domain/messages';
import { formatShopDate } from '@buka/domain/shop-clock';
import { ApiError } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';
import { Button } from '../../../shared/ui/Button';
import { countOf } from '../../../shared/ui/count';
import { nairaMoney } from '../../../shared/ui/price';
import { useSaveNote } from '../api/customers';

/** One customer: who, how often and how much, where, and staff's note about them. */
export function CustomerCard({ customer }: { customer: Customer }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(customer.note);
  const [problem, setProblem] = useState<string>();
  const save = useSaveNote();
  const noteField = useId();

  const submit = () => {
    setProblem(undefined);
    save.mutate(
      { phone: customer.phone, note: draft },
      {
        onSuccess: (saved) => {
          setEditing(false);
          setDraft(saved.note);
          toast.success(saved.note ? customerMessages.noteSaved : customerMessages.noteRemoved);
        },
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : messages.somethingWentWrong),
      },
    );
  };

  return (
    <li
      aria-label={customer.name || customer.phone}
      className="flex flex-col gap-1 rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="text-base font-semibold text-stone-900">{customer.name || 'No name'}</p>
        <a href={`tel:${customer.phone}`} className="text-brand-700 underline">
          {customer.phone}
        </a>
      </div>
      <p className="text-stone-700">
        {countOf(customer.orders, 'order')} · {nairaMoney(customer.spent)} paid · last{' '}
        {formatShopDate(Date.parse(customer.lastOrderAt))}
      </p>
      <p className="text-stone-600">
        {customer.usualArea ? `Usually: ${customer.usualArea}` : 'No usual area'}
        {customer.hasAccount ? ' · has an account' : ' · phones in'}
      </p>
      {editing ? (
        <form
          className="mt-1 flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={noteField} className="font-semibold text-stone-900">
            Note about {customer.name || customer.phone}
          </label>
          <textarea
            id={noteField}
            value={draft}
            maxLength={CUSTOMER_NOTE_MAX}
            rows={2}
            placeholder="Allergic to groundnut; likes it less spicy"
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={problem ? true : undefined}
            className="rounded-xl border border-stone-300 px-3 py-2 text-base"
          />
          {problem && (
            <p role="alert" className="text-red-700">
              {problem}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" loading={save.isPending}>
              Save note
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setEditing(false);
                setDraft(customer.note);
                setProblem(undefined);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {customer.note && (
            <p className="rounded-lg bg-amber-50 px-2 py-1 text-amber-950">
              <span className="font-semibold">Note:</span> {customer.note}
            </p>
          )}
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            onClick={() => setEditing(true)}
            aria-label={`${customer.note ? 'Change the note' : 'Add a note'} about ${customer.name || customer.phone}`}
          >
            {customer.note ? 'Change note' : 'Add a note'}
          </Button>
        </div>
      )}
    </li>
  );
}
