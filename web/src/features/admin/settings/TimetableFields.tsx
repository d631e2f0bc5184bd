import type { Timetable } from '@buka/domain/shop-hours';
import { weekdayNames } from '@buka/domain/shop-hours';
import {
  closingFromInput,
  closingToInput,
  defaultHours,
  type SettingsErrors,
} from './settings-draft';

// Monday first, as the restaurant reads its week; the timetable itself counts from Sunday.
const week = [1, 2, 3, 4, 5, 6, 0];
const timeClass =
  'min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-base disabled:bg-stone-100 disabled:text-stone-400';

interface TimetableFieldsProps {
  value: Timetable;
  onChange: (timetable: Timetable) => void;
  errors: SettingsErrors;
}

/** Seven rows: open or closed, and the hours (in the restaurant's time, Africa/Lagos). */
export function TimetableFields({ value, onChange, errors }: TimetableFieldsProps) {
  const setDay = (day: number, hours: Timetable[number]) =>
    onChange(value.map((was, index) => (index === day ? hours : was)));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-bold text-stone-900">Opening hours</legend>
      {week.map((day) => {
        const hours = value[day] ?? null;
        const name = weekdayNames[day];
        const error =
          errors[`timetable.${day}`] ??
          errors[`timetable.${day}.open`] ??
          errors[`timetable.${day}.close`];
        return (
          <div key={day} className="flex flex-col gap-1 border-b border-stone-100 pb-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <label className="flex min-h-11 w-36 items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={hours !== null}
                  onChange={(event) => setDay(day, event.target.checked ? defaultHours : null)}
                  className="size-5 accent-brand-700"
                />
                {name} open
              </label>
              <input
                type="time"
                aria-label={`${name} opens at`}
                value={hours?.open ?? ''}
                disabled={!hours}
                onChange={(event) => hours && setDay(day, { ...hours, open: event.target.value })}
                className={timeClass}
              />
              <span aria-hidden="true">–</span>
              <input
                type="time"
                aria-label={`${name} closes at`}
                value={hours ? closingToInput(hours.close) : ''}
                disabled={!hours}
                onChange={(event) =>
                  hours && setDay(day, { ...hours, close: closingFromInput(event.target.value) })
                }
                className={timeClass}
              />
              {!hours && <span className="text-sm text-stone-600">Closed</span>}
            </div>
            {error && (
              <p className="text-sm text-red-700">
                {name}: {error}
              </p>
            )}
          </div>
        );
      })}
      <p className="text-sm text-stone-600">
        A closing time of 12:00 AM means open until midnight.
      </p>
    </fieldset>
  );
}
