import { type Authority, authoritySchema } from '@bora/shared/authority';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { authorityKeys } from './keys.ts';

export function getAuthority(id: number, signal?: AbortSignal): Promise<Authority> {
  return apiRequest(`/api/authorities/${id}/`, { schema: authoritySchema, signal });
}

export function authorityQueryOptions(id: number) {
  return queryOptions({
    queryKey: authorityKeys.detail(id),
    queryFn: ({ signal }) => getAuthority(id, signal),
  });
}

export function useAuthority(id: number) {
  return useQuery(authorityQueryOptions(id));
}
