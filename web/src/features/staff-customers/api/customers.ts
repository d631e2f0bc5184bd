import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerSchema,
  customersResponseSchema,
  type Customer,
  type CustomersResponse,
} from '@buka/domain/customers';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { saveDownload } from '../../../shared/staff/save-download';

export type CustomerSort = 'recent' | 'spent' | 'orders';

/** GET /api/admin/customers?search=&sort=&page= (docs/customers.md). */
export function useCustomers(search: string, sort: CustomerSort, page: number) {
  const query = { search: search.trim(), sort, page: String(page) };
  return useQuery({
    queryKey: queryKeys.admin.customers.of(query),
    queryFn: async (): Promise<CustomersResponse> =>
      customersResponseSchema.parse(
        (await api<unknown>(`/api/admin/customers?${new URLSearchParams(query)}`)).data,
      ),
    // While the next search runs, the last answer stays on screen instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

/** Writes staff's note on a customer ('' removes it); the board shows it on their orders. */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phone, note }: { phone: string; note: string }): Promise<Customer> =>
      customerSchema.parse(
        (
          await api<unknown>(`/api/admin/customers/${encodeURIComponent(phone)}/note`, {
            method: 'PUT',
            body: { note },
          })
        ).data,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.customers.all });
    },
  });
}

/** Every customer as a CSV file. */
export function useExportCustomers() {
  return useMutation({
    mutationFn: () => saveDownload('/api/admin/customers.csv', 'customers.csv'),
  });
}
