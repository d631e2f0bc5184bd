import { useQuery } from '@tanstack/react-query';
import { customerNotesResponseSchema } from '@buka/domain/customers';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';

/**
 * Staff's notes about customers, by phone ("allergic to groundnut"): the order board shows a
 * customer's note on each of their orders, and the customers page writes them.
 */
export function useCustomerNotes(): Record<string, string> {
  const notes = useQuery({
    queryKey: queryKeys.admin.customers.notes,
    queryFn: async () =>
      customerNotesResponseSchema.parse((await api<unknown>('/api/admin/customer-notes')).data)
        .notes,
    staleTime: 60_000,
  });
  return notes.data ?? {};
}
