import { useId, useState } from 'react';
import { tl } from '../../../../shared/i18n/later';
import { Button } from '../../../../shared/ui/Button';

interface PromoCodeFieldProps {
  /** The code the totals are priced with ('' for none). */
  applied: string;
  onApply: (code: string) => void;
  /** Why the server refused the code, in the customer's words. */
  refusal: string | undefined;
  checking: boolean;
}

/** docs/screens.md#cart-panel: a promotion code, applied to the totals before sending. */
export function PromoCodeField({ applied, onApply, refusal, checking }: PromoCodeFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState(applied);
  const apply = () => onApply(typed.trim());
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {tl('promoCodeField')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="code"
          value={typed}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={40}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-error` : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter applies the code; it never sends the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          className={`min-h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 py-2 text-base uppercase outline-none focus:ring-2 focus:ring-brand-500 ${
            refusal ? 'border-red-600' : 'border-stone-300'
          }`}
        />
        {applied && !refusal ? (
          <Button
            variant="secondary"
            onClick={() => {
              setTyped('');
              onApply('');
            }}
          >
            {tl('promoRemove')}
          </Button>
        ) : (
          <Button variant="secondary" loading={checking} onClick={apply} disabled={!typed.trim()}>
            {tl('promoApply')}
          </Button>
        )}
      </div>
      {refusal && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      )}
    </div>
  );
}
