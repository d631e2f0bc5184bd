import { useId, type InputHTMLAttributes } from 'react';
import { tl } from '../i18n/later';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled input whose error is read out with it (aria-describedby). */
export function TextField({ label, error, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-11 rounded-lg border bg-white px-3 py-2 text-base outline-none focus:ring-2 focus:ring-brand-500 ${
          error ? 'border-red-600' : 'border-stone-300'
        }`}
        {...rest}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A phone number field: the phone's number pad, and its own number offered to fill in. */
export function PhoneField(props: Omit<TextFieldProps, 'label' | 'type'> & { label?: string }) {
  return (
    <TextField label={tl('phoneLabel')} type="tel" inputMode="tel" autoComplete="tel" {...props} />
  );
}
