import { type Venue, venueSchema } from '@bora/shared/venue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { venueKey } from './venue-keys.ts';

export function getVenue(id: number, signal?: AbortSignal): Promise<Venue> {
  return apiRequest(`/api/venues/${id}/`, { schema: venueSchema, signal });
}

export function venueQueryOptions(id: number) {
  return queryOptions({ queryKey: venueKey(id), queryFn: ({ signal }) => getVenue(id, signal) });
}

export function useVenue(id: number) {
  return useQuery(venueQueryOptions(id));
}
