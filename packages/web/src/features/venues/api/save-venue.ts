import { type Venue, type VenueInput, venueSchema } from '@bora/shared/venue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { venueKey, venuesKey } from './venue-keys.ts';

/** Creates a venue (`POST /api/venues/`). */
export function createVenue(body: VenueInput): Promise<Venue> {
  return apiRequest('/api/venues/', { method: 'POST', body, schema: venueSchema });
}

/** Replaces the fields of a venue as it was loaded (`PUT /api/venues/{id}/`); 412 if someone changed it since. */
export function updateVenue(loaded: Venue, body: VenueInput): Promise<Venue> {
  return apiRequest(`/api/venues/${loaded.id}/`, {
    method: 'PUT',
    body,
    schema: venueSchema,
    ifMatch: loaded,
  });
}

export function useCreateVenue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createVenue,
    onSuccess: () => client.invalidateQueries({ queryKey: venuesKey }),
  });
}

export function useUpdateVenue(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ loaded, body }: { loaded: Venue; body: VenueInput }) => updateVenue(loaded, body),
    onSuccess: (venue) => {
      client.setQueryData(venueKey(id), venue);
      return client.invalidateQueries({ queryKey: venuesKey });
    },
  });
}
