interface ChoiceCardsProps<T extends string> {
  legend: string;
  /** The radio group's name in the form. */
  name: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** The checkout's either-or questions (how you get it, when, payment) as two tappable cards. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: ChoiceCardsProps<T>) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 px-3 text-sm font-semibold has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
          >
            <input
              type="radio"
              name={name}
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
