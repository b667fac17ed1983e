import { authoritySchema } from '@bora/shared/authority';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query.ts';
import { authorityKeys } from './keys.ts';

/** One page of `GET /api/authorities/` for the list's URL state. */
export function authoritiesQueryOptions(apiQuery: string) {
  return pagedQueryOptions(authorityKeys.all, '/api/authorities/', authoritySchema, apiQuery);
}

export function useAuthorities(apiQuery: string) {
  return useQuery(authoritiesQueryOptions(apiQuery));
}
