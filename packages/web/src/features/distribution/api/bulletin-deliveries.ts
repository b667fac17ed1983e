import { type Delivery, deliverySchema } from '@bora/shared/delivery';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { distributionKeys } from './keys.ts';

/** How often the deliveries are read again while one waits for its first try or a re-send. */
export const PENDING_POLL_MS = 3000;
/** …and while one waits for its next scheduled try, which comes minutes or hours later. */
export const FAILED_POLL_MS = 30_000;

/** How soon to read the deliveries again: soon while one is pending, later while one failed, never once all settled. */
export function pollInterval(deliveries: Delivery[] | undefined): number | false {
  if (deliveries?.some((delivery) => delivery.state === 'pending')) return PENDING_POLL_MS;
  if (deliveries?.some((delivery) => delivery.state === 'failed')) return FAILED_POLL_MS;
  return false;
}

/** `GET /api/bulletins/{id}/deliveries/`: each receiver's delivery with every try (the type's managers). */
export function bulletinDeliveriesQueryOptions(bulletinId: number) {
  return queryOptions({
    queryKey: distributionKeys.bulletinDeliveries(bulletinId),
    queryFn: ({ signal }) =>
      apiRequest<Delivery[]>(`/api/bulletins/${bulletinId}/deliveries/`, {
        schema: z.array(deliverySchema),
        signal,
      }),
    refetchInterval: (query) => pollInterval(query.state.data),
  });
}

export function useBulletinDeliveries(bulletinId: number) {
  return useQuery(bulletinDeliveriesQueryOptions(bulletinId));
}

/** `POST …/deliveries/{id}/resend/`: sent again now, with the same event id; a new try in the log. */
export function resendDelivery(delivery: Delivery): Promise<Delivery> {
  return apiRequest(`/api/bulletins/${delivery.bulletin_id}/deliveries/${delivery.id}/resend/`, {
    method: 'POST',
    schema: deliverySchema,
  });
}

/** Sends one or more deliveries again, then reads the bulletin's deliveries anew. */
export function useResendDeliveries(bulletinId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveries: Delivery[]) => Promise.all(deliveries.map(resendDelivery)),
    onSettled: () => client.invalidateQueries({ queryKey: distributionKeys.bulletinDeliveries(bulletinId) }),
  });
}
