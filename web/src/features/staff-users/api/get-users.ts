import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usersResponseSchema, type UsersResponse } from '@buka/domain/admin';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /api/users?search=&page= — by display name, any case, anywhere in the name. */
export async function getUsers(search: string, page = 1): Promise<UsersResponse> {
  const query = new URLSearchParams({ search: search.trim(), page: String(page) });
  return usersResponseSchema.parse((await api<unknown>(`/api/users?${query}`)).data);
}

export const usersQuery = (search: string, page = 1) =>
  queryOptions({
    queryKey: queryKeys.admin.users.of(search.trim(), page),
    queryFn: () => getUsers(search, page),
    // While the next search runs, the last answer stays on screen instead of a blank list.
    placeholderData: keepPreviousData,
  });

export function useUsers(search: string, page = 1) {
  return useQuery(usersQuery(search, page));
}
