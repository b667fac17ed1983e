import type { Venue } from '@bora/shared/venue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { venueKey, venuesKey } from './venue-keys.ts';

/** Deletes a venue as it was loaded; a 409 problem says what still uses it, a 412 that it changed since. */
export function deleteVenue(loaded: Venue): Promise<undefined> {
  return apiRequest(`/api/venues/${loaded.id}/`, { method: 'DELETE', ifMatch: loaded });
}

export function useDeleteVenue(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteVenue,
    onSuccess: () => {
      client.removeQueries({ queryKey: venueKey(id) });
      return client.invalidateQueries({ queryKey: venuesKey });
    },
  });
}
