import type { RouteRead } from '../../../lib/route-read.ts';
import { listApiQuery } from '../../../lib/use-list-params.ts';
import { authorityQueryOptions } from './get-authority.ts';
import { authoritiesQueryOptions } from './list-authorities.ts';

/** What the authorities screen's address carries besides its page: its filter, and the ordering it starts with. */
export const AUTHORITY_LIST = { defaults: { ordering: 'name' }, filters: ['kind'] } as const;

/** `/authorities/{id}`: the authority. */
export const readAuthority: RouteRead = (client, { id }) =>
  id === null ? null : client.prefetchQuery(authorityQueryOptions(id));

/** `/authorities`: the page of the list its address asks for. */
export const readAuthorities: RouteRead = (client, { search }) =>
  client.prefetchQuery(authoritiesQueryOptions(listApiQuery(search, AUTHORITY_LIST)));
