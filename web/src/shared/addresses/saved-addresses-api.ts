import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SavedAddress,
  SavedAddressesResponse,
  SavedAddressInput,
} from '@buka/domain/saved-addresses';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { getSession } from '../session/session-store';

// docs/api.md#saved-addresses: the profile and checkout both keep them (docs/orders.md#saved-addresses).

export async function getSavedAddresses(): Promise<SavedAddress[]> {
  // Read as the server's schema says (docs/decisions/0024-answers-checked-where-they-are-made.md).
  return (await api<SavedAddressesResponse>('/api/addresses')).data.addresses;
}

/** The signed-in customer's saved addresses; none for a visitor. */
export function useSavedAddresses(uid: string | undefined) {
  const query = useQuery({
    queryKey: queryKeys.savedAddresses(uid ?? ''),
    queryFn: getSavedAddresses,
    enabled: Boolean(uid),
  });
  return { addresses: uid ? (query.data ?? []) : [], isPending: Boolean(uid) && query.isPending };
}

/** POST /api/addresses, or PUT /api/addresses/:id with `id`. */
export async function saveAddress({
  id,
  ...address
}: SavedAddressInput & { id?: number }): Promise<SavedAddress> {
  const { data } = await api<SavedAddress>(
    id === undefined ? '/api/addresses' : `/api/addresses/${id}`,
    {
      method: id === undefined ? 'POST' : 'PUT',
      body: address,
    },
  );
  return data;
}

export async function deleteAddress(id: number): Promise<void> {
  await api(`/api/addresses/${id}`, { method: 'DELETE' });
}

function useRefreshAddresses() {
  const queryClient = useQueryClient();
  return () => {
    const uid = getSession()?.uid;
    return uid
      ? queryClient.invalidateQueries({ queryKey: queryKeys.savedAddresses(uid) })
      : Promise.resolve();
  };
}

export function useSaveAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({ mutationFn: saveAddress, onSettled: refresh });
}

export function useDeleteAddress() {
  const refresh = useRefreshAddresses();
  return useMutation({ mutationFn: deleteAddress, onSettled: refresh });
}
