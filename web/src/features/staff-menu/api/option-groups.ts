import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminOptionGroupSchema,
  dishGroupsResponseSchema,
  optionChoiceSchema,
  optionGroupsResponseSchema,
  type AdminOptionGroup,
} from '@buka/domain/dish-options';
import type { Food } from '@buka/domain/products';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/*
 * The staff calls for a dish's groups of choices; the shapes are in
 * domain/src/dish-options.ts. Every change here changes the menu customers see, so each one
 * marks the menu and the group list stale. Sent whatever the browser thinks of the network
 * (networkMode 'always'): a change paused while 'offline' would look saved and never be.
 */

/** What the group form sends: the fields as typed; the server checks them and says what is wrong. */
export interface GroupDraft {
  name: string;
  required: boolean;
  min: string;
  max: string;
  choices: { id?: number; name: string; price: string }[];
}

/** GET /api/admin/option-groups: every group of the shop, with the dishes it is on. */
export async function getOptionGroups(): Promise<AdminOptionGroup[]> {
  return optionGroupsResponseSchema.parse((await api<unknown>('/api/admin/option-groups')).data)
    .groups;
}

export const optionGroupsQuery = queryOptions({
  queryKey: queryKeys.admin.optionGroups,
  queryFn: getOptionGroups,
});

export function useOptionGroups() {
  return useQuery(optionGroupsQuery);
}

// Typed numbers go as numbers; anything else goes as typed, so the server's words explain it.
const asNumber = (typed: string): number | string =>
  /^\s*\d+\s*$/.test(typed) ? Number(typed) : typed.trim();

/** POST (new) or PUT (edit) /api/admin/option-groups → the group as saved. */
export async function saveGroup({ id, draft }: { id?: number; draft: GroupDraft }) {
  const body = {
    name: draft.name,
    required: draft.required,
    ...(draft.required ? { min: asNumber(draft.min) } : {}),
    max: asNumber(draft.max),
    choices: draft.choices.map((choice) => ({
      ...(choice.id ? { id: choice.id } : {}),
      name: choice.name,
      price: choice.price.trim() === '' ? '0' : choice.price.trim(),
    })),
  };
  const answer =
    id === undefined
      ? await api<unknown>('/api/admin/option-groups', { method: 'POST', body })
      : await api<unknown>(`/api/admin/option-groups/${id}`, { method: 'PUT', body });
  return adminOptionGroupSchema.parse(answer.data);
}

/** PUT /api/products/:id/option-groups: the dish's groups, in the order the menu shows them. */
export async function setDishGroups({ fid, groupIds }: { fid: number; groupIds: number[] }) {
  const answer = await api<unknown>(`/api/products/${fid}/option-groups`, {
    method: 'PUT',
    body: { groupIds },
  });
  return dishGroupsResponseSchema.parse(answer.data);
}

/** PUT /api/admin/option-choices/:id/unavailable: finished until the next opening, or back. */
export async function setChoiceUnavailable({
  id,
  unavailable,
}: {
  id: number;
  unavailable: boolean;
}) {
  const answer = await api<unknown>(`/api/admin/option-choices/${id}/unavailable`, {
    method: 'PUT',
    body: { unavailableToday: unavailable },
  });
  return optionChoiceSchema.parse(answer.data);
}

/** PUT /api/products/:id/sold-out → the food (not parsed: the menu reloads right after). */
export async function setSoldOut({ fid, soldOut }: { fid: number; soldOut: boolean }) {
  const answer = await api<Food>(`/api/products/${fid}/sold-out`, {
    method: 'PUT',
    body: { soldOutToday: soldOut },
  });
  return answer.data;
}

/** DELETE /api/admin/option-groups/:id: the group leaves every dish it is on. */
export async function deleteGroup(id: number): Promise<void> {
  await api<undefined>(`/api/admin/option-groups/${id}`, { method: 'DELETE' });
}

function useMenuMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    networkMode: 'always',
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.menu }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.optionGroups }),
      ]);
    },
  });
}

export const useSaveGroup = () => useMenuMutation(saveGroup);
export const useSetDishGroups = () => useMenuMutation(setDishGroups);
export const useSetChoiceUnavailable = () => useMenuMutation(setChoiceUnavailable);
export const useDeleteGroup = () => useMenuMutation(deleteGroup);

/** 'Sold out today' and back: the staff menu shows the change as soon as the server has it. */
export function useSetSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSoldOut,
    networkMode: 'always',
    onSuccess: (food) => {
      for (const queryKey of [queryKeys.products, queryKeys.admin.menu]) {
        queryClient.setQueryData<Food[]>(queryKey, (foods) =>
          foods?.map((each) => (each.id === food.id ? food : each)),
        );
        void queryClient.invalidateQueries({ queryKey });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
    },
  });
}
