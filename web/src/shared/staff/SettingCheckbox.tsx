import { useId } from 'react';

interface SettingCheckboxProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A switch of the shop's, with a line saying what it changes for customers. */
export function SettingCheckbox({ label, hint, checked, onChange }: SettingCheckboxProps) {
  const hintId = useId();
  return (
    <label className="flex min-h-11 items-start gap-3 py-1">
      <input
        type="checkbox"
        checked={checked}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span className="flex flex-col">
        <span className="text-sm font-medium text-stone-900">{label}</span>
        {hint && (
          <span id={hintId} className="text-sm text-stone-600">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}
