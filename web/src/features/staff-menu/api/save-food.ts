import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Food } from '@buka/domain/products';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/** What the form sends: the fields as typed; the server converts and checks them (docs/server-rules.md#validation). */
export interface FoodDraft {
  name: string;
  description: string;
  price: string;
  calories: string;
  stock: string;
  imageURL: string;
  categoryId: string;
  /** Served from / until these times of day only ('07:00'); empty: no limit. */
  availableFrom: string;
  availableUntil: string;
}

/**
 * POST /api/products (new) or PUT /api/products/:id (edit) → the food as the menu shows it (not
 * parsed: nothing reads it; the menu reloads from the server right after).
 */
export async function saveFood(draft: FoodDraft, id?: number) {
  const body = { ...draft, stock: draft.stock.trim() === '' ? undefined : draft.stock };
  return id === undefined
    ? api<Food>('/api/products', { method: 'POST', body })
    : api<Food>(`/api/products/${id}`, { method: 'PUT', body });
}

/** Saves the food (a new one when `id` is absent); the menu and the dashboard reload (docs/screens.md#staff-area). */
export function useSaveFood(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: FoodDraft) => (await saveFood(draft, id)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.menu });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.categories });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
    },
  });
}
