import { useId } from 'react';
import type { DeliveryArea } from '@buka/domain/settings';
import { formatMoney } from '@buka/domain/money';
import { PhoneField, TextField } from '../../../../shared/ui/TextField';
import type { CheckoutForm } from '../checkout-form';
import { tl } from '../../../../shared/i18n/later';

/** Where a delivery goes: the address, a landmark and a phone for the rider. */
export function DeliveryFields({
  form,
  address,
}: {
  form: CheckoutForm;
  /** What shows in the address field: typed, else remembered. */
  address: string;
}) {
  const { values, errors, change } = form;
  return (
    <>
      <TextField
        label={tl('addressLabel')}
        name="address"
        autoComplete="street-address"
        placeholder={tl('addressPlaceholder')}
        value={address}
        error={errors.address}
        onChange={(event) => change('address', event.target.value)}
      />
      <TextField
        label={tl('landmarkLabel')}
        name="landmark"
        placeholder={tl('landmarkPlaceholder')}
        maxLength={120}
        value={values.landmark}
        onChange={(event) => form.set('landmark', event.target.value)}
      />
      <PhoneField
        label={tl('riderPhoneLabel')}
        name="riderPhone"
        autoComplete="off"
        value={values.riderPhone}
        error={errors.riderPhone}
        onChange={(event) => change('riderPhone', event.target.value)}
      />
    </>
  );
}

/** The delivery area, with its fee in the list and what it needs said under it. */
export function AreaSelect({
  form,
  areas,
  area,
  areaNote,
}: {
  form: CheckoutForm;
  areas: readonly DeliveryArea[];
  area: DeliveryArea | undefined;
  /** The area's fee or minimum, said under it. */
  areaNote: string | null;
}) {
  const areaId = useId();
  const error = form.errors.area;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={areaId} className="text-sm font-medium text-stone-800">
        {tl('deliveryAreaLabel')}
      </label>
      <select
        id={areaId}
        name="area"
        value={area?.name ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        onChange={(event) => form.change('area', event.target.value)}
        className={`min-h-11 rounded-lg border bg-white px-3 text-base focus:ring-2 focus:ring-brand-500 focus:outline-none ${
          error ? 'border-red-600' : 'border-stone-300'
        }`}
      >
        <option value="" disabled>
          {tl('chooseYourArea')}
        </option>
        {areas.map((each) => (
          <option key={each.name} value={each.name}>
            {each.feeKobo > 0 ? `${each.name} (+${formatMoney(each.feeKobo)})` : each.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${areaId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {areaNote && (
        <p role="status" className="text-sm font-medium text-brand-800">
          {areaNote}
        </p>
      )}
    </div>
  );
}
