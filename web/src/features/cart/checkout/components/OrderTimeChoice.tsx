import { useId } from 'react';
import { formatTimeRange, formatWeekdayDate } from '@buka/domain/shop-clock';
import { useOrderSlots } from '../../../../shared/api/get-order-slots';
import { ChoiceCards } from './ChoiceCards';
import { tl } from '../../../../shared/i18n/later';
import { clockWords } from '../../../../shared/i18n/clock-words';

interface OrderTimeChoiceProps {
  /** The chosen slot's start; null: as soon as possible; '' : later, none chosen yet. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The shop takes orders now: 'As soon as possible' is offered. */
  asapOffered: boolean;
  error?: string;
}

const whenChoices = () =>
  [
    { value: 'asap', label: tl('asSoonAsPossible') },
    { value: 'later', label: tl('later') },
  ] as const;

const dayName = (date: string, daysAhead: number) =>
  daysAhead === 0
    ? tl('today')
    : daysAhead === 1
      ? tl('tomorrowDate', { date: formatWeekdayDate(date, clockWords()) })
      : formatWeekdayDate(date, clockWords());

const slotText = (slot: string, full: boolean) => (full ? tl('slotFullMark', { slot }) : slot);

/**
 * 'As soon as possible' or a time later: the slots the server offers, today and the
 * coming days, full ones shown but not chosen.
 */
export function OrderTimeChoice({ value, onChange, asapOffered, error }: OrderTimeChoiceProps) {
  const later = value !== null;
  const slots = useOrderSlots(later || !asapOffered);
  const days = slots.data ?? [];
  const selectId = useId();
  return (
    <div className="flex flex-col gap-2">
      <ChoiceCards
        legend={tl('whenLegend')}
        name="when"
        choices={asapOffered ? whenChoices() : whenChoices().slice(1)}
        value={later ? 'later' : 'asap'}
        onChange={(when) => onChange(when === 'asap' ? null : '')}
      />
      {later && (
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium text-stone-800">
            {tl('timeLabel')}
          </label>
          <select
            id={selectId}
            name="scheduledFor"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${selectId}-error` : undefined}
            onChange={(event) => onChange(event.target.value)}
            className={`min-h-11 rounded-lg border bg-white px-3 text-base focus:ring-2 focus:ring-brand-500 focus:outline-none ${
              error ? 'border-red-600' : 'border-stone-300'
            }`}
          >
            <option value="" disabled>
              {slots.isPending
                ? tl('loadingTimes')
                : days.length
                  ? tl('chooseATime')
                  : tl('noTimesLeft')}
            </option>
            {days.map((day) => (
              <optgroup key={day.date} label={dayName(day.date, day.daysAhead)}>
                {day.slots.map((slot) => (
                  <option key={slot.startsAt} value={slot.startsAt} disabled={slot.full}>
                    {slotText(
                      `${day.daysAhead === 0 ? tl('today') : formatWeekdayDate(day.date, clockWords())} ${formatTimeRange(slot.time, slot.ends)}`,
                      slot.full,
                    )}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {error && (
            <p id={`${selectId}-error`} className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
