import { useId, type ReactNode } from 'react';

const fieldClass =
  'rounded-lg border bg-white px-3 py-2 text-base outline-none focus:ring-2 focus:ring-brand-500';

interface FieldProps<T> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  error?: string | undefined;
}

function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

export function TextArea({
  label,
  value,
  onChange,
  error,
  maxLength = 1000,
}: FieldProps<string> & { maxLength?: number }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={maxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldClass} ${error ? 'border-red-600' : 'border-stone-300'}`}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function Select({
  label,
  value,
  onChange,
  error,
  children,
}: FieldProps<string> & { children: ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`min-h-11 ${fieldClass} ${error ? 'border-red-600' : 'border-stone-300'}`}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
