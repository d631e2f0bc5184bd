import { TextField } from '../../../shared/ui/TextField';

// What kitchens most often have to say, one tap each on a busy phone.
const quickReasons = ['Sold out', 'Too busy right now', 'We cannot deliver to this address'];

/** Why the order is canceled: the customer reads it beside their order. */
export function CancelReasonField({
  value,
  onChange,
}: {
  value: string;
  onChange: (reason: string) => void;
}) {
  return (
    <div className="mt-3 flex flex-col gap-2">
      <TextField
        label="Reason (the customer sees it)"
        value={value}
        maxLength={200}
        placeholder="Optional"
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {quickReasons.map((reason) => (
          <button
            key={reason}
            type="button"
            aria-pressed={value === reason}
            onClick={() => onChange(reason)}
            className="min-h-9 rounded-full border border-stone-300 px-3 text-sm text-stone-800 hover:border-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
          >
            {reason}
          </button>
        ))}
      </div>
    </div>
  );
}
