import { type Venue, venueSchema } from '@bora/shared/venue';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query.ts';
import { listApiQuery } from '../../../lib/use-list-params.ts';
import { venuesKey } from './venue-keys.ts';

/** What the list screen's address carries besides its page: its filters, and the ordering it starts with. */
export const VENUE_LIST = {
  defaults: { ordering: 'name' },
  filters: ['authority', 'kind', 'active', 'region'],
} as const;

/** One page of venues for `GET /api/venues/?<apiQuery>`. */
export function venuesQueryOptions(apiQuery: string) {
  return pagedQueryOptions<Venue>(venuesKey, '/api/venues/', venueSchema, apiQuery);
}

export function useVenues(apiQuery: string) {
  return useQuery(venuesQueryOptions(apiQuery));
}

/** The list as its screen asks for it at an address, which the route's loader starts reading before the screen is drawn. */
export function venuesAtAddress(search: URLSearchParams) {
  return venuesQueryOptions(listApiQuery(search, VENUE_LIST));
}
