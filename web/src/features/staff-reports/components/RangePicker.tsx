import { TextField } from '../../../shared/ui/TextField';
import { presetLabels, presetRange, type PresetName } from '../lib/report-dates';

interface RangePickerProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** A range of the restaurant's days: a named one with a tap, or any two dates. */
export function RangePicker({ from, to, onChange }: RangePickerProps) {
  const presets = Object.keys(presetLabels) as PresetName[];
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-2">
        {presets.map((name) => {
          const range = presetRange(name, new Date());
          const active = range.from === from && range.to === to;
          return (
            <button
              key={name}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(range)}
              className={`min-h-9 rounded-full px-3 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-brand-700 ${
                active
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-50'
              }`}
            >
              {presetLabels[name]}
            </button>
          );
        })}
      </div>
      <div className="grid max-w-md grid-cols-2 gap-3">
        <TextField
          label="From"
          type="date"
          value={from}
          max={to}
          onChange={(event) => event.target.value && onChange({ from: event.target.value, to })}
        />
        <TextField
          label="To"
          type="date"
          value={to}
          min={from}
          onChange={(event) => event.target.value && onChange({ from, to: event.target.value })}
        />
      </div>
    </div>
  );
}
