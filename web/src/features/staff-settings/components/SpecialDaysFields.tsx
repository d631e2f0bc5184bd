import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/TextField';
import {
  defaultHours,
  errorUnder,
  type SettingsErrors,
  type SpecialDayDraft,
} from '../lib/settings-draft';
import { HoursRangesFields } from './HoursRangesFields';

interface SpecialDaysFieldsProps {
  value: SpecialDayDraft[];
  onChange: (days: SpecialDayDraft[]) => void;
  errors: SettingsErrors;
}

/**
 * Holidays and dates with other hours, over the weekly timetable: the footer lists them, and
 * the closed card, the order refusals and the times offered for later all follow them.
 */
export function SpecialDaysFields({ value, onChange, errors }: SpecialDaysFieldsProps) {
  const setDay = (index: number, change: Partial<SpecialDayDraft>) =>
    onChange(value.map((day, at) => (at === index ? { ...day, ...change } : day)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-bold text-stone-900">Special days</legend>
      <p className="text-sm text-stone-600">
        Holidays, and dates with other hours than the week&apos;s (in Lagos time).
      </p>
      {errors.specialDays && <p className="text-sm text-red-700">{errors.specialDays}</p>}
      <ul className="flex flex-col gap-3">
        {value.map((day, index) => {
          const name = day.date || `special day ${index + 1}`;
          const hoursError = errorUnder(errors, `specialDays.${index}.hours`);
          return (
            <li key={index} className="flex flex-col gap-2 border-b border-stone-100 pb-3">
              <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[11rem_minmax(0,1fr)_auto]">
                <TextField
                  label="Date"
                  type="date"
                  value={day.date}
                  error={errors[`specialDays.${index}.date`]}
                  onChange={(event) => setDay(index, { date: event.target.value })}
                />
                <TextField
                  label="Note for customers"
                  placeholder="Independence Day"
                  maxLength={60}
                  value={day.note}
                  error={errors[`specialDays.${index}.note`]}
                  onChange={(event) => setDay(index, { note: event.target.value })}
                />
                <Button
                  variant="ghost"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                  className="col-span-2 justify-self-start text-red-700 sm:col-span-1"
                >
                  Remove
                </Button>
              </div>
              <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-3">
                <label className="flex min-h-11 items-center gap-2 text-sm font-medium sm:w-40">
                  <input
                    type="checkbox"
                    checked={day.closed}
                    onChange={(event) => setDay(index, { closed: event.target.checked })}
                    className="size-5 accent-brand-700"
                  />
                  Closed all day
                </label>
                {!day.closed && (
                  <HoursRangesFields
                    name={name}
                    value={day.hours}
                    onChange={(hours) => setDay(index, { hours })}
                  />
                )}
              </div>
              {!day.closed && hoursError && <p className="text-sm text-red-700">{hoursError}</p>}
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        className="self-start"
        disabled={value.length >= 100}
        onClick={() =>
          onChange([...value, { date: '', closed: true, hours: [defaultHours], note: '' }])
        }
      >
        Add special day
      </Button>
    </fieldset>
  );
}
