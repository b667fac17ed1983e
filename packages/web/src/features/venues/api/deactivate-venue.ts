import { type Venue, venueSchema } from '@bora/shared/venue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { venueKey, venuesKey } from './venue-keys.ts';

/** Retires a venue that bulletins hold, and so cannot be deleted (`PATCH {active: false}`; 412 if changed since). */
export function deactivateVenue(loaded: Venue): Promise<Venue> {
  return apiRequest(`/api/venues/${loaded.id}/`, {
    method: 'PATCH',
    body: { active: false },
    schema: venueSchema,
    ifMatch: loaded,
  });
}

export function useDeactivateVenue(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deactivateVenue,
    onSuccess: (venue) => {
      client.setQueryData(venueKey(id), venue);
      return client.invalidateQueries({ queryKey: venuesKey });
    },
  });
}
