import type { Timetable } from '@buka/domain/shop-hours';
import { weekdayNames } from '@buka/domain/shop-clock';
import {
  closingFromInput,
  closingToInput,
  defaultHours,
  type SettingsErrors,
} from '../lib/settings-draft';

// Monday first, as the restaurant reads its week; the timetable itself counts from Sunday.
const week = [1, 2, 3, 4, 5, 6, 0];
const timeClass =
  'min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-2 text-base sm:w-36 sm:flex-none';

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
            <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
              <label className="flex min-h-11 items-center gap-2 text-sm font-medium sm:w-40">
                <input
                  type="checkbox"
                  checked={hours !== null}
                  onChange={(event) => setDay(day, event.target.checked ? defaultHours : null)}
                  className="size-5 accent-brand-700"
                />
                {name} open
              </label>
              {hours ? (
                <div className="flex items-center gap-2">
                  <input
                    type="time"
                    aria-label={`${name} opens at`}
                    value={hours.open}
                    onChange={(event) => setDay(day, { ...hours, open: event.target.value })}
                    className={timeClass}
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    type="time"
                    aria-label={`${name} closes at`}
                    value={closingToInput(hours.close)}
                    onChange={(event) =>
                      setDay(day, { ...hours, close: closingFromInput(event.target.value) })
                    }
                    className={timeClass}
                  />
                </div>
              ) : (
                <span className="text-sm text-stone-600 sm:min-h-11 sm:leading-[2.75rem]">
                  Closed all day
                </span>
              )}
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
        A closing time of 12:00 am means open until midnight.
      </p>
    </fieldset>
  );
}
