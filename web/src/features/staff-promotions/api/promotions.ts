import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  promotionSchema,
  promotionsResponseSchema,
  type Promotion,
  type PromotionInput,
} from '@buka/domain/promotions';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /api/admin/promotions: codes and offers, newest first, with their uses. */
export function usePromotions() {
  return useQuery({
    queryKey: queryKeys.admin.promotions,
    queryFn: async () =>
      promotionsResponseSchema.parse((await api<unknown>('/api/admin/promotions')).data).promotions,
  });
}

/** Creates a promotion (no id) or changes one. */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: number; input: PromotionInput }): Promise<Promotion> =>
      promotionSchema.parse(
        (
          await api<unknown>(id ? `/api/admin/promotions/${id}` : '/api/admin/promotions', {
            method: id ? 'PUT' : 'POST',
            body: input,
          })
        ).data,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.promotions }),
  });
}

/** Ends a promotion: no new order gets it; orders that had it keep their discount. */
export function useEndPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<Promotion> =>
      promotionSchema.parse(
        (await api<unknown>(`/api/admin/promotions/${id}/end`, { method: 'POST' })).data,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.promotions }),
  });
}
