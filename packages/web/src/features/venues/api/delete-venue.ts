import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { venueKey, venuesKey } from './venue-keys.ts';

/** Deletes a venue; a 409 problem says what still uses it. */
export function deleteVenue(id: number): Promise<undefined> {
  return apiRequest(`/api/venues/${id}/`, { method: 'DELETE' });
}

export function useDeleteVenue(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteVenue(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: venueKey(id) });
      return client.invalidateQueries({ queryKey: venuesKey });
    },
  });
}
