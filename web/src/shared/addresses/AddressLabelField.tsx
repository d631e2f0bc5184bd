import { suggestedAddressLabels } from '@buka/domain/saved-addresses';
import { tl } from '../i18n/later';
import { TextField } from '../ui/TextField';

// Read when drawn, not when this module loads: the later words may not have arrived by then, and
// a name taken too early was saved as the table's key.
const suggestionWords = () => ({ Home: tl('addressLabelHome'), Office: tl('addressLabelOffice') });

/** The name of a saved address: Home and Office a tap away, or the customer's own words. */
export function AddressLabelField(props: {
  value: string;
  error: string | undefined;
  onChange: (label: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={tl('savedAddressName')}
        name="label"
        maxLength={30}
        value={props.value}
        error={props.error}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {suggestedAddressLabels.map((label) => {
          const words = suggestionWords()[label];
          return (
            <button
              key={label}
              type="button"
              aria-pressed={props.value === words}
              onClick={() => props.onChange(words)}
              className="min-h-11 rounded-full border border-stone-300 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
            >
              {words}
            </button>
          );
        })}
      </div>
    </div>
  );
}
