import { type Venue, type VenueInput, venueSchema } from '@bora/shared/venue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { venueKey, venuesKey } from './venue-keys.ts';

/** Creates a venue (`POST /api/venues/`). */
export function createVenue(body: VenueInput): Promise<Venue> {
  return apiRequest('/api/venues/', { method: 'POST', body, schema: venueSchema });
}

/** Replaces a venue's fields (`PUT /api/venues/{id}/`). */
export function updateVenue(id: number, body: VenueInput): Promise<Venue> {
  return apiRequest(`/api/venues/${id}/`, { method: 'PUT', body, schema: venueSchema });
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
    mutationFn: (body: VenueInput) => updateVenue(id, body),
    onSuccess: (venue) => {
      client.setQueryData(venueKey(id), venue);
      return client.invalidateQueries({ queryKey: venuesKey });
    },
  });
}
