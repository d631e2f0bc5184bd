import { Select } from '../../../shared/staff/FormControls';
import { TextField } from '../../../shared/ui/TextField';
import type { SettingsDraft, SettingsErrors } from '../lib/settings-draft';
import { SettingCheckbox } from '../../../shared/staff/SettingCheckbox';

type Scheduling = SettingsDraft['scheduling'];

const slotLengths = [10, 15, 20, 30, 45, 60, 90, 120];
const daysAhead = Array.from({ length: 15 }, (_, days) => days);

interface SchedulingFieldsProps {
  value: Scheduling;
  onChange: (scheduling: Scheduling) => void;
  errors: SettingsErrors;
}

/** Ordering for later: the slots customers choose from, within the opening hours. */
export function SchedulingFields({ value, onChange, errors }: SchedulingFieldsProps) {
  const set = (change: Partial<Scheduling>) => onChange({ ...value, ...change });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-bold text-stone-900">Ordering for later</legend>
      <SettingCheckbox
        label="Customers may order for later"
        hint="Beside 'As soon as possible', checkout offers times within the opening hours."
        checked={value.enabled}
        onChange={(enabled) => set({ enabled })}
      />
      {value.enabled && (
        <>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Select
              label="Time slots of"
              value={String(value.slotMinutes)}
              onChange={(minutes) => set({ slotMinutes: Number(minutes) })}
            >
              {slotLengths.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutes
                </option>
              ))}
            </Select>
            <Select
              label="How far ahead"
              value={String(value.daysAhead)}
              onChange={(days) => set({ daysAhead: Number(days) })}
            >
              {daysAhead.map((days) => (
                <option key={days} value={days}>
                  {days === 0 ? 'Today only' : days === 1 ? 'Up to tomorrow' : `Up to ${days} days`}
                </option>
              ))}
            </Select>
            <TextField
              label="Preparation (minutes)"
              inputMode="numeric"
              value={value.leadMinutes}
              error={errors['scheduling.leadMinutes']}
              onChange={(event) => set({ leadMinutes: event.target.value })}
            />
            <TextField
              label="Orders per slot"
              inputMode="numeric"
              placeholder="No limit"
              value={value.maxPerSlot}
              error={errors['scheduling.maxPerSlot']}
              onChange={(event) => set({ maxPerSlot: event.target.value })}
            />
          </div>
          <p className="text-sm text-stone-600">
            No slot starts sooner than the preparation time from now, and the kitchen is open from
            the start of preparation to the end of the slot. The order is announced to staff when
            its preparation should start. Leave orders per slot empty for no limit.
          </p>
          <SettingCheckbox
            label="Take orders for later while closed"
            hint="Instead of only reading that you are closed, customers can order for a time after you open."
            checked={value.whileClosed}
            onChange={(whileClosed) => set({ whileClosed })}
          />
        </>
      )}
    </fieldset>
  );
}
