import { useState } from 'react';
import type { SavedAddress } from '@buka/domain/saved-addresses';
import { MAX_SAVED_ADDRESSES } from '@buka/domain/saved-addresses';
import { SavedAddressForm } from '../../../shared/addresses/SavedAddressForm';
import { useDeleteAddress, useSavedAddresses } from '../../../shared/addresses/saved-addresses-api';
import { tl } from '../../../shared/i18n/later';
import { toast } from '../../../shared/toast/toast-store';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';

/** docs/screens.md#pages /profile: the customer's saved addresses, to add, edit and delete. */
export function SavedAddresses({ uid }: { uid: string }) {
  const { addresses, isPending } = useSavedAddresses(uid);
  // The address being edited, 'new' while adding one, null when only the list shows.
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);

  return (
    <section
      aria-labelledby="saved-addresses-title"
      className="mt-6 flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="saved-addresses-title" className="text-xl font-bold">
        {tl('savedAddresses')}
      </h2>
      {isPending ? (
        <p className="flex items-center gap-2 text-stone-600">
          <Spinner /> {tl('loading')}
        </p>
      ) : addresses.length === 0 && editing === null ? (
        <p className="text-stone-600">{tl('noSavedAddresses')}</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {addresses.map((address) =>
            editing !== 'new' && editing?.id === address.id ? (
              <li key={address.id} className="py-3">
                <SavedAddressForm address={address} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <SavedAddressItem
                key={address.id}
                address={address}
                onEdit={() => setEditing(address)}
              />
            ),
          )}
        </ul>
      )}
      {editing === 'new' ? (
        <SavedAddressForm onDone={() => setEditing(null)} />
      ) : (
        addresses.length < MAX_SAVED_ADDRESSES && (
          <Button variant="secondary" onClick={() => setEditing('new')} className="self-start">
            {tl('addAnAddress')}
          </Button>
        )
      )}
    </section>
  );
}

function SavedAddressItem({ address, onEdit }: { address: SavedAddress; onEdit: () => void }) {
  const remove = useDeleteAddress();
  return (
    <li className="flex items-start gap-2 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">{address.label}</p>
        <p className="text-sm break-words text-stone-700">
          {address.address}
          {address.area && `, ${address.area}`}
        </p>
        {address.landmark && <p className="text-sm text-stone-600">{address.landmark}</p>}
        {address.note && <p className="text-sm text-stone-600 italic">{address.note}</p>}
      </div>
      <Button
        variant="secondary"
        aria-label={tl('editAddress', { label: address.label })}
        onClick={onEdit}
      >
        {tl('editItem')}
      </Button>
      <Button
        variant="secondary"
        aria-label={tl('deleteAddress', { label: address.label })}
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(address.id, {
            onSuccess: () => toast.success(tl('addressDeleted')),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        {tl('deleteItem')}
      </Button>
    </li>
  );
}
