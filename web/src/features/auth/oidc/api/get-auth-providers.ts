import { queryOptions, useQuery } from '@tanstack/react-query';
import { authProvidersSchema, type AuthProviders } from '@buka/domain/oidc';
import { api } from '../../../../shared/api/client';
import { queryKeys } from '../../../../shared/api/query-keys';

export async function getAuthProviders(): Promise<AuthProviders> {
  return authProvidersSchema.parse((await api<unknown>('/api/auth/providers')).data);
}

export const authProvidersQuery = queryOptions({
  queryKey: queryKeys.authProviders,
  queryFn: getAuthProviders,
  staleTime: 5 * 60_000,
});

/** The identity provider's button, when the shop has one (null until known, or when off). */
export function useIdentityProvider(): AuthProviders['oidc'] {
  return useQuery(authProvidersQuery).data?.oidc ?? null;
}
