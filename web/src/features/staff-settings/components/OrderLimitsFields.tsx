import { TextField } from '../../../shared/ui/TextField';
import type { SettingsDraft, SettingsErrors } from '../lib/settings-draft';

type OrderLimits = SettingsDraft['orderLimits'];

interface OrderLimitsFieldsProps {
  value: OrderLimits;
  onChange: (limits: OrderLimits) => void;
  errors: SettingsErrors;
}

/**
 * How much one customer's order may take, and how long an order may wait for an answer
 * (docs/orders.md#order-limits). Orders staff type in for a phone customer may go over them.
 */
export function OrderLimitsFields({ value, onChange, errors }: OrderLimitsFieldsProps) {
  const set = (change: Partial<OrderLimits>) => onChange({ ...value, ...change });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-bold text-stone-900">Order limits</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField
          label="Most of one dish per order"
          inputMode="numeric"
          value={value.maxPerDish}
          error={errors['orderLimits.maxPerDish']}
          onChange={(event) => set({ maxPerDish: event.target.value })}
        />
        <TextField
          label="Most portions per order"
          inputMode="numeric"
          value={value.maxPortions}
          error={errors['orderLimits.maxPortions']}
          onChange={(event) => set({ maxPortions: event.target.value })}
        />
        <TextField
          label="Answer within (minutes)"
          inputMode="numeric"
          value={value.answerWithinMinutes}
          error={errors['orderLimits.answerWithinMinutes']}
          onChange={(event) => set({ answerWithinMinutes: event.target.value })}
        />
      </div>
      <p className="text-sm text-stone-600">
        So that one order cannot take the whole menu, customers cannot order more than this; a
        bigger order is one you type in yourself from the phone. An order you neither accept nor
        reject in the time set is canceled, its food goes back on the menu and the customer is told.
        The time must be longer than the wait after which you are alarmed about an order.
      </p>
    </fieldset>
  );
}
