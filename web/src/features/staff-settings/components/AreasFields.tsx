import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import type { SettingsDraft, SettingsErrors } from '../lib/settings-draft';

type Areas = SettingsDraft['areas'];

interface AreasFieldsProps {
  value: Areas;
  onChange: (areas: Areas) => void;
  errors: SettingsErrors;
}

const amountFields = [
  { key: 'fee', label: 'Fee (₦)' },
  { key: 'minimum', label: 'Minimum order (₦)' },
  { key: 'freeFrom', label: 'Free from (₦)' },
] as const;

/**
 * The delivery areas customers choose from at checkout, each with its fee, the least an order
 * must come to, and the amount from which delivery is free (both optional), in naira.
 */
export function AreasFields({ value, onChange, errors }: AreasFieldsProps) {
  const setArea = (index: number, change: Partial<Areas[number]>) =>
    onChange(value.map((area, at) => (at === index ? { ...area, ...change } : area)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-bold text-stone-900">Delivery areas</legend>
      {value.length === 0 && <p className="text-sm text-stone-600">No delivery areas yet.</p>}
      <p className="text-sm text-stone-600">
        Leave a minimum or a free amount empty for none. Amounts count the food, not the fee.
      </p>
      <ul className="flex flex-col gap-3">
        {value.map((area, index) => (
          <li
            key={index}
            className="grid grid-cols-3 items-end gap-2 border-b border-stone-100 pb-3 sm:grid-cols-[minmax(0,1fr)_7rem_7rem_7rem_auto]"
          >
            <TextField
              label={`Area ${index + 1}`}
              value={area.name}
              maxLength={60}
              error={errors[`areas.${index}.name`]}
              onChange={(event) => setArea(index, { name: event.target.value })}
              className="col-span-3 sm:col-span-1"
            />
            {amountFields.map(({ key, label }) => (
              <TextField
                key={key}
                label={label}
                aria-label={`${label} for area ${area.name || index + 1}`}
                inputMode="decimal"
                placeholder={key === 'fee' ? '0' : 'None'}
                value={area[key]}
                error={errors[`areas.${index}.${key}`]}
                onChange={(event) => setArea(index, { [key]: event.target.value })}
                className="min-w-0 [&_label]:text-xs"
              />
            ))}
            <Button
              variant="ghost"
              aria-label={`Remove area ${area.name || index + 1}`}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
              className="col-span-3 justify-self-start text-red-700 sm:col-span-1"
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="self-start"
        disabled={value.length >= 50}
        onClick={() => onChange([...value, { name: '', fee: '0', minimum: '', freeFrom: '' }])}
      >
        Add area
      </Button>
    </fieldset>
  );
}
