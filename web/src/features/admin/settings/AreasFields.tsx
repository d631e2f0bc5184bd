import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import type { SettingsDraft, SettingsErrors } from './settings-draft';

type Areas = SettingsDraft['areas'];

interface AreasFieldsProps {
  value: Areas;
  onChange: (areas: Areas) => void;
  errors: SettingsErrors;
}

/** The delivery areas customers choose from at checkout, each with its fee in naira. */
export function AreasFields({ value, onChange, errors }: AreasFieldsProps) {
  const setArea = (index: number, change: Partial<Areas[number]>) =>
    onChange(value.map((area, at) => (at === index ? { ...area, ...change } : area)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-bold text-stone-900">Delivery areas</legend>
      {value.length === 0 && <p className="text-sm text-stone-600">No delivery areas yet.</p>}
      <ul className="flex flex-col gap-3">
        {value.map((area, index) => (
          <li
            key={index}
            className="grid grid-cols-[minmax(0,1fr)_7rem] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_9rem_auto]"
          >
            <TextField
              label={`Area ${index + 1}`}
              value={area.name}
              maxLength={60}
              error={errors[`areas.${index}.name`]}
              onChange={(event) => setArea(index, { name: event.target.value })}
            />
            <TextField
              label="Fee (₦)"
              inputMode="decimal"
              value={area.fee}
              error={errors[`areas.${index}.fee`]}
              onChange={(event) => setArea(index, { fee: event.target.value })}
            />
            <Button
              variant="ghost"
              aria-label={`Remove area ${area.name || index + 1}`}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
              className="col-span-2 justify-self-start text-red-700 sm:col-span-1 sm:mt-6"
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
        onClick={() => onChange([...value, { name: '', fee: '0' }])}
      >
        Add area
      </Button>
    </fieldset>
  );
}
