import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerTextSchema,
  customerTextsSchema,
  type CustomerText,
  type CustomerTexts,
} from '@buka/domain/customer-texts';
import type { Language } from '@buka/domain/languages';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

// The owner's corrections of the customers' sentences (docs/languages.md#the-shops-own-words).

/** GET /api/admin/texts/:language: every sentence, its defaults and the shop's wording. */
export const customerTextsQuery = (language: Language) =>
  queryOptions({
    queryKey: queryKeys.admin.customerTexts(language),
    queryFn: async (): Promise<CustomerTexts> =>
      customerTextsSchema.parse((await api<unknown>(`/api/admin/texts/${language}`)).data),
  });

export const useCustomerTexts = (language: Language) => useQuery(customerTextsQuery(language));

const textPath = (language: Language, key: string) =>
  `/api/admin/texts/${language}/${encodeURIComponent(key)}`;

/** PUT to save the shop's wording of one sentence, DELETE to go back to the default. */
export function useSaveCustomerText(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, wording }: { key: string; wording: string | null }) =>
      customerTextSchema.parse(
        (
          await api<unknown>(textPath(language, key), {
            method: wording === null ? 'DELETE' : 'PUT',
            body: wording === null ? undefined : { wording },
          })
        ).data,
      ),
    onSuccess: (saved: CustomerText) =>
      queryClient.setQueryData<CustomerTexts>(queryKeys.admin.customerTexts(language), (was) =>
        was
          ? { ...was, texts: was.texts.map((text) => (text.key === saved.key ? saved : text)) }
          : was,
      ),
  });
}

/**
 * PUT /api/admin/texts/:language/reviewed: the shop vouches for the language's words (or not).
 * The switch moves at once and goes back if the server refuses.
 */
export function useMarkReviewed(language: Language) {
  const queryClient = useQueryClient();
  const key = queryKeys.admin.customerTexts(language);
  const show = (reviewed: boolean) =>
    queryClient.setQueryData<CustomerTexts>(key, (was) => (was ? { ...was, reviewed } : was));
  return useMutation({
    mutationFn: (reviewed: boolean) =>
      api(`/api/admin/texts/${language}/reviewed`, { method: 'PUT', body: { reviewed } }),
    onMutate: (reviewed) => show(reviewed),
    onError: (_error, reviewed) => show(!reviewed),
  });
}
