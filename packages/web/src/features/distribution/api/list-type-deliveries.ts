import { deliverySchema } from '@bora/shared/delivery';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query.ts';
import { distributionKeys } from './keys.ts';

/** One page of `GET /api/bulletin-types/{id}/deliveries/`, newest first, tests included. */
export function typeDeliveriesQueryOptions(typeId: number, apiQuery: string) {
  return pagedQueryOptions(
    distributionKeys.typeDeliveries(typeId),
    `/api/bulletin-types/${typeId}/deliveries/`,
    deliverySchema,
    apiQuery,
  );
}

export function useTypeDeliveries(typeId: number, apiQuery: string) {
  return useQuery(typeDeliveriesQueryOptions(typeId, apiQuery));
}
