import { useId } from 'react';
import { tl } from '../i18n/later';

interface NoteFieldProps {
  /** The field's name in its form, when the form names it. */
  name?: string;
  max: number;
  placeholder: string;
  value: string;
  onChange: (note: string) => void;
}

/** A customer's note for the kitchen, with how much of it is typed out of how much. */
export function NoteField({ name, max, placeholder, value, onChange }: NoteFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {tl('noteForKitchen')}
      </label>
      <textarea
        id={id}
        name={name}
        rows={2}
        maxLength={max}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-base outline-none focus:ring-2 focus:ring-brand-500"
      />
      <p className="text-right text-xs text-stone-500">
        {value.length}/{max}
      </p>
    </div>
  );
}
