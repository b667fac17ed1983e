import { type Venue, venueSchema } from '@bora/shared/venue';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query.ts';
import { venuesKey } from './venue-keys.ts';

/** One page of venues for `GET /api/venues/?<apiQuery>`. */
export function venuesQueryOptions(apiQuery: string) {
  return pagedQueryOptions<Venue>(venuesKey, '/api/venues/', venueSchema, apiQuery);
}

export function useVenues(apiQuery: string) {
  return useQuery(venuesQueryOptions(apiQuery));
}
