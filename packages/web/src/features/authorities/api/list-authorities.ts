import { authoritySchema } from '@bora/shared/authority';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query.ts';
import { listApiQuery } from '../../../lib/use-list-params.ts';
import { authorityKeys } from './keys.ts';

/** What the list screen's address carries besides its page: its filters, and the ordering it starts with. */
export const AUTHORITY_LIST = { defaults: { ordering: 'name' }, filters: ['kind'] } as const;

/** One page of `GET /api/authorities/` for the list's URL state. */
export function authoritiesQueryOptions(apiQuery: string) {
  return pagedQueryOptions(authorityKeys.all, '/api/authorities/', authoritySchema, apiQuery);
}

export function useAuthorities(apiQuery: string) {
  return useQuery(authoritiesQueryOptions(apiQuery));
}

/** The list as its screen asks for it at an address, which the route's loader starts reading before the screen is drawn. */
export function authoritiesAtAddress(search: URLSearchParams) {
  return authoritiesQueryOptions(listApiQuery(search, AUTHORITY_LIST));
}
