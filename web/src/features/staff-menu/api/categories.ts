import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  staffCategoriesSchema,
  staffCategorySchema,
  type StaffCategory,
} from '@buka/domain/categories';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/*
 * The staff calls for the shop's categories (shapes in domain/src/categories.ts). Every change
 * changes the menu customers see, so each marks the menus and the list stale. Sent whatever the
 * browser thinks of the network (networkMode 'always'): a change paused while 'offline' would
 * look saved and never be.
 */

/** GET /api/admin/categories: the shop's categories in menu order, hidden ones too. */
export async function getCategories(): Promise<StaffCategory[]> {
  return staffCategoriesSchema.parse((await api<unknown>('/api/admin/categories')).data).categories;
}

export const categoriesQuery = queryOptions({
  queryKey: queryKeys.admin.categories,
  queryFn: getCategories,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}

function menuChanged(queryClient: QueryClient) {
  for (const queryKey of [queryKeys.admin.categories, queryKeys.admin.menu, queryKeys.products]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** POST /api/admin/categories: a new category, last on the menu. */
export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      staffCategorySchema.parse(
        (await api<unknown>('/api/admin/categories', { method: 'POST', body: { name } })).data,
      ),
    onSuccess: () => menuChanged(queryClient),
    networkMode: 'always',
  });
}

/** PATCH /api/admin/categories/:id: a new name, or hidden from customers, or shown again. */
export function useChangeCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...change }: { id: number; name?: string; hidden?: boolean }) =>
      staffCategorySchema.parse(
        (await api<unknown>(`/api/admin/categories/${id}`, { method: 'PATCH', body: change })).data,
      ),
    onSuccess: () => menuChanged(queryClient),
    networkMode: 'always',
  });
}

/** POST /api/admin/categories/:id/move: one place up or down; answers the list in its new order. */
export function useMoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      staffCategoriesSchema.parse(
        (
          await api<unknown>(`/api/admin/categories/${id}/move`, {
            method: 'POST',
            body: { direction },
          })
        ).data,
      ).categories,
    onSuccess: (categories) => {
      queryClient.setQueryData(queryKeys.admin.categories, categories);
      menuChanged(queryClient);
    },
    networkMode: 'always',
  });
}

/** DELETE /api/admin/categories/:id, its dishes moved to `moveTo` when it has some. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, moveTo }: { id: number; moveTo?: number }) =>
      api<unknown>(
        `/api/admin/categories/${id}${moveTo === undefined ? '' : `?moveTo=${moveTo}`}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => menuChanged(queryClient),
    networkMode: 'always',
  });
}
