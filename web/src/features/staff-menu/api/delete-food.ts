import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@buka/domain/admin';
import { messages } from '@buka/domain/messages';
import type { Food } from '@buka/domain/products';
import { api, ApiError } from '../../../shared/api/client';
import { toast } from '../../../shared/toast/toast-store';
import { queryKeys } from '../../../shared/api/query-keys';

/** DELETE /api/products/:id → { message: 'Food deleted successfully' } (only shown: not parsed) */
export async function deleteFood(id: number): Promise<string> {
  return (await api<MessageResponse>(`/api/products/${id}`, { method: 'DELETE' })).data.message;
}

/** docs/screens.md#staff-area delete food: removed remotely and from the list, then 'Food deleted successfully'. */
export function useDeleteFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFood,
    onSuccess: (message, id) => {
      for (const queryKey of [queryKeys.products, queryKeys.admin.menu]) {
        queryClient.setQueryData<Food[]>(queryKey, (foods) =>
          foods?.filter((food) => food.id !== id),
        );
        void queryClient.invalidateQueries({ queryKey });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.categories });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
      toast.success(message || messages.foodDeleted);
    },
    onError: (error) => {
      toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong);
    },
  });
}
