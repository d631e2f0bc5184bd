import { useId, useState } from 'react';
import type { DeliveryArea } from '@buka/domain/settings';
import { AddressLabelField } from '../../../../shared/addresses/AddressLabelField';
import {
  useSaveAddress,
  useSavedAddresses,
} from '../../../../shared/addresses/saved-addresses-api';
import { tl } from '../../../../shared/i18n/later';
import { toast } from '../../../../shared/toast/toast-store';
import { Button } from '../../../../shared/ui/Button';
import type { CheckoutForm } from '../checkout-form';

/**
 * docs/orders.md#saved-addresses: choosing a saved address fills the address, the landmark and
 * the area (so the fee is the area's, as when chosen by hand); its note for the rider goes in the
 * order's note when that is still empty. Nothing shows before the first address is saved.
 */
export function SavedAddressChoice({
  uid,
  form,
  areas,
}: {
  uid: string;
  form: CheckoutForm;
  areas: readonly DeliveryArea[];
}) {
  const id = useId();
  const { addresses } = useSavedAddresses(uid);
  const [chosen, setChosen] = useState('');
  if (addresses.length === 0) return null;

  function choose(value: string) {
    setChosen(value);
    const address = addresses.find((each) => String(each.id) === value);
    if (!address) return;
    form.change('address', address.address);
    form.set('landmark', address.landmark);
    // An area the shop no longer delivers to is left for the customer to choose.
    if (areas.some((area) => area.name === address.area)) form.change('area', address.area);
    if (address.note) form.set('note', (note) => note || address.note);
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {tl('savedAddressChoose')}
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => choose(event.target.value)}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base focus:ring-2 focus:ring-brand-500 focus:outline-none"
      >
        <option value="" disabled>
          {tl('savedAddresses')}
        </option>
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {address.label}: {address.address}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * "Save this address": what the checkout holds, kept under a name the customer gives. Not a
 * form of its own (it sits inside the checkout's); shown once there is an address not saved yet.
 */
export function SaveThisAddress({
  uid,
  address,
  landmark,
  area,
}: {
  uid: string;
  address: string;
  landmark: string;
  area: string;
}) {
  const { addresses } = useSavedAddresses(uid);
  const save = useSaveAddress();
  const [naming, setNaming] = useState(false);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string>();
  const typed = address.trim();
  const saved = addresses.some((each) => each.address === typed && each.area === area);
  if (!typed || (saved && !naming)) return null;

  if (!naming) {
    return (
      <Button variant="secondary" onClick={() => setNaming(true)} className="self-start">
        {tl('saveThisAddress')}
      </Button>
    );
  }

  function onSave() {
    save.mutate(
      { label, address: typed, landmark, area },
      {
        onSuccess: () => {
          toast.success(tl('addressSaved'));
          setNaming(false);
          setLabel('');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg bg-stone-50 p-3">
      <AddressLabelField
        value={label}
        error={error}
        onChange={(next) => {
          setLabel(next);
          setError(undefined);
        }}
      />
      <div className="flex gap-2">
        <Button loading={save.isPending} onClick={onSave} className="flex-1">
          {tl('saveThisAddress')}
        </Button>
        <Button variant="secondary" onClick={() => setNaming(false)}>
          {tl('cancelAction')}
        </Button>
      </div>
    </div>
  );
}
