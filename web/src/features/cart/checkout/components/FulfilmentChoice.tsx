import type { Fulfilment } from '@buka/domain/delivery-rules';
import type { Settings } from '@buka/domain/settings';

const choices: { value: Fulfilment; label: string }[] = [
  { value: 'delivery', label: 'Delivery' },
  { value: 'pickup', label: 'Pickup' },
];

interface FulfilmentChoiceProps {
  value: Fulfilment;
  onChange: (value: Fulfilment) => void;
  settings: Pick<Settings, 'fulfilment' | 'address' | 'mapUrl'>;
}

/**
 * Delivery or pickup (issue 17), only the ways the shop has on; a pickup shows where to come.
 */
export function FulfilmentChoice({ value, onChange, settings }: FulfilmentChoiceProps) {
  const offered = choices.filter((choice) => settings.fulfilment[choice.value]);
  return (
    <div className="flex flex-col gap-2">
      {offered.length > 1 && (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-stone-800">How you get it</legend>
          <div className="grid grid-cols-2 gap-2">
            {offered.map((choice) => (
              <label
                key={choice.value}
                className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 px-3 text-sm font-semibold has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
              >
                <input
                  type="radio"
                  name="fulfilment"
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
      )}
      {value === 'pickup' && (
        <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-800">
          Collect it from us: {settings.address}.{' '}
          {settings.mapUrl && (
            <a
              href={settings.mapUrl}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-800 underline"
            >
              Open the map
            </a>
          )}
        </p>
      )}
    </div>
  );
}
