import { MAX_DAY_RANGES, type OpeningHours } from '@buka/domain/settings';
import { fromMinutes, toMinutes } from '@buka/domain/shop-clock';
import { Button } from '../../../shared/ui/Button';
import { closingFromInput, closingToInput } from '../lib/settings-draft';

const timeClass =
  'min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-2 text-base sm:w-36 sm:flex-none';
// "Monday opens at", then "Monday second time opens at": no label contains another.
const ordinals = ['', 'second time ', 'third time '];

interface HoursRangesFieldsProps {
  /** Whose times these are, as the labels read: 'Monday', '2025-10-01'. */
  name: string;
  value: OpeningHours[];
  onChange: (ranges: OpeningHours[]) => void;
}

/** A stretch an hour after the last one closes, two hours long; null when the day is full. */
export function nextRange(ranges: OpeningHours[]): OpeningHours | null {
  const last = ranges[ranges.length - 1];
  const open = last ? toMinutes(last.close) + 60 : 9 * 60;
  if (open >= 24 * 60) return null;
  return { open: fromMinutes(open), close: fromMinutes(Math.min(open + 120, 24 * 60)) };
}

/**
 * One day's opening times (lunch, then dinner): each stretch's opening and closing, and
 * buttons to add a stretch (up to three) or remove one. The server checks they do not overlap.
 */
export function HoursRangesFields({ name, value, onChange }: HoursRangesFieldsProps) {
  const setRange = (index: number, change: Partial<OpeningHours>) =>
    onChange(value.map((range, at) => (at === index ? { ...range, ...change } : range)));
  const next = value.length < MAX_DAY_RANGES ? nextRange(value) : null;

  return (
    <div className="flex flex-col gap-2">
      {value.map((range, index) => (
        <div key={index} className="flex items-center gap-2">
          <input
            type="time"
            aria-label={`${name} ${ordinals[index] ?? ''}opens at`}
            value={range.open}
            onChange={(event) => setRange(index, { open: event.target.value })}
            className={timeClass}
          />
          <span aria-hidden="true">–</span>
          <input
            type="time"
            aria-label={`${name} ${ordinals[index] ?? ''}closes at`}
            value={closingToInput(range.close)}
            onChange={(event) => setRange(index, { close: closingFromInput(event.target.value) })}
            className={timeClass}
          />
          {value.length > 1 && (
            <Button
              variant="ghost"
              aria-label={`Remove ${name} ${range.open} to ${closingToInput(range.close)}`}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
              className="text-red-700"
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {next && (
        <Button
          variant="ghost"
          aria-label={`Add a time on ${name}`}
          onClick={() => onChange([...value, next])}
          className="self-start"
        >
          Add a time
        </Button>
      )}
    </div>
  );
}
