import { useId } from 'react';
import { normalizeCode } from '@buka/domain/promotion-pricing';
import { Button } from '../../../shared/ui/Button';
import type { PhoneOrderCode as Code } from '../use-phone-order-code';
import { typeInto, type PhoneOrderForm } from './PhoneOrderFields';

/**
 * The caller's promotion code: applied, the server prices the order with it and the totals show
 * what it takes off; refused, the server's reason shows under it and the order goes without it.
 * Offers apply at the checkout only: a phone order takes only a code given.
 */
export function PhoneOrderCodeField({ form, code }: { form: PhoneOrderForm; code: Code }) {
  const id = useId();
  const { values } = form;
  const typed = normalizeCode(values.code);
  const applied = values.codeApplied !== '' && typed === values.codeApplied;
  const refusal = values.codeRefused?.code === typed ? values.codeRefused.reason : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Promotion code (optional)
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={values.code}
          maxLength={40}
          autoCapitalize="characters"
          autoComplete="off"
          aria-invalid={refusal ? true : undefined}
          aria-describedby={`${id}-said`}
          onChange={(event) => typeInto(form, 'code')(event.target.value)}
          onKeyDown={(event) => {
            // Enter checks the code; it never places the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (typed) code.apply();
            }
          }}
          className={`min-h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 py-2 text-base uppercase outline-none focus:ring-2 focus:ring-brand-500 ${
            refusal ? 'border-red-600' : 'border-stone-300'
          }`}
        />
        {applied ? (
          <Button variant="secondary" onClick={code.remove}>
            Remove
          </Button>
        ) : (
          <Button
            variant="secondary"
            loading={code.checking}
            disabled={typed === ''}
            onClick={code.apply}
          >
            Apply
          </Button>
        )}
      </div>
      <div id={`${id}-said`}>
        {refusal ? (
          <>
            <p role="alert" className="text-sm font-medium text-red-700">
              {refusal}
            </p>
            <p className="text-sm text-stone-600">Placed now, the order goes without it.</p>
          </>
        ) : (
          <p className="text-sm text-stone-600">
            Tap Apply: the total below then shows what the code takes off, as the server prices it.
          </p>
        )}
      </div>
    </div>
  );
}
