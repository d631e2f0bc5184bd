import type { FormEvent } from 'react';
import {
  ADDRESS_LANDMARK_MAX,
  ADDRESS_LINE_MAX,
  ADDRESS_NOTE_MAX,
  savedAddressInputSchema,
  type SavedAddress,
} from '@buka/domain/saved-addresses';
import { useSettings } from '../api/get-settings';
import { tl } from '../i18n/later';
import { toast } from '../toast/toast-store';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { useForm } from '../validation/use-form';
import { AddressLabelField } from './AddressLabelField';
import { useSaveAddress } from './saved-addresses-api';

type Values = Omit<SavedAddress, 'id'>;

const empty: Values = { label: '', address: '', landmark: '', area: '', note: '' };

/** Adds a saved address, or edits one (`address`); the server's refusals show in its words. */
export function SavedAddressForm({
  address,
  onDone,
}: {
  address?: SavedAddress;
  onDone: () => void;
}) {
  const { areas } = useSettings();
  const form = useForm<Values>(address ?? empty);
  const save = useSaveAddress();

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = form.validate(savedAddressInputSchema);
    if (!valid || save.isPending) return;
    save.mutate(
      { ...valid, id: address?.id },
      {
        onSuccess: () => {
          toast.success(tl('addressSaved'));
          onDone();
        },
        onError: (error) => form.setError(error.message),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={address ? address.label : tl('saveThisAddress')}
      className="flex flex-col gap-3"
    >
      <AddressLabelField
        value={form.values.label}
        error={form.errors.label}
        onChange={(label) => form.change('label', label)}
      />
      <TextField
        label={tl('addressLabel')}
        autoComplete="street-address"
        placeholder={tl('addressPlaceholder')}
        maxLength={ADDRESS_LINE_MAX}
        {...form.field('address')}
      />
      <TextField
        label={tl('landmarkLabel')}
        maxLength={ADDRESS_LANDMARK_MAX}
        {...form.field('landmark')}
      />
      {areas.length > 0 && (
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
          {tl('deliveryAreaLabel')}
          <select
            name="area"
            value={form.values.area}
            aria-invalid={form.errors.area ? true : undefined}
            onChange={(event) => form.change('area', event.target.value)}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base font-normal focus:ring-2 focus:ring-brand-500 focus:outline-none"
          >
            <option value="" disabled>
              {tl('chooseYourArea')}
            </option>
            {areas.map((area) => (
              <option key={area.name} value={area.name}>
                {area.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <TextField label={tl('addressNote')} maxLength={ADDRESS_NOTE_MAX} {...form.field('note')} />
      {form.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {form.error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending} className="flex-1">
          {tl('saveButton')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {tl('cancelAction')}
        </Button>
      </div>
    </form>
  );
}
