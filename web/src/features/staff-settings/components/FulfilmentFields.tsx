import type { SettingsDraft, SettingsErrors } from '../lib/settings-draft';
import { SettingCheckbox } from '../../../shared/staff/SettingCheckbox';

interface FulfilmentFieldsProps {
  value: SettingsDraft['fulfilment'];
  onChange: (fulfilment: SettingsDraft['fulfilment']) => void;
  errors: SettingsErrors;
  address: string;
}

/** Delivery, pickup at the shop, or both: what checkout offers. */
export function FulfilmentFields({ value, onChange, errors, address }: FulfilmentFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-bold text-stone-900">Pickup and delivery</legend>
      <SettingCheckbox
        label="Delivery"
        hint="Customers choose their area and give an address and a landmark."
        checked={value.delivery}
        onChange={(delivery) => onChange({ ...value, delivery })}
      />
      <SettingCheckbox
        label="Pickup"
        hint={`Customers collect their food at ${address || 'the shop'}; no address, no fee.`}
        checked={value.pickup}
        onChange={(pickup) => onChange({ ...value, pickup })}
      />
      {errors.fulfilment && (
        <p role="alert" className="text-sm text-red-700">
          {errors.fulfilment}
        </p>
      )}
    </fieldset>
  );
}
