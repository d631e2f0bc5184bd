import type { ReactNode } from 'react';
import { READY_IN_CHOICES } from '@buka/domain/admin';
import type { DeliveryArea } from '@buka/domain/settings';
import { formatMoney } from '@buka/domain/money';
import { describeSlot } from '@buka/domain/order-slots';
import { useOrderSlots } from '../../../shared/api/get-order-slots';
import { Select } from '../../../shared/staff/FormControls';
import { Spinner } from '../../../shared/ui/Spinner';
import { PhoneField, TextField } from '../../../shared/ui/TextField';
import type { useForm } from '../../../shared/validation/use-form';
import type { PhoneOrderValues } from '../lib/phone-order-form';

export type PhoneOrderForm = ReturnType<typeof useForm<PhoneOrderValues>>;
type TextName = 'name' | 'phone' | 'address' | 'area' | 'landmark' | 'riderPhone' | 'note' | 'code';

/** A typed field's change: what staff type takes the form's error away. */
export const typeInto = (form: PhoneOrderForm, name: TextName) => (value: string) => {
  form.setError(undefined);
  form.set(name, value);
};

/** Who calls: their name and number, and whose account the number is (`owner`). */
export function CustomerFields({ form, owner }: { form: PhoneOrderForm; owner: ReactNode }) {
  const { values } = form;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold">Customer</legend>
      <TextField
        label="Customer's name"
        value={values.name}
        maxLength={80}
        onChange={(event) => typeInto(form, 'name')(event.target.value)}
      />
      <PhoneField
        label="Customer's phone number"
        value={values.phone}
        onChange={(event) => typeInto(form, 'phone')(event.target.value)}
      />
      {owner}
    </fieldset>
  );
}

/** Delivery or pickup, as the shop offers them; a delivery's address, area, landmark and rider's phone. */
export function FulfilmentFields({
  form,
  offered,
  areas,
}: {
  form: PhoneOrderForm;
  offered: { delivery: boolean; pickup: boolean };
  areas: readonly DeliveryArea[];
}) {
  const { values } = form;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-bold">Delivery or pickup</legend>
      <div className="flex gap-4">
        {(['delivery', 'pickup'] as const)
          .filter((way) => offered[way])
          .map((way) => (
            <label key={way} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="fulfilment"
                checked={values.fulfilment === way}
                onChange={() => form.set('fulfilment', way)}
                className="size-5 accent-brand-700"
              />
              {way === 'delivery' ? 'Delivery' : 'Pickup at the shop'}
            </label>
          ))}
      </div>
      {values.fulfilment === 'delivery' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Address"
            className="sm:col-span-2"
            value={values.address}
            maxLength={300}
            onChange={(event) => typeInto(form, 'address')(event.target.value)}
          />
          {areas.length > 0 && (
            <Select label="Area" value={values.area} onChange={typeInto(form, 'area')}>
              <option value="">Choose the area</option>
              {areas.map((each) => (
                <option key={each.name} value={each.name}>
                  {each.name} ({formatMoney(each.feeKobo)})
                </option>
              ))}
            </Select>
          )}
          <TextField
            label="Landmark (optional)"
            value={values.landmark}
            maxLength={120}
            onChange={(event) => typeInto(form, 'landmark')(event.target.value)}
          />
          <PhoneField
            label="Rider can call (optional)"
            value={values.riderPhone}
            autoComplete="off"
            onChange={(event) => typeInto(form, 'riderPhone')(event.target.value)}
          />
        </div>
      )}
    </fieldset>
  );
}

/** As soon as possible, ready in the minutes promised; or later, at a slot the shop offers. */
export function WhenFields({ form }: { form: PhoneOrderForm }) {
  const { later, readyIn, slot } = form.values;
  const slots = useOrderSlots(later);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-bold">When</legend>
      <div className="flex gap-4">
        {[false, true].map((isLater) => (
          <label key={String(isLater)} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="when"
              checked={later === isLater}
              onChange={() => {
                form.setError(undefined);
                form.set('later', isLater);
              }}
              className="size-5 accent-brand-700"
            />
            {isLater ? 'Later' : 'As soon as possible'}
          </label>
        ))}
      </div>
      {!later && (
        <Select
          label="Ready in"
          value={readyIn}
          onChange={(minutes) => form.set('readyIn', minutes)}
        >
          {READY_IN_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes} minutes
            </option>
          ))}
        </Select>
      )}
      {later &&
        (slots.isPending ? (
          <Spinner className="size-6 text-brand-700" />
        ) : (slots.data ?? []).every((day) => day.slots.length === 0) ? (
          <p className="text-sm text-stone-700">No later time is open for orders now.</p>
        ) : (
          <Select label="Time" value={slot} onChange={(start) => form.set('slot', start)}>
            <option value="">Choose the time</option>
            {(slots.data ?? []).flatMap((day) =>
              day.slots.map((each) => (
                <option key={each.startsAt} value={each.startsAt} disabled={each.full}>
                  {describeSlot(each.startsAt)}
                  {each.full ? ' (full)' : ''}
                </option>
              )),
            )}
          </Select>
        ))}
    </fieldset>
  );
}

/** Cash or a bank transfer, paid to staff: a phone order is never charged online. */
export function PaymentFields({ form }: { form: PhoneOrderForm }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-bold">Payment</legend>
      {(['cash', 'transfer'] as const).map((way) => (
        <label key={way} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name="payment"
            checked={form.values.payment === way}
            onChange={() => form.set('payment', way)}
            className="size-5 accent-brand-700"
          />
          {way === 'cash' ? 'Cash' : 'Bank transfer'}
        </label>
      ))}
      <p className="text-sm text-stone-600">
        Never charged online: mark it paid on the board when the money comes.
      </p>
    </fieldset>
  );
}
