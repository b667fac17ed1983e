import { type BulletinObservation, bulletinObservationSchema } from '@bora/shared/observation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { bulletinKey } from '../../../lib/bulletin/bulletin-keys.ts';

/** `GET /api/bulletins/{id}/observations/`: what was observed for the bulletin's cells, where it was. */
export function bulletinObservationsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...bulletinKey(id), 'observations'],
    queryFn: ({ signal }) =>
      apiRequest<BulletinObservation[]>(`/api/bulletins/${id}/observations/`, {
        schema: z.array(bulletinObservationSchema),
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

export function useBulletinObservations(id: number, enabled: boolean) {
  return useQuery({ ...bulletinObservationsQueryOptions(id), enabled });
}
