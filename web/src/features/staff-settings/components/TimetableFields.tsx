import type { Timetable } from '@buka/domain/shop-hours';
import { weekdayNames } from '@buka/domain/shop-clock';
import { defaultHours, errorUnder, type SettingsErrors } from '../lib/settings-draft';
import { HoursRangesFields } from './HoursRangesFields';

// Monday first, as the restaurant reads its week; the timetable itself counts from Sunday.
const week = [1, 2, 3, 4, 5, 6, 0];

interface TimetableFieldsProps {
  value: Timetable;
  onChange: (timetable: Timetable) => void;
  errors: SettingsErrors;
}

/**
 * Seven rows: open or closed, and the day's opening times, up to three (lunch, then dinner), in
 * the restaurant's time, Africa/Lagos.
 */
export function TimetableFields({ value, onChange, errors }: TimetableFieldsProps) {
  const setDay = (day: number, hours: Timetable[number]) =>
    onChange(value.map((was, index) => (index === day ? hours : was)));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-bold text-stone-900">Opening hours</legend>
      {week.map((day) => {
        const hours = value[day] ?? null;
        const name = weekdayNames[day];
        const error = errorUnder(errors, `timetable.${day}`);
        return (
          <div key={day} className="flex flex-col gap-1 border-b border-stone-100 pb-2">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-3">
              <label className="flex min-h-11 items-center gap-2 text-sm font-medium sm:w-40">
                <input
                  type="checkbox"
                  checked={hours !== null}
                  onChange={(event) => setDay(day, event.target.checked ? [defaultHours] : null)}
                  className="size-5 accent-brand-700"
                />
                {name} open
              </label>
              {hours ? (
                <HoursRangesFields
                  name={name ?? ''}
                  value={hours}
                  onChange={(ranges) => setDay(day, ranges)}
                />
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
