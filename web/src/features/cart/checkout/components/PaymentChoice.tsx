import type { PaymentMethod } from '@buka/domain/orders';

const choices: { value: PaymentMethod; label: string }[] = [
  { value: 'online', label: 'Pay Online' },
  { value: 'cash', label: 'Cash' },
];

interface PaymentChoiceProps {
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
}

/** spec §2: the payment choice, Pay Online (the default) or Cash. */
export function PaymentChoice({ value, onChange }: PaymentChoiceProps) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">Payment</legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 px-3 text-sm font-semibold has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
          >
            <input
              type="radio"
              name="paymentMethod"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="accent-brand-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
